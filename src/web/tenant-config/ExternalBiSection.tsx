/**
 * Tablero externo (Metabase): where the tenant's dashboards come from when it has its own BI — the
 * site's https address and the secret its embed URLs are signed with. The secret is write-only:
 * the page says whether one is set, a new one typed replaces it, and it can be removed.
 */
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '../ui/forms/FormTextField';
import { SettingsSection } from './SettingsSection';
import { TENANT_LIMITS, type TenantFormValues } from './tenantConfigForm';

interface Props {
  disabled: boolean;
  /** Whether the saved configuration has a secret. */
  secretSet: boolean;
}

export function ExternalBiSection({ disabled, secretSet }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.tenantConfig.externalBi.${key}`);
  const { setValue } = useFormContext<TenantFormValues>();
  const clearing = useWatch<TenantFormValues, 'biSecretKeyClear'>({ name: 'biSecretKeyClear' });
  const typed = useWatch<TenantFormValues, 'biSecretKey'>({ name: 'biSecretKey' });
  const state = clearing ? t('secretWillClear') : secretSet ? t('secretSet') : t('secretNotSet');
  return (
    <SettingsSection section="externalBi" icon={<InsightsOutlined />}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField
          name="biSiteUrl"
          label={t('siteUrl')}
          disabled={disabled}
          limits={TENANT_LIMITS.biSiteUrl}
          helperText={t('siteUrlHint')}
          type="url"
          placeholder="https://"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box>
          <FormTextField
            name="biSecretKey"
            label={t('secretKey')}
            disabled={disabled || clearing}
            limits={TENANT_LIMITS.biSecretKey}
            helperText={typed ? t('secretReplaces') : state}
            type="password"
            placeholder={secretSet && !clearing ? '••••••••' : ''}
            slotProps={{ htmlInput: { autoComplete: 'new-password' }, inputLabel: { shrink: true } }}
          />
          {secretSet && !disabled && (
            <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Button
                size="small"
                color={clearing ? 'primary' : 'error'}
                onClick={() => {
                  setValue('biSecretKeyClear', !clearing, { shouldDirty: true });
                  if (!clearing) setValue('biSecretKey', '', { shouldDirty: true });
                }}
              >
                {clearing ? t('keepSecret') : t('clearSecret')}
              </Button>
              {clearing && (
                <Typography variant="body2" color="text.secondary">
                  {t('secretWillClearHint')}
                </Typography>
              )}
            </Box>
          )}
        </Box>
      </Box>
    </SettingsSection>
  );
}
