import { Box, MenuItem } from '@mui/material';
import type { Decimal } from 'decimal.js';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import type { Currency, QuantityUnit } from '../../../domain/orders';
import { FormTextField } from '../../ui/forms/FormTextField';
import { fieldErrorText } from '../../ui/forms/fieldError';
import { AvailabilityButton } from './AvailabilityButton';
import type { LineMsp } from './approvedMsp';
import { useOrderLabels } from './labels';
import { MspNotice } from './MspGuard';
import type { OrderCreateFormValues } from './orderCreateForm';
import { type ProductOption, ProductPicker } from './ProductPicker';
import { LineTotalAndRemove, numberText, ProductRowFrame, QuantityField } from './ProductRowParts';

export interface ProductRowProps {
  index: number;
  currency: Currency;
  unit: QuantityUnit;
  lineTotal: Decimal | null;
  canRemove: boolean;
  onRemove: () => void;
  /** Products the form started with: a row holding one of them shows it picked. */
  knownProducts?: readonly ProductOption[];
  /** The MSP approved for the customer and this row's product, when there is one. */
  msp?: LineMsp | null;
}

export function ProductRow({
  index,
  currency,
  unit,
  lineTotal,
  canRemove,
  onRemove,
  knownProducts,
  msp,
}: ProductRowProps) {
  const translate = useTranslate();
  const labels = useOrderLabels();
  const { setValue, getValues } = useFormContext<OrderCreateFormValues>();
  const [product, setProduct] = useState<ProductOption | null>(
    () => knownProducts?.find((p) => p.id === getValues(`items.${index}.productId`)) ?? null,
  );
  const { isSubmitting: disabled } = useFormState();
  const { field, fieldState } = useController<OrderCreateFormValues, `items.${number}.productId`>({
    name: `items.${index}.productId`,
  });
  const t = (key: string, vars?: object) => translate(`app.orderCreate.fields.${key}`, vars);

  return (
    <ProductRowFrame index={index}>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', md: 'span 7' },
          display: 'flex',
          alignItems: 'flex-start',
          gap: 0.5,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ProductPicker
            name={field.name}
            inputRef={field.ref}
            value={product && product.id === field.value ? product : null}
            onChange={(next) => {
              setProduct(next);
              field.onChange(next?.id ?? '');
              // The presentation belongs to the product: keep it only when the new one is sold so.
              const only = next?.packagingTypes.length === 1 ? next.packagingTypes[0] : undefined;
              setValue(`items.${index}.presentation`, only ?? '');
            }}
            onBlur={field.onBlur}
            label={t('product')}
            error={fieldErrorText(translate, fieldState.error)}
            disabled={disabled}
          />
        </Box>
        {product && product.id === field.value && (
          <Box sx={{ pt: 1 }}>
            <AvailabilityButton
              product={{ id: product.id, reference: product.reference }}
              disabled={disabled}
            />
          </Box>
        )}
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 5' } }}>
        <FormTextField
          name={`items.${index}.presentation`}
          select
          required
          label={t('presentation')}
          disabled={disabled || !product}
          helperText={product ? undefined : translate('app.orderCreate.products.chooseProductFirst')}
        >
          {(product?.packagingTypes ?? []).map((type) => (
            <MenuItem key={type} value={type}>
              {labels.packaging(type)}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <QuantityField index={index} unit={unit} />
      <FormTextField
        sx={{ gridColumn: { md: 'span 4' } }}
        name={`items.${index}.targetPrice`}
        required
        label={t('price', { currency })}
        transform={numberText}
        disabled={disabled}
        helperText={translate('app.orderCreate.hints.price')}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <LineTotalAndRemove
        index={index}
        currency={currency}
        lineTotal={lineTotal}
        canRemove={canRemove}
        onRemove={onRemove}
      />
      {msp && <MspNotice msp={msp} currency={currency} index={index} />}
    </ProductRowFrame>
  );
}
