/**
 * One product of the order: the product, its presentation (only the packaging types the product is
 * sold in), quantity and price as typed text (digits, commas, dots: the domain's decimal rule), and the
 * live line total. A line on wide screens, a card on phones.
 */
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { Box, IconButton, MenuItem, Tooltip, Typography } from '@mui/material';
import type { Decimal } from 'decimal.js';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import type { Currency, QuantityUnit } from '../../../domain/orders';
import { formatMoney } from '../../format';
import { FormTextField } from '../../ui/forms/FormTextField';
import { fieldErrorText } from '../../ui/forms/fieldError';
import { useOrderLabels } from './labels';
import type { OrderCreateFormValues } from './orderCreateForm';
import { type ProductOption, ProductPicker } from './ProductPicker';

export interface ProductRowProps {
  index: number;
  currency: Currency;
  unit: QuantityUnit;
  lineTotal: Decimal | null;
  canRemove: boolean;
  onRemove: () => void;
}

/** Typed numbers keep only what the decimal rule reads. */
const numberText = (text: string) => text.replace(/[^\d.,]/g, '');

export function ProductRow({ index, currency, unit, lineTotal, canRemove, onRemove }: ProductRowProps) {
  const translate = useTranslate();
  const labels = useOrderLabels();
  const [product, setProduct] = useState<ProductOption | null>(null);
  const { setValue } = useFormContext<OrderCreateFormValues>();
  const { isSubmitting: disabled } = useFormState();
  const { field, fieldState } = useController<OrderCreateFormValues, `items.${number}.productId`>({
    name: `items.${index}.productId`,
  });
  const t = (key: string, vars?: object) => translate(`app.orderCreate.fields.${key}`, vars);
  const n = index + 1;

  return (
    <Box
      role="group"
      aria-label={translate('app.orderCreate.products.row', { n })}
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
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 7' } }}>
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
      <FormTextField
        sx={{ gridColumn: { md: 'span 4' } }}
        name={`items.${index}.quantity`}
        required
        label={t('quantity', { unit })}
        transform={numberText}
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
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
