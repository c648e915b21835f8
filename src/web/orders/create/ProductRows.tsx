/** The order's products: 1 to 10 rows, added and removed here, each with its live line total. */
import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Button, Divider, FormHelperText, Typography } from '@mui/material';
import type { Decimal } from 'decimal.js';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { type FieldError, useFieldArray, useFormState } from 'react-hook-form';
import { type Currency, MAX_ORDER_ITEMS, type QuantityUnit } from '../../../domain/orders';
import { fieldErrorText } from '../../ui/forms/fieldError';
import { EMPTY_ORDER_ITEM, type OrderCreateFormValues } from './orderCreateForm';
import { ProductRow } from './ProductRow';

export interface ProductRowsProps {
  currency: Currency;
  unit: QuantityUnit;
  /** Each row's estimated line total (null while it cannot be priced). */
  lineTotals: (Decimal | null)[];
}

export function ProductRows({ currency, unit, lineTotals }: ProductRowsProps) {
  const translate = useTranslate();
  const { errors, isSubmitting: disabled } = useFormState<OrderCreateFormValues>();
  const { fields, append, remove } = useFieldArray<OrderCreateFormValues, 'items'>({ name: 'items' });
  // The count rules (1 to 10) are about the list, not a row.
  const listError = fieldErrorText(translate, errors.items?.root ?? (errors.items as FieldError | undefined));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fields.map((row, index) => (
        <Fragment key={row.id}>
          {index > 0 && <Divider sx={{ display: { xs: 'none', md: 'block' } }} />}
          <ProductRow
            index={index}
            currency={currency}
            unit={unit}
            lineTotal={lineTotals[index] ?? null}
            canRemove={fields.length > 1}
            onRemove={() => remove(index)}
          />
        </Fragment>
      ))}
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          startIcon={<AddRounded />}
          variant="outlined"
          onClick={() => append({ ...EMPTY_ORDER_ITEM })}
          disabled={disabled || fields.length >= MAX_ORDER_ITEMS}
        >
          {translate('app.orderCreate.products.add')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('app.orderCreate.products.count', { count: fields.length, max: MAX_ORDER_ITEMS })}
        </Typography>
      </Box>
    </Box>
  );
}
