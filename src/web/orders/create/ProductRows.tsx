/**
 * The order's products: 1 to 10 rows, added and removed here, each with its live line total. A
 * customer-role user's rows offer its agreed prices only (none yet: it is told to ask its seller).
 */
import AddRounded from '@mui/icons-material/AddRounded';
import { Alert, Box, Button, CircularProgress, Divider, FormHelperText, Typography } from '@mui/material';
import type { Decimal } from 'decimal.js';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { type FieldError, useFieldArray, useFormState } from 'react-hook-form';
import { type AgreedPrice, type Currency, MAX_ORDER_ITEMS, type QuantityUnit } from '../../../domain/orders';
import { fieldErrorText } from '../../ui/forms/fieldError';
import { AgreedProductRow } from './AgreedProductRow';
import { AvailabilityButton } from './AvailabilityButton';
import type { LineMsp } from './approvedMsp';
import { MspOverrideField } from './MspGuard';
import { EMPTY_ORDER_ITEM, type OrderCreateFormValues } from './orderCreateForm';
import type { ProductOption } from './ProductPicker';
import { ProductRow } from './ProductRow';

export interface ProductRowsProps {
  currency: Currency;
  unit: QuantityUnit;
  /** Each row's estimated line total (null while it cannot be priced). */
  lineTotals: (Decimal | null)[];
  /** A customer-role user orders only what it has agreed prices for (null: anyone else). */
  agreed: { prices: readonly AgreedPrice[] | undefined; failed: boolean } | null;
  /** Products the form started with (a prefilled order's). */
  knownProducts?: readonly ProductOption[];
  /** Each row's approved MSP (null: none), and whether to offer pricing the override. */
  msp?: { lines: readonly (LineMsp | null)[]; offerOverride: boolean };
}

export function ProductRows({ currency, unit, lineTotals, agreed, knownProducts, msp }: ProductRowsProps) {
  const translate = useTranslate();
  const { errors, isSubmitting: disabled } = useFormState<OrderCreateFormValues>();
  const { fields, append, remove } = useFieldArray<OrderCreateFormValues, 'items'>({ name: 'items' });
  // The count rules (1 to 10) are about the list, not a row.
  const listError = fieldErrorText(translate, errors.items?.root ?? (errors.items as FieldError | undefined));

  if (agreed?.failed)
    return <Alert severity="error">{translate('app.orderCreate.products.agreedLoadError')}</Alert>;
  if (agreed && !agreed.prices)
    return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  if (agreed?.prices?.length === 0) {
    return <Alert severity="info">{translate('app.orderCreate.products.agreedNone')}</Alert>;
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fields.map((row, index) => (
        <Fragment key={row.id}>
          {index > 0 && <Divider sx={{ display: { xs: 'none', md: 'block' } }} />}
          {agreed?.prices ? (
            <AgreedProductRow
              index={index}
              prices={agreed.prices}
              currency={currency}
              unit={unit}
              lineTotal={lineTotals[index] ?? null}
              canRemove={fields.length > 1}
              onRemove={() => remove(index)}
            />
          ) : (
            <ProductRow
              index={index}
              currency={currency}
              unit={unit}
              lineTotal={lineTotals[index] ?? null}
              canRemove={fields.length > 1}
              onRemove={() => remove(index)}
              knownProducts={knownProducts}
              msp={msp?.lines[index] ?? null}
            />
          )}
        </Fragment>
      ))}
      {msp?.offerOverride && <MspOverrideField />}
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
        <AvailabilityButton disabled={disabled} />
      </Box>
    </Box>
  );
}
