/**
 * One product of a customer-role user's order: a product and presentation its company has an
 * agreed price for, the quantity, and the agreed price per KG in the order's currency, read-only
 * (the server refuses any other). The price follows the currency when it changes.
 */
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { Box, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import type { Decimal } from 'decimal.js';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { type AgreedPrice, agreedPriceFor, type Currency, type QuantityUnit } from '../../../domain/orders';
import { formatMoney } from '../../format';
import { FormTextField } from '../../ui/forms/FormTextField';
import { fieldErrorText } from '../../ui/forms/fieldError';
import { useOrderLabels } from './labels';
import type { OrderCreateFormValues } from './orderCreateForm';

export interface AgreedProductRowProps {
  index: number;
  prices: readonly AgreedPrice[];
  currency: Currency;
  unit: QuantityUnit;
  lineTotal: Decimal | null;
  canRemove: boolean;
  onRemove: () => void;
}

const numberText = (text: string) => text.replace(/[^\d.,]/g, '');
const pairOf = (p: Pick<AgreedPrice, 'productId' | 'presentation'>) => `${p.productId}/${p.presentation}`;

export function AgreedProductRow(props: AgreedProductRowProps) {
  const { index, prices, currency, unit, lineTotal, canRemove, onRemove } = props;
  const translate = useTranslate();
  const labels = useOrderLabels();
  const { setValue } = useFormContext<OrderCreateFormValues>();
  const { errors, isSubmitting: disabled } = useFormState<OrderCreateFormValues>();
  const product = useController<OrderCreateFormValues, `items.${number}.productId`>({
    name: `items.${index}.productId`,
  });
  const presentation = useWatch<OrderCreateFormValues, `items.${number}.presentation`>({
    name: `items.${index}.presentation`,
  });
  const price = useController<OrderCreateFormValues, `items.${number}.targetPrice`>({
    name: `items.${index}.targetPrice`,
  });
  const chosen = prices.find((p) => p.productId === product.field.value && p.presentation === presentation);
  const agreed = chosen ? agreedPriceFor(prices, chosen.productId, chosen.presentation, currency) : null;

  useEffect(() => {
    // The row always holds the agreed price of its product in the order's currency.
    setValue(`items.${index}.targetPrice`, agreed ?? '');
  }, [agreed, index, setValue]);

  const t = (key: string, vars?: object) => translate(`app.orderCreate.fields.${key}`, vars);
  const n = index + 1;
  const productError =
    fieldErrorText(translate, product.fieldState.error) ??
    fieldErrorText(translate, errors.items?.[index]?.presentation);
  const priceError = fieldErrorText(translate, price.fieldState.error);

  return (
    <Box
      role="group"
      aria-label={translate('app.orderCreate.products.row', { n })}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0,1fr))', md: 'repeat(12, minmax(0,1fr))' },
        p: { xs: 2, md: 0 },
        border: { xs: 1, md: 0 },
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <TextField
        select
        required
        sx={{ gridColumn: { xs: '1 / -1', md: 'span 12' } }}
        name={product.field.name}
        inputRef={product.field.ref}
        label={t('agreedProduct')}
        value={chosen ? pairOf(chosen) : ''}
        onChange={(event) => {
          const next = prices.find((p) => pairOf(p) === event.target.value);
          product.field.onChange(next?.productId ?? '');
          setValue(`items.${index}.presentation`, next?.presentation ?? '');
        }}
        onBlur={product.field.onBlur}
        error={Boolean(productError)}
        helperText={productError}
        disabled={disabled}
        fullWidth
      >
        {prices.map((p) => (
          <MenuItem key={pairOf(p)} value={pairOf(p)}>
            {`${p.reference} · ${p.productName} · ${labels.packaging(p.presentation)}`}
          </MenuItem>
        ))}
      </TextField>
      <FormTextField
        sx={{ gridColumn: { md: 'span 4' } }}
        name={`items.${index}.quantity`}
        required
        label={t('quantity', { unit })}
        transform={numberText}
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        sx={{ gridColumn: { md: 'span 4' } }}
        label={t('price', { currency })}
        value={agreed ?? ''}
        error={Boolean(priceError)}
        helperText={
          priceError ??
          (chosen
            ? translate('app.orderCreate.hints.agreedPrice', { order: chosen.fromOrder })
            : translate('app.orderCreate.hints.agreedPriceChoose'))
        }
        slotProps={{ input: { readOnly: true } }}
        data-testid={`agreed-price-${index}`}
        fullWidth
      />
      <Box sx={{ pt: { md: 1 }, gridColumn: { md: 'span 3' } }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('lineTotal')}
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
          <Tooltip title={translate('app.orderCreate.products.remove', { n })}>
            <span>
              <IconButton
                aria-label={translate('app.orderCreate.products.remove', { n })}
                onClick={onRemove}
                disabled={disabled}
              >
                <DeleteOutlineRounded />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
    </Box>
  );
}
