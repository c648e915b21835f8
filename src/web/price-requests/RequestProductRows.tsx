/**
 * The products of a submission: one to ten rows (product, its packaging, volume in tons, an
 * optional target price in USD per ton), added and removed here; each becomes a request of its own.
 * The quantity summary per warehouse sits beside them, for the chosen customer's region.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { Box, Button, FormHelperText, IconButton, MenuItem, Tooltip, Typography } from '@mui/material';
import { type ComponentType, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import {
  type FieldError,
  useController,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { MAX_REQUEST_ITEMS } from '../../domain/priceRequests';
import { ProductPicker } from '../orders/create/ProductPicker';
import { useAppTranslate } from '../providers/appTranslate';
import { FormTextField } from '../ui/forms/FormTextField';
import { fieldErrorText } from '../ui/forms/fieldError';
import { EMPTY_ITEM, type PriceRequestFormValues } from './priceRequestForm';
import { usePriceRequestLabels } from './priceRequestLabels';

/** Typed numbers keep only digits and one decimal separator's characters. */
export const decimalText = (text: string) => text.replace(/[^\d.,]/g, '');

export interface AvailabilityProps {
  customerId?: string;
  product?: { id: string; reference: string };
  disabled?: boolean;
}

export function RequestProductRows({
  availability: Availability,
}: {
  availability?: ComponentType<AvailabilityProps>;
}) {
  const t = useAppTranslate();
  const translate = useTranslate();
  const { errors, isSubmitting: disabled } = useFormState<PriceRequestFormValues>();
  const { fields, append, remove } = useFieldArray<PriceRequestFormValues, 'items'>({ name: 'items' });
  const customer = useWatch<PriceRequestFormValues, 'customer'>({ name: 'customer' });
  const listError = fieldErrorText(translate, errors.items?.root ?? (errors.items as FieldError | undefined));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {fields.map((row, index) => (
        <RequestProductRow
          key={row.id}
          index={index}
          canRemove={fields.length > 1}
          onRemove={() => remove(index)}
        />
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
          onClick={() => append({ ...EMPTY_ITEM })}
          disabled={disabled || fields.length >= MAX_REQUEST_ITEMS}
        >
          {t('app.priceRequests.create.addProduct')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('app.priceRequests.create.productCount', { count: fields.length, max: MAX_REQUEST_ITEMS })}
        </Typography>
        {Availability && (
          <Suspense fallback={null}>
            <Availability customerId={customer?.id || undefined} disabled={disabled} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}

interface RowProps {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
}

export function RequestProductRow({ index, canRemove, onRemove }: RowProps) {
  const t = useAppTranslate();
  const translate = useTranslate();
  const labels = usePriceRequestLabels();
  const { setValue } = useFormContext<PriceRequestFormValues>();
  const { isSubmitting: disabled } = useFormState();
  const { field, fieldState } = useController<PriceRequestFormValues, `items.${number}.product`>({
    name: `items.${index}.product`,
  });
  const product = field.value;
  const remove = t('app.priceRequests.create.removeProduct', { n: index + 1 });
  return (
    <Box
      role="group"
      aria-label={t('app.priceRequests.create.productRow', { n: index + 1 })}
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
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 4' } }}>
        <ProductPicker
          name={field.name}
          inputRef={field.ref}
          value={product}
          onChange={(next) => {
            field.onChange(next);
            // The packaging belongs to the product: kept only when the new one is sold in just one.
            const only = next?.packagingTypes.length === 1 ? next.packagingTypes[0] : undefined;
            setValue(`items.${index}.packagingType`, only ?? '');
          }}
          onBlur={field.onBlur}
          label={t('app.priceRequests.fields.product')}
          error={fieldErrorText(translate, fieldState.error)}
          disabled={disabled}
        />
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
        <FormTextField
          name={`items.${index}.packagingType`}
          select
          required
          label={t('app.priceRequests.fields.packaging')}
          disabled={disabled || !product}
          helperText={product ? undefined : t('app.priceRequests.create.chooseProductFirst')}
        >
          {(product?.packagingTypes ?? []).map((type) => (
            <MenuItem key={type} value={type}>
              {labels.packaging(type)}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <FormTextField
        sx={{ gridColumn: { md: 'span 2' } }}
        name={`items.${index}.volumeTons`}
        required
        label={t('app.priceRequests.fields.volume')}
        transform={decimalText}
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <FormTextField
        sx={{ gridColumn: { md: 'span 3' } }}
        name={`items.${index}.targetPriceUsdPerTon`}
        label={t('app.priceRequests.fields.targetPrice')}
        helperText={t('app.priceRequests.create.targetPriceHint')}
        transform={decimalText}
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <Box sx={{ pt: 1, justifySelf: 'end', gridColumn: { xs: '2', md: 'span 1' } }}>
        {canRemove && (
          <Tooltip title={remove}>
            <span>
              <IconButton aria-label={remove} onClick={onRemove} disabled={disabled}>
                <DeleteOutlineRounded />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </Box>
    </Box>
  );
}
