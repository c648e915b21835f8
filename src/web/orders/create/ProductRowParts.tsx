/**
 * What every product row of the creation form shares, whoever fills it (the back-office's free row,
 * the portal's agreed-price row): the row's frame (a line on wide screens, a card on phones), the
 * quantity, and the live line total with the remove button.
 */
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { Decimal } from 'decimal.js';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { Currency, QuantityUnit } from '../../../domain/orders';
import { formatMoney } from '../../format';
import { FormTextField } from '../../ui/forms/FormTextField';
import { useOrderLabels } from './labels';

/** Typed numbers keep only what the decimal rule reads. */
export const numberText = (text: string) => text.replace(/[^\d.,]/g, '');

/** Product row n's group, named for the user ('Producto n'). */
export function ProductRowFrame({ index, children }: { index: number; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box
      role="group"
      aria-label={translate('app.orderCreate.products.row', { n: index + 1 })}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        // Phones: a card (product, presentation, then quantity | price, total | remove). Wider: two
        // lines on 12 columns, product and presentation, then quantity, price, total and remove.
        gridTemplateColumns: { xs: 'repeat(2, minmax(0,1fr))', md: 'repeat(12, minmax(0,1fr))' },
        p: { xs: 2, md: 0 },
        border: { xs: 1, md: 0 },
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      {children}
    </Box>
  );
}

export function QuantityField({ index, unit }: { index: number; unit: QuantityUnit }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <FormTextField
      sx={{ gridColumn: { md: 'span 4' } }}
      name={`items.${index}.quantity`}
      required
      label={translate('app.orderCreate.fields.quantity', { unit })}
      transform={numberText}
      disabled={isSubmitting}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
}

export interface LineTotalProps {
  index: number;
  currency: Currency;
  lineTotal: Decimal | null;
  canRemove: boolean;
  onRemove: () => void;
}

/** The row's total as it is typed, and the button that removes the row (when it is not the only one). */
export function LineTotalAndRemove({ index, currency, lineTotal, canRemove, onRemove }: LineTotalProps) {
  const translate = useTranslate();
  const labels = useOrderLabels();
  const { isSubmitting } = useFormState();
  const remove = translate('app.orderCreate.products.remove', { n: index + 1 });
  return (
    <>
      <Box sx={{ pt: { md: 1 }, gridColumn: { md: 'span 3' } }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('app.orderCreate.fields.lineTotal')}
        </Typography>
        <Typography
          variant="body1"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          data-testid={`line-total-${index}`}
        >
          {lineTotal ? formatMoney(lineTotal.toFixed(2), currency, labels.locale) : '—'}
        </Typography>
      </Box>
      <Box sx={{ pt: 1, justifySelf: 'end', gridColumn: { md: 'span 1' } }}>
        {canRemove && (
          <Tooltip title={remove}>
            <span>
              <IconButton aria-label={remove} onClick={onRemove} disabled={isSubmitting}>
                <DeleteOutlineRounded />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
    </>
  );
}
