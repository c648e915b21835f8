/**
 * One row of the product editor, reading the editor's form: the product (picked when editing
 * products, shown otherwise), its presentation, the quantity in the user's unit and the price.
 */
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Box,
  FormControl,
  FormHelperText,
  IconButton,
  InputLabel,
  MenuItem,
  Select,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import type { Locale } from '../../../../domain/i18n';
import type { Currency } from '../../../../domain/orders';
import type { QuantityUnit } from '../../../../domain/orders/decimals';
import { PACKAGING_LABELS, type PackagingType, type Product } from '../../../../domain/products';
import { fieldErrorText } from '../../../ui/forms/fieldError';
import type { LineMsp } from '../../create/approvedMsp';
import { MspNotice } from '../../create/MspGuard';
import { ProductPicker } from '../../create/ProductPicker';
import type { ItemsForm } from './ItemsEditor';

const T = 'app.orderDetail.items';

interface ItemEditorRowProps {
  index: number;
  editProducts: boolean;
  unit: QuantityUnit;
  currency: Currency;
  /** The catalogue's products of the order's rows (what else they are sold in). */
  catalog: readonly Product[] | undefined;
  canRemove: boolean;
  onRemove: () => void;
  /** The MSP approved for the customer and the row's product, when there is one. */
  msp?: LineMsp | null;
}

export function ItemEditorRow({
  index: i,
  editProducts,
  unit,
  currency,
  catalog,
  canRemove,
  onRemove,
  msp,
}: ItemEditorRowProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const presentationId = useId();
  const { setValue } = useFormContext<ItemsForm>();
  const { errors } = useFormState<ItemsForm>();
  const product = useController<ItemsForm, `items.${number}.product`>({ name: `items.${i}.product` });
  const presentation = useController<ItemsForm, `items.${number}.presentation`>({
    name: `items.${i}.presentation`,
  });
  const quantity = useController<ItemsForm, `items.${number}.quantity`>({ name: `items.${i}.quantity` });
  const price = useController<ItemsForm, `items.${number}.targetPrice`>({ name: `items.${i}.targetPrice` });
  // The schema and the server name the row's fields as sent ('items.0.productId').
  const err = (field: string) => fieldErrorText(translate, get(errors, `items.${i}.${field}`));
  const chosen = product.field.value;
  const packaging: readonly PackagingType[] =
    catalog?.find((p) => p.id === chosen?.id)?.packagingTypes ?? chosen?.packagingTypes ?? [];
  const packagingLabel = (p: PackagingType) => PACKAGING_LABELS[p][locale as Locale];
  const quantityLabel = `${translate(`${T}.quantity`)} (${unit})`;
  const priceLabel = `${translate(`${T}.pricePerKg`)} (${currency})`;

  return (
    <Box
      data-testid="item-editor-row"
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        // Editing products, the product takes its own line (names are long), the rest below.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: editProducts ? 'repeat(3, minmax(0, 1fr)) auto' : '3fr 1.4fr 1.2fr 1.2fr',
        },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', md: editProducts ? '1 / -1' : 'auto' } }}>
        {editProducts ? (
          <ProductPicker
            name={`items.${i}.productId`}
            label={translate(`${T}.row`, { n: i + 1 })}
            value={chosen}
            inputRef={product.field.ref}
            onBlur={product.field.onBlur}
            error={err('productId')}
            onChange={(next) => {
              product.field.onChange(next);
              setValue(`items.${i}.presentation`, next?.packagingTypes[0] ?? '');
            }}
          />
        ) : (
          <ReadOnly label={translate(`${T}.reference`)} value={chosen?.reference ?? ''} hint={chosen?.name} />
        )}
      </Box>
      {editProducts ? (
        <FormControl size="small" error={Boolean(err('presentation'))} fullWidth>
          <InputLabel id={presentationId}>{translate(`${T}.presentation`)}</InputLabel>
          <Select
            labelId={presentationId}
            label={translate(`${T}.presentation`)}
            name={presentation.field.name}
            value={presentation.field.value}
            onChange={(e) => presentation.field.onChange(e.target.value as PackagingType)}
            onBlur={presentation.field.onBlur}
          >
            {packaging.map((p) => (
              <MenuItem key={p} value={p}>
                {packagingLabel(p)}
              </MenuItem>
            ))}
          </Select>
          {err('presentation') && <FormHelperText>{err('presentation')}</FormHelperText>}
        </FormControl>
      ) : (
        <ReadOnly
          label={translate(`${T}.presentation`)}
          value={presentation.field.value ? packagingLabel(presentation.field.value) : ''}
        />
      )}
      <TextField
        size="small"
        label={quantityLabel}
        value={quantity.field.value}
        onChange={(e) => quantity.field.onChange(e.target.value)}
        onBlur={quantity.field.onBlur}
        inputRef={quantity.field.ref}
        error={Boolean(err('quantity'))}
        helperText={err('quantity')}
        slotProps={{ htmlInput: { inputMode: 'decimal', name: quantity.field.name } }}
        autoFocus={!editProducts && i === 0}
      />
      {editProducts ? (
        <TextField
          size="small"
          label={priceLabel}
          value={price.field.value}
          onChange={(e) => price.field.onChange(e.target.value)}
          onBlur={price.field.onBlur}
          inputRef={price.field.ref}
          error={Boolean(err('targetPrice'))}
          helperText={err('targetPrice')}
          slotProps={{ htmlInput: { inputMode: 'decimal', name: price.field.name } }}
        />
      ) : (
        <ReadOnly label={priceLabel} value={price.field.value} />
      )}
      {editProducts && (
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: 'end', alignSelf: 'center' }}>
          <Tooltip title={translate(`${T}.remove`, { n: i + 1 })}>
            <span>
              <IconButton
                aria-label={translate(`${T}.remove`, { n: i + 1 })}
                disabled={!canRemove}
                onClick={onRemove}
              >
                <DeleteOutline />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      )}
      {editProducts && msp && (
        <Box sx={{ gridColumn: '1 / -1', pt: 1 }}>
          <MspNotice msp={msp} currency={currency} index={i} />
        </Box>
      )}
    </Box>
  );
}

function ReadOnly({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="div">
          {hint}
        </Typography>
      )}
    </Box>
  );
}
