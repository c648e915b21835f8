/**
 * The tenant configuration form. Saving sends only what changed with the version read; someone
 * else's save in between (409) is said above the form, and reloading takes the latest version
 * while keeping what the user changed. Logo and favicon are saved on upload; their answer becomes
 * the new baseline (and version) without losing the form's edits. Whatever is saved is put in
 * force app-wide at once (colour, names, title, logo, favicon).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Alert, Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import type { TenantAssetKind, TenantConfig } from '../../domain/tenants';
import { FormFailure, type FormProblem } from '../ui/forms/legacy/FormFailure';
import { problemOfSave } from '../ui/forms/legacy/saveFailure';
import { ImageUpload } from './ImageUpload';
import { OperationSection } from './OperationSection';
import { SaveBar } from './SaveBar';
import { SettingsSection } from './SettingsSection';
import { useUpdateTenantTheme } from './TenantThemeHost';
import { ContactSection, IdentitySection, SeoSection } from './TextSections';
import { ThemeSection } from './ThemeSection';
import { fetchTenantConfig, saveTenantConfig, tenantConfigKey } from './tenantConfigApi';
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

interface Props {
  slug: string;
  config: TenantConfig;
  canWrite: boolean;
}

export function TenantConfigForm({ slug, config, canWrite }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const updateTheme = useUpdateTenantTheme();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<TenantFormValues>({
    resolver: zodResolver(tenantFormSchema),
    defaultValues: tenantFormOf(config),
  });
  const disabled = !canWrite || isSubmitting;

  /** A configuration the server answered becomes the baseline, here and app-wide. */
  const accept = (next: TenantConfig, keepEdits: boolean) => {
    queryClient.setQueryData(tenantConfigKey(slug), next);
    reset(tenantFormOf(next), { keepDirtyValues: keepEdits });
    updateTheme?.(themeOf(next));
  };

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const update = tenantUpdateOf(config, values);
    if (!hasTenantChanges(update)) return;
    try {
      accept(await saveTenantConfig(slug, update), false);
      notify('app.tenantConfig.saved', { type: 'success' });
    } catch (error) {
      setProblem(
        problemOfSave(error, translate, setError, { fields: TENANT_FIELDS, aliases: TENANT_ALIASES }),
      );
    }
  });

  const reloadLatest = async () => {
    try {
      accept(await fetchTenantConfig(slug), true);
      setProblem({ kind: 'reloaded' });
    } catch {
      setProblem({ kind: 'message', message: translate('app.tenantConfig.reloadError') });
    }
  };

  const uploaded = (kind: TenantAssetKind) => (next: TenantConfig) => {
    accept(next, true);
    notify(`app.tenantConfig.images.${kind}Uploaded`, { type: 'success' });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={translate('app.tenantConfig.title')}>
      {!canWrite && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {translate('app.tenantConfig.readOnly')}
        </Alert>
      )}
      <FormFailure problem={problem} onReload={() => void reloadLatest()} />
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
        <IdentitySection control={control} disabled={disabled} />
        <ThemeSection control={control} disabled={disabled} logo={config.logo} />
        <SettingsSection
          id="tenant-images"
          icon={<ImageOutlined />}
          title={translate('app.tenantConfig.sections.images')}
          description={translate('app.tenantConfig.sections.imagesHint')}
        >
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
        <SeoSection control={control} disabled={disabled} />
        <ContactSection control={control} disabled={disabled} />
        <OperationSection control={control} disabled={disabled} />
      </Box>
      {canWrite && (
        <SaveBar
          control={control}
          config={config}
          saving={isSubmitting}
          onDiscard={() => {
            setProblem(null);
            reset(tenantFormOf(config));
          }}
        />
      )}
    </Box>
  );
}
