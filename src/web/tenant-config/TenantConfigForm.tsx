/**
 * The tenant configuration form. Saving sends only what changed with the version read; someone
 * else's save in between (409) is said above the form, and reloading takes the latest version
 * while keeping what the user changed. Logo and favicon are saved on upload; their answer becomes
 * the new baseline (and version) without losing the form's edits. Whatever is saved is put in
 * force app-wide at once (colour, names, title, logo, favicon).
 */
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Alert, Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type UseFormReturn, useFormContext, useFormState } from 'react-hook-form';
import type { TenantAssetKind, TenantConfig } from '../../domain/tenants';
import type { AppDataProvider } from '../providers/dataProvider';
import { FormFailure } from '../ui/forms/FormFailure';
import { PageForm } from '../ui/forms/PageForm';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { ExternalBiSection } from './ExternalBiSection';
import { ImageUpload } from './ImageUpload';
import { OperationSection } from './OperationSection';
import { SaveBar } from './SaveBar';
import { SettingsSection } from './SettingsSection';
import { useUpdateTenantTheme } from './TenantThemeHost';
import { ContactSection, IdentitySection, SeoSection } from './TextSections';
import { ThemeSection } from './ThemeSection';
import {
  hasTenantChanges,
  TENANT_ALIASES,
  TENANT_FIELDS,
  type TenantFormValues,
  tenantFormOf,
  tenantFormSchema,
  tenantUpdateOf,
  themeOf,
} from './tenantConfigForm';
import { tenantConfigKey } from './tenantConfigQueries';

interface Props {
  slug: string;
  config: TenantConfig;
  canWrite: boolean;
}

/** The form input a detail's path names. */
const inputOf = (path: string): string | null =>
  TENANT_ALIASES[path] ?? ((TENANT_FIELDS as readonly string[]).includes(path) ? path : null);

/** A configuration the server answered becomes the baseline, here and app-wide. */
function useAcceptConfig(slug: string) {
  const queryClient = useQueryClient();
  const updateTheme = useUpdateTenantTheme();
  return (form: Pick<UseFormReturn<TenantFormValues>, 'reset'>, next: TenantConfig, keepEdits: boolean) => {
    queryClient.setQueryData(tenantConfigKey(slug), next);
    form.reset(tenantFormOf(next), { keepDirtyValues: keepEdits });
    updateTheme?.(themeOf(next));
  };
}

export function TenantConfigForm({ slug, config, canWrite }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const resolver = useDomainResolver(tenantFormSchema);
  const accept = useAcceptConfig(slug);

  const save = async (values: TenantFormValues, form: UseFormReturn<TenantFormValues>) => {
    const update = tenantUpdateOf(config, values);
    if (!hasTenantChanges(update)) return;
    accept(form, await dataProvider.saveTenantConfig(slug, update), false);
    notify('app.tenantConfig.saved', { type: 'success' });
  };

  return (
    <PageForm
      label={translate('app.tenantConfig.title')}
      resolver={resolver}
      defaultValues={tenantFormOf(config)}
      onSave={save}
      errors={{ inputOf }}
    >
      <TenantConfigFields slug={slug} config={config} canWrite={canWrite} />
    </PageForm>
  );
}

/** The sections, the images and the save bar, reading the form. */
function TenantConfigFields({ slug, config, canWrite }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const form = useFormContext<TenantFormValues>();
  const { isSubmitting } = useFormState();
  const accept = useAcceptConfig(slug);
  const disabled = !canWrite || isSubmitting;

  const reloadLatest = async () => {
    try {
      accept(form, await dataProvider.getTenantConfig(slug), true);
      form.setError('root.reloaded', { type: 'info' });
    } catch {
      form.setError('root.serverError', {
        type: 'server',
        message: translate('app.tenantConfig.reloadError'),
      });
    }
  };

  const uploaded = (kind: TenantAssetKind) => (next: TenantConfig) => {
    accept(form, next, true);
    notify(`app.tenantConfig.images.${kind}Uploaded`, { type: 'success' });
  };

  return (
    <>
      {!canWrite && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {translate('app.tenantConfig.readOnly')}
        </Alert>
      )}
      <FormFailure onReload={() => void reloadLatest()} />
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
        <IdentitySection disabled={disabled} />
        <ThemeSection disabled={disabled} logo={config.logo} />
        <SettingsSection section="images" icon={<ImageOutlined />}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <ImageUpload
              kind="logo"
              current={config.logo}
              disabled={!canWrite}
              onUploaded={uploaded('logo')}
            />
            <ImageUpload
              kind="favicon"
              current={config.favicon}
              disabled={!canWrite}
              onUploaded={uploaded('favicon')}
            />
          </Box>
        </SettingsSection>
        <SeoSection disabled={disabled} />
        <ContactSection disabled={disabled} />
        <OperationSection disabled={disabled} />
        <ExternalBiSection disabled={disabled} secretSet={config.biSecretKeySet} />
      </Box>
      {canWrite && (
        <SaveBar
          config={config}
          onDiscard={() => {
            form.reset(tenantFormOf(config));
            form.clearErrors('root');
          }}
        />
      )}
    </>
  );
}
