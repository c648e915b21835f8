/**
 * 3. Transport costs, first, middle and last mile: typed per ton or as the freight's total for the
 * request's volume (a missing volume counts as 1 ton). The other figure of each leg follows what is
 * typed — per ton = total / volume (4 decimals), total = per ton × volume (3 decimals) — and is
 * shown read-only beside it; switching the mode keeps both figures and swaps which one is typed.
 */
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { TRANSPORT_LEGS, type TransportLeg, type TransportMode } from '../../../domain/priceRequests';
import { useAppTranslate } from '../../providers/appTranslate';
import { usePriceRequestLabels } from '../priceRequestLabels';
import { CostInput } from './CostInput';
import { CostSection } from './CostSection';
import {
  alignedTransportValues,
  type CalculatorValues,
  otherTransportFigure,
  perTonField,
  totalField,
} from './calculatorForm';

export function TransportSection({ volumeTons }: { volumeTons: string }) {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  const { setValue, getValues } = useFormContext<CalculatorValues>();
  const { isSubmitting } = useFormState();
  const mode = useWatch<CalculatorValues, 'transportMode'>({ name: 'transportMode' });

  const switchMode = (next: TransportMode | null) => {
    if (!next || next === mode) return;
    setValue('transportMode', next, { shouldDirty: true });
    for (const [field, value] of Object.entries(alignedTransportValues(getValues(), next, volumeTons)))
      setValue(field as keyof CalculatorValues, value as string, { shouldDirty: true });
  };

  const leg = (name: TransportLeg) => {
    const perTon = perTonField(name);
    const total = totalField(name);
    const typed = mode === 'PER_TON' ? perTon : total;
    const derived = mode === 'PER_TON' ? total : perTon;
    const title = t(`app.priceRequestCosts.transport.${name}`);
    const input = (field: typeof perTon | typeof total) => (
      <CostInput
        key={field}
        name={field}
        label={t(
          field === perTon
            ? 'app.priceRequestCosts.transport.perTon'
            : 'app.priceRequestCosts.transport.total',
          {
            leg: title,
          },
        )}
        unit={field === perTon ? 'USD/t' : 'USD'}
        readOnly={field === derived}
        helperText={field === derived ? t('app.priceRequestCosts.transport.derived') : undefined}
        onTyped={
          field === typed
            ? (text) => setValue(derived, otherTransportFigure(mode, text, volumeTons), { shouldDirty: true })
            : undefined
        }
      />
    );
    // The typed figure first.
    return mode === 'PER_TON' ? [input(perTon), input(total)] : [input(total), input(perTon)];
  };

  return (
    <CostSection n={3} title={t('app.priceRequestCosts.sections.transport')}>
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={mode}
          onChange={(_, next: TransportMode | null) => switchMode(next)}
          aria-label={t('app.priceRequestCosts.transport.mode')}
          disabled={isSubmitting}
        >
          <ToggleButton value="PER_TON">{t('app.priceRequestCosts.transport.modePerTon')}</ToggleButton>
          <ToggleButton value="TOTAL">{t('app.priceRequestCosts.transport.modeTotal')}</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          {t('app.priceRequestCosts.transport.volume', { volume: labels.tons(volumeTons) })}
        </Typography>
      </Box>
      {TRANSPORT_LEGS.flatMap(leg)}
    </CostSection>
  );
}
