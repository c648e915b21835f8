/**
 * Tema: the tenant's colour, chosen with the browser's colour picker or typed as #RRGGBB, and the
 * live preview of the app in it. A colour too light for white text gets a warning.
 */
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import { Alert, Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Controller, useWatch } from 'react-hook-form';
import { DEFAULT_TENANT_COLOR } from '../../domain/tenants';
import { fieldErrorText } from '../ui/forms/fieldError';
import { SettingsSection } from './SettingsSection';
import { ThemePreview } from './ThemePreview';
import { colorAsTyped, isHexColor, type TenantFormValues, usableColor } from './tenantConfigForm';

/** WCAG AA for normal text: white text on the colour (buttons, the sign-in panel) needs 4.5:1. */
const MIN_CONTRAST = 4.5;

interface Props {
  disabled: boolean;
  logo: string | null;
}

export function ThemeSection({ disabled, logo }: Props) {
  const translate = useTranslate();
  const [color, name, shortName] = useWatch<TenantFormValues, ['color', 'name', 'shortName']>({
    name: ['color', 'name', 'shortName'],
  });
  const shown = usableColor(color);
  const lowContrast = getContrastRatio(shown, '#FFFFFF') < MIN_CONTRAST;
  return (
    <SettingsSection section="theme" icon={<PaletteOutlined />}>
      <Controller<TenantFormValues, 'color'>
        name="color"
        render={({ field, fieldState }) => {
          const error = fieldErrorText(translate, fieldState.error);
          return (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mb: 2 }}>
              <Box
                component="label"
                title={translate('app.tenantConfig.theme.pick')}
                sx={{
                  position: 'relative',
                  width: 56,
                  height: 56,
                  flexShrink: 0,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  cursor: disabled ? 'default' : 'pointer',
                  overflow: 'hidden',
                  '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
                style={{ backgroundColor: shown }}
              >
                <Box
                  component="input"
                  type="color"
                  value={shown.toLowerCase()}
                  disabled={disabled}
                  aria-label={translate('app.tenantConfig.theme.pick')}
                  onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                    field.onChange(event.target.value.toUpperCase())
                  }
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    width: '100%',
                    height: '100%',
                    opacity: 0,
                    cursor: 'inherit',
                    border: 0,
                    p: 0,
                  }}
                />
              </Box>
              <TextField
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={(event) => field.onChange(colorAsTyped(event.target.value))}
                onBlur={field.onBlur}
                disabled={disabled}
                label={translate('app.tenantConfig.fields.color')}
                error={Boolean(error)}
                helperText={error ?? translate('app.tenantConfig.theme.hexHint')}
                sx={{ width: 220 }}
                slotProps={{
                  htmlInput: {
                    maxLength: 7,
                    spellCheck: false,
                    autoComplete: 'off',
                    style: { fontFamily: 'monospace', textTransform: 'uppercase' },
                  },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <Box
                          aria-hidden
                          sx={{
                            width: 16,
                            height: 16,
                            borderRadius: 0.75,
                            border: 1,
                            borderColor: 'divider',
                          }}
                          style={{ backgroundColor: shown }}
                        />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Button
                color="inherit"
                startIcon={<RestartAltRounded />}
                disabled={
                  disabled || (isHexColor(field.value) && field.value.toUpperCase() === DEFAULT_TENANT_COLOR)
                }
                onClick={() => field.onChange(DEFAULT_TENANT_COLOR)}
                sx={{ mt: 1, color: 'text.secondary' }}
              >
                {translate('app.tenantConfig.theme.reset', { color: DEFAULT_TENANT_COLOR })}
              </Button>
            </Box>
          );
        }}
      />
      {lowContrast && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.tenantConfig.theme.lowContrast')}
        </Alert>
      )}
      <Typography
        variant="overline"
        component="p"
        color="text.secondary"
        sx={{ fontWeight: 600, letterSpacing: '0.08em', mb: 1 }}
      >
        {translate('app.tenantConfig.preview.title')}
      </Typography>
      <ThemePreview color={shown} name={name} shortName={shortName} logo={logo} />
    </SettingsSection>
  );
}
