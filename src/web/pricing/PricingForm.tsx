/**
 * The latest version of a pricing parameter set as a form, grouped as the business reads it.
 * Saving sends only the values whose number changed, with the version loaded and a comment, and
 * creates the next version ('Versión N guardada'); what will change is listed before saving.
 * Someone else's version in between (409) is said with a way to load it, keeping the edits.
 */
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Box, Button, Card, CardContent, CardHeader, Divider, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { Locale } from '../../domain/i18n';
import type { PricingVersion } from '../../domain/pricing';
import { PACKAGING_LABELS, type PackagingType } from '../../domain/products';
import type { AppDataProvider } from '../providers/dataProvider';
import { FormFailure } from '../ui/forms/FormFailure';
import { FormTextField } from '../ui/forms/FormTextField';
import { PageForm } from '../ui/forms/PageForm';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { DecimalField } from './DecimalField';
import { PendingChanges } from './PendingChanges';
import {
  COMMENT_LIMITS,
  formFieldOf,
  hasPricingChanges,
  PRICING_ALIASES,
  PRICING_FORM_FIELDS,
  PRICING_GROUPS,
  PRICING_LIMITS,
  type PricingField,
  type PricingFormOutput,
  type PricingFormValues,
  pricingFormOf,
  pricingFormSchema,
  pricingPatchOf,
  unitOf,
} from './pricingForm';
import { pricingKeys } from './pricingQueries';

interface Props {
  setId: string;
  latest: PricingVersion;
  canWrite: boolean;
}

/** The form input a detail's path names ('values.vatRate' → the percent box). */
const inputOf = (path: string): string | null =>
  PRICING_ALIASES[path] ?? (PRICING_FORM_FIELDS.includes(path) ? path : null);

export function PricingForm({ setId, latest, canWrite }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const resolver = useDomainResolver(pricingFormSchema);

  const save = async (values: PricingFormOutput, form: { reset: (values: PricingFormValues) => void }) => {
    const saved = await dataProvider.changePricing(setId, pricingPatchOf(latest, values));
    queryClient.setQueryData(pricingKeys.latest(setId), saved);
    void queryClient.invalidateQueries({ queryKey: pricingKeys.history(setId) });
    void queryClient.invalidateQueries({ queryKey: pricingKeys.sets });
    form.reset(pricingFormOf(saved.values));
    notify('app.pricing.saved', { type: 'success', messageArgs: { version: saved.version } });
  };

  return (
    <PageForm
      label={translate('app.pricing.form.label')}
      resolver={resolver}
      defaultValues={pricingFormOf(latest.values)}
      check={(values) =>
        hasPricingChanges(pricingPatchOf(latest, values))
          ? undefined
          : { root: { serverError: translate('app.pricing.form.noChanges') } }
      }
      onSave={save}
      errors={{ inputOf }}
    >
      <PricingFields setId={setId} latest={latest} canWrite={canWrite} />
    </PageForm>
  );
}

/** The groups of values and the save card, reading the form. */
function PricingFields({ setId, latest, canWrite }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { reset, setError, clearErrors } = useFormContext<PricingFormValues>();
  const { isSubmitting, isDirty } = useFormState();

  const reloadLatest = async () => {
    try {
      const fresh = await dataProvider.getLatestPricing(setId);
      queryClient.setQueryData(pricingKeys.latest(setId), fresh);
      void queryClient.invalidateQueries({ queryKey: pricingKeys.history(setId) });
      reset(pricingFormOf(fresh.values), { keepDirtyValues: true });
      setError('root.reloaded', { type: 'info' });
    } catch {
      setError('root.serverError', { type: 'server', message: translate('app.pricing.reloadError') });
    }
  };

  const packagingOf = (field: PricingField) => field.split('.')[1] as PackagingType | undefined;
  const field = (name: PricingField, inGroup?: boolean) => {
    const packaging = packagingOf(name);
    const unit = unitOf(name);
    return (
      <DecimalField
        key={name}
        name={formFieldOf(name)}
        label={
          packaging && inGroup
            ? PACKAGING_LABELS[packaging][locale as Locale]
            : translate(`app.pricing.fields.${name.split('.')[0]}`)
        }
        unit={translate(`app.pricing.units.${unit}`)}
        limits={PRICING_LIMITS[unit]}
        helperText={packaging ? undefined : translate(`app.pricing.hints.${name}`)}
        readOnly={!canWrite}
        disabled={isSubmitting}
      />
    );
  };

  return (
    <>
      <FormFailure onReload={() => void reloadLatest()} />
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {PRICING_GROUPS.map((group) => (
          <Card key={group.key} component="section" aria-labelledby={`pricing-${group.key}`}>
            <CardHeader
              id={`pricing-${group.key}`}
              title={translate(`app.pricing.groups.${group.key}`)}
              subheader={translate(`app.pricing.groups.${group.key}Hint`)}
              slotProps={{
                title: { variant: 'h3', component: 'h2', sx: { fontSize: '1.05rem' } },
                subheader: { variant: 'body2', sx: { mt: 0.25 } },
              }}
              sx={{ pb: 0 }}
            />
            <CardContent>
              {group.key === 'delivery' ? (
                <Box sx={{ display: 'grid', gap: 2.5 }}>
                  <Box sx={fieldGrid}>{field('deliveryPremiumPerTon')}</Box>
                  <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
                    <Typography
                      component="legend"
                      variant="subtitle2"
                      sx={{ fontWeight: 600, mb: 1.5, p: 0 }}
                    >
                      {translate('app.pricing.fields.handlingPerTon')}
                    </Typography>
                    <Box sx={packagingGrid}>
                      {group.fields.filter((f) => f.startsWith('handlingPerTon.')).map((f) => field(f, true))}
                    </Box>
                  </Box>
                </Box>
              ) : (
                <Box sx={fieldGrid}>{group.fields.map((f) => field(f))}</Box>
              )}
            </CardContent>
          </Card>
        ))}
        {canWrite && (
          <Card component="section" aria-labelledby="pricing-save">
            <CardHeader
              id="pricing-save"
              title={translate('app.pricing.form.saveTitle')}
              subheader={translate('app.pricing.form.saveHint', { version: latest.version + 1 })}
              slotProps={{
                title: { variant: 'h3', component: 'h2', sx: { fontSize: '1.05rem' } },
                subheader: { variant: 'body2', sx: { mt: 0.25 } },
              }}
              sx={{ pb: 0 }}
            />
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <FormTextField
                name="comment"
                label={translate('app.pricing.fields.comment')}
                placeholder={translate('app.pricing.form.commentPlaceholder')}
                limits={COMMENT_LIMITS}
                disabled={isSubmitting}
                multiline
                minRows={2}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <PendingChanges latest={latest} />
            </CardContent>
            <Divider />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2, flexWrap: 'wrap' }}>
              <Button
                color="inherit"
                disabled={isSubmitting || !isDirty}
                onClick={() => {
                  reset(pricingFormOf(latest.values));
                  clearErrors('root');
                }}
              >
                {translate('app.pricing.form.discard')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                startIcon={<SaveOutlined />}
                loading={isSubmitting}
                loadingPosition="start"
              >
                {translate(isSubmitting ? 'app.lists.form.saving' : 'app.pricing.form.save')}
              </Button>
            </Box>
          </Card>
        )}
      </Box>
    </>
  );
}

/** Short values: two side by side even on phones. */
const packagingGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

const fieldGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;
