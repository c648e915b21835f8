import { MenuItem, TextField } from '@mui/material';
import type { Decimal } from 'decimal.js';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { type AgreedPrice, agreedPriceFor, type Currency, type QuantityUnit } from '../../../domain/orders';
import { fieldErrorText } from '../../ui/forms/fieldError';
import { useOrderLabels } from './labels';
import type { OrderCreateFormValues } from './orderCreateForm';
import { LineTotalAndRemove, ProductRowFrame, QuantityField } from './ProductRowParts';

export interface AgreedProductRowProps {
  index: number;
  prices: readonly AgreedPrice[];
  currency: Currency;
  unit: QuantityUnit;
  lineTotal: Decimal | null;
  canRemove: boolean;
  onRemove: () => void;
}

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
  const productError =
    fieldErrorText(translate, product.fieldState.error) ??
    fieldErrorText(translate, errors.items?.[index]?.presentation);
  const priceError = fieldErrorText(translate, price.fieldState.error);

  return (
    <ProductRowFrame index={index}>
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
      <QuantityField index={index} unit={unit} />
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
      <LineTotalAndRemove
        index={index}
        currency={currency}
        lineTotal={lineTotal}
        canRemove={canRemove}
        onRemove={onRemove}
      />
    </ProductRowFrame>
  );
}
