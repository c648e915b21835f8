/**
 * 2. Operational costs in USD per ton (storage, transfer, picking, packaging): a new calculation
 * starts from the pricing parameters in force, each shown as the default under its input, and
 * 'Restablecer' puts them back.
 */
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import { Button } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import type { CostDefaults } from '../../../domain/priceRequests';
import { useAppTranslate } from '../../providers/appTranslate';
import { usePriceRequestLabels } from '../priceRequestLabels';
import { CostInput } from './CostInput';
import { CostSection } from './CostSection';
import { type CalculatorValues, OPERATIONAL_FIELDS, operationalDefaults } from './calculatorForm';

export function OperationalSection({ defaults }: { defaults: CostDefaults }) {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  const { setValue } = useFormContext<CalculatorValues>();
  const { isSubmitting } = useFormState();
  const reset = () => {
    for (const [field, value] of Object.entries(operationalDefaults(defaults)))
      setValue(field as (typeof OPERATIONAL_FIELDS)[number], value, {
        shouldDirty: true,
        shouldValidate: true,
      });
  };
  const hint = (value: string | null) =>
    value === null
      ? undefined
      : t('app.priceRequestCosts.operational.default', { value: labels.usdPerTon(value) });
  return (
    <CostSection
      n={2}
      title={t('app.priceRequestCosts.sections.operational')}
      action={
        <Button size="small" startIcon={<RestartAltRounded />} onClick={reset} disabled={isSubmitting}>
          {t('app.priceRequestCosts.operational.reset')}
        </Button>
      }
    >
      {OPERATIONAL_FIELDS.map((field) => (
        <CostInput
          key={field}
          name={field}
          label={t(`app.priceRequestCosts.fields.${field}`)}
          unit="USD/t"
          helperText={hint(defaults[field])}
        />
      ))}
    </CostSection>
  );
}
