/**
 * Operación: how the business works in the product — an external ERP (orders then need their
 * external number for credit actions), the unit quantities are captured in, how orders flow, and
 * the company's own e-mail domains.
 */
import SettingsSuggestOutlined from '@mui/icons-material/SettingsSuggestOutlined';
import {
  Box,
  Divider,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Switch,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Controller } from 'react-hook-form';
import { CONVERSION_UNITS, ORDER_FLOWS } from '../../domain/tenants';
import { DomainChipsField } from './DomainChipsField';
import { SettingsSection } from './SettingsSection';
import type { TenantFormValues } from './tenantConfigForm';

interface Props {
  disabled: boolean;
}

function OptionLabel({ title, hint }: { title: string; hint: string }) {
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography sx={{ fontWeight: 500, lineHeight: 1.35 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
}

export function OperationSection({ disabled }: Props) {
  const translate = useTranslate();
  const unitLabel = useId();
  const flowLabel = useId();
  const t = (key: string) => translate(`app.tenantConfig.operation.${key}`);
  return (
    <SettingsSection section="operation" icon={<SettingsSuggestOutlined />}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Controller<TenantFormValues, 'externalErp'>
          name="externalErp"
          render={({ field }) => (
            <FormControlLabel
              sx={{ alignItems: 'flex-start', m: 0, gap: 1.5 }}
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  disabled={disabled}
                  sx={{ mt: 0.25 }}
                />
              }
              label={
                <OptionLabel
                  title={translate('app.tenantConfig.fields.externalErp')}
                  hint={t('externalErpHint')}
                />
              }
            />
          )}
        />
        <Divider />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Controller<TenantFormValues, 'conversionUnit'>
            name="conversionUnit"
            render={({ field }) => (
              <FormControl disabled={disabled}>
                <FormLabel id={unitLabel} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
                  {translate('app.tenantConfig.fields.conversionUnit')}
                </FormLabel>
                <RadioGroup
                  aria-labelledby={unitLabel}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {CONVERSION_UNITS.map((unit) => (
                    <FormControlLabel
                      key={unit}
                      value={unit}
                      control={<Radio inputRef={unit === field.value ? field.ref : undefined} />}
                      label={<OptionLabel title={t(`units.${unit}`)} hint={t(`units.${unit}Hint`)} />}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          <Controller<TenantFormValues, 'orderFlow'>
            name="orderFlow"
            render={({ field }) => (
              <FormControl disabled={disabled}>
                <FormLabel id={flowLabel} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
                  {translate('app.tenantConfig.fields.orderFlow')}
                </FormLabel>
                <RadioGroup
                  aria-labelledby={flowLabel}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {ORDER_FLOWS.map((flow) => (
                    <FormControlLabel
                      key={flow}
                      value={flow}
                      control={<Radio inputRef={flow === field.value ? field.ref : undefined} />}
                      label={<OptionLabel title={t(`flows.${flow}`)} hint={t(`flows.${flow}Hint`)} />}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
        </Box>
        <Divider />
        <DomainChipsField disabled={disabled} />
      </Box>
    </SettingsSection>
  );
}
