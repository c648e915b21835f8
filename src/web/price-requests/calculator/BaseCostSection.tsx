/**
 * 1. Base cost: USD per ton, typed or picked from a supplier's quote or a lot in stock (the quotes
 * modal). A picked source is named under the input; typing another figure by hand lets it go.
 */
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { Box, Button, Chip } from '@mui/material';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { LotInventory, SupplierQuote } from '../../../domain/priceRequests';
import { useAppTranslate } from '../../providers/appTranslate';
import { CostInput } from './CostInput';
import { CostSection } from './CostSection';
import { type CalculatorValues, costText } from './calculatorForm';
import { type PickedBaseCost, QuotesModal } from './QuotesModal';

export function BaseCostSection({
  quotes,
  lots,
}: {
  quotes: readonly SupplierQuote[];
  lots: readonly LotInventory[];
}) {
  const t = useAppTranslate();
  const [open, setOpen] = useState(false);
  const { setValue } = useFormContext<CalculatorValues>();
  const { isSubmitting } = useFormState();
  const source = useWatch<CalculatorValues, 'baseCostSource'>({ name: 'baseCostSource' });

  const pick = (picked: PickedBaseCost) => {
    const { priceUsdPerTon, ...chosen } = picked;
    setValue('baseCost', costText(priceUsdPerTon), { shouldDirty: true, shouldValidate: true });
    setValue('baseCostSource', chosen, { shouldDirty: true });
  };

  return (
    <CostSection n={1} title={t('app.priceRequestCosts.sections.base')}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <CostInput
          name="baseCost"
          label={t('app.priceRequestCosts.fields.baseCost')}
          unit="USD/t"
          onTyped={() => setValue('baseCostSource', null, { shouldDirty: true })}
        />
        {source && (
          <Box>
            <Chip
              size="small"
              variant="outlined"
              label={t(
                source.kind === 'QUOTE'
                  ? 'app.priceRequestCosts.base.fromQuote'
                  : 'app.priceRequestCosts.base.fromLot',
                {
                  label: source.label,
                },
              )}
              data-testid="base-cost-source"
            />
          </Box>
        )}
      </Box>
      <Box sx={{ alignSelf: 'start' }}>
        <Button
          variant="outlined"
          startIcon={<Inventory2Outlined />}
          onClick={() => setOpen(true)}
          disabled={isSubmitting}
        >
          {t('app.priceRequestCosts.quotes.open')}
        </Button>
      </Box>
      {open && (
        <QuotesModal
          quotes={quotes}
          lots={lots}
          current={source}
          onSelect={pick}
          onClose={() => setOpen(false)}
        />
      )}
    </CostSection>
  );
}
