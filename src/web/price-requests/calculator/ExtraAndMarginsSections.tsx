/**
 * 4. Extra cost, and 5. margins: the commission and the sales margin in USD per ton, each with its
 * share of the MSP (value / MSP × 100, 2 decimals; 'N/D' while there is no MSP).
 */
import { Typography } from '@mui/material';
import type { CostFigures } from '../../../domain/priceRequests';
import { useAppTranslate } from '../../providers/appTranslate';
import { usePriceRequestLabels } from '../priceRequestLabels';
import { CostInput } from './CostInput';
import { CostSection } from './CostSection';

export function ExtraCostSection() {
  const t = useAppTranslate();
  return (
    <CostSection n={4} title={t('app.priceRequestCosts.sections.extra')}>
      <CostInput name="extraCost" label={t('app.priceRequestCosts.fields.extraCost')} unit="USD/t" />
    </CostSection>
  );
}

export function MarginsSection({ figures }: { figures: CostFigures }) {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  const share = (percent: string | null, testId: string) => (
    <Typography variant="body2" color="text.secondary" component="span" data-testid={testId}>
      {percent === null
        ? t('app.priceRequestCosts.margins.shareUnknown', { na: labels.notAvailable })
        : t('app.priceRequestCosts.margins.share', { percent })}
    </Typography>
  );
  return (
    <CostSection n={5} title={t('app.priceRequestCosts.sections.margins')}>
      <CostInput
        name="commissionUsdPerTon"
        label={t('app.priceRequestCosts.fields.commissionUsdPerTon')}
        unit="USD/t"
        helperText={share(figures.commissionPercent, 'commission-percent')}
      />
      <CostInput
        name="salesMarginUsdPerTon"
        label={t('app.priceRequestCosts.fields.salesMarginUsdPerTon')}
        unit="USD/t"
        helperText={share(figures.salesMarginPercent, 'margin-percent')}
      />
    </CostSection>
  );
}
