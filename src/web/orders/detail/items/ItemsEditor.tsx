/**
 * The product table in edit mode. 'quantity' changes only the quantities; 'products' also adds,
 * removes and changes rows (product, presentation, price). The form checks the domain's rules
 * (`orderItemsChangeSchema` for the order's currency) before sending; the server's field errors
 * come back on the same fields. Save is enabled only when a row really changed (`itemsChanged`).
 */
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
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
import { useState } from 'react';
import { useGetMany, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../../domain/i18n';
import { MAX_ORDER_ITEMS } from '../../../../domain/orders/creation';
import type { QuantityUnit } from '../../../../domain/orders/decimals';
import { itemsChanged, orderItemsChangeSchema } from '../../../../domain/orders/edits';
import { PACKAGING_LABELS, type PackagingType, type Product } from '../../../../domain/products';
import { ProductPicker } from '../../create/ProductPicker';
import { EditActions } from '../editing/EditControls';
import { useOrderEditing } from '../editing/useOrderEditing';
import { saveItems } from '../orderDetailApi';
import { changeBodyRows, comparableRows, type EditorRow, editorRowsOf, rowErrors } from './itemRows';

const T = 'app.orderDetail.items';

// Keys of added rows (crypto.randomUUID needs a secure context, which a LAN install may not be).
let addedRows = 0;
const nextRowKey = () => `new-${++addedRows}`;

export function ItemsEditor({ mode, unit }: { mode: 'quantity' | 'products'; unit: QuantityUnit }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { order, save } = useOrderEditing();
  const [initial] = useState(() => editorRowsOf(order.items, unit));
  const [rows, setRows] = useState<EditorRow[]>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // What the existing rows' products are sold in (the order only knows the chosen presentation).
  const { data: catalog } = useGetMany<Product>(
    'products',
    { ids: order.items.map((i) => i.productId) },
    { enabled: mode === 'products' },
  );
  const editProducts = mode === 'products';

  const update = (key: string, change: Partial<EditorRow>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const packagingOf = (row: EditorRow): readonly PackagingType[] => {
    const known = catalog?.find((p) => p.id === row.product?.id)?.packagingTypes;
    return known ?? row.product?.packagingTypes ?? [];
  };

  const submit = async () => {
    const body = changeBodyRows(rows);
    const parsed = orderItemsChangeSchema(order.currency).safeParse({ version: order.version, items: body });
    if (!parsed.success) {
      const found = rowErrors(
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: translate(i.message) })),
      );
      setErrors({ ...found.rows, ...(found.other.length ? { all: found.other.join(' ') } : {}) });
      return;
    }
    setErrors({});
    await save(
      () => saveItems(order, body),
      (details) => {
        const found = rowErrors(details);
        setErrors(found.rows);
        return details.filter((d) => !/^body\.items\.\d+\.\w+$/.test(d.path));
      },
    );
  };

  const quantityLabel = `${translate(`${T}.quantity`)} (${unit})`;
  const priceLabel = `${translate(`${T}.pricePerKg`)} (${order.currency})`;

  return (
    <Box>
      {rows.map((row, i) => {
        const err = (field: string) => errors[`${i}.${field}`];
        return (
          <Box
            key={row.key}
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
                  value={row.product}
                  inputRef={null}
                  onBlur={() => undefined}
                  error={err('productId')}
                  onChange={(product) =>
                    update(row.key, {
                      product,
                      presentation: product?.packagingTypes[0] ?? '',
                    })
                  }
                />
              ) : (
                <ReadOnly
                  label={translate(`${T}.reference`)}
                  value={row.product?.reference ?? ''}
                  hint={row.product?.name}
                />
              )}
            </Box>
            {editProducts ? (
              <FormControl size="small" error={Boolean(err('presentation'))} fullWidth>
                <InputLabel id={`presentation-${row.key}`}>{translate(`${T}.presentation`)}</InputLabel>
                <Select
                  labelId={`presentation-${row.key}`}
                  label={translate(`${T}.presentation`)}
                  value={row.presentation}
                  onChange={(e) => update(row.key, { presentation: e.target.value as PackagingType })}
                >
                  {packagingOf(row).map((p) => (
                    <MenuItem key={p} value={p}>
                      {PACKAGING_LABELS[p][locale as Locale]}
                    </MenuItem>
                  ))}
                </Select>
                {err('presentation') && <FormHelperText>{err('presentation')}</FormHelperText>}
              </FormControl>
            ) : (
              <ReadOnly
                label={translate(`${T}.presentation`)}
                value={row.presentation ? PACKAGING_LABELS[row.presentation][locale as Locale] : ''}
              />
            )}
            <TextField
              size="small"
              label={quantityLabel}
              value={row.quantity}
              onChange={(e) => update(row.key, { quantity: e.target.value })}
              error={Boolean(err('quantity'))}
              helperText={err('quantity')}
              slotProps={{ htmlInput: { inputMode: 'decimal', name: `items.${i}.quantity` } }}
              autoFocus={!editProducts && i === 0}
            />
            {editProducts ? (
              <TextField
                size="small"
                label={priceLabel}
                value={row.targetPrice}
                onChange={(e) => update(row.key, { targetPrice: e.target.value })}
                error={Boolean(err('targetPrice'))}
                helperText={err('targetPrice')}
                slotProps={{ htmlInput: { inputMode: 'decimal', name: `items.${i}.targetPrice` } }}
              />
            ) : (
              <ReadOnly label={priceLabel} value={row.targetPrice} />
            )}
            {editProducts && (
              <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: 'end', alignSelf: 'center' }}>
                <Tooltip title={translate(`${T}.remove`, { n: i + 1 })}>
                  <span>
                    <IconButton
                      aria-label={translate(`${T}.remove`, { n: i + 1 })}
                      disabled={rows.length <= 1}
                      onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
            )}
          </Box>
        );
      })}
      {errors.all && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {errors.all}
        </Typography>
      )}
      {editProducts && (
        <Button
          startIcon={<AddRounded />}
          sx={{ mt: 1.5 }}
          disabled={rows.length >= MAX_ORDER_ITEMS}
          title={rows.length >= MAX_ORDER_ITEMS ? translate(`${T}.maxReached`) : undefined}
          onClick={() =>
            setRows((all) => [
              ...all,
              { key: nextRowKey(), product: null, presentation: '', quantity: '', targetPrice: '' },
            ])
          }
        >
          {translate(`${T}.add`)}
        </Button>
      )}
      <EditActions
        canSave={itemsChanged(comparableRows(initial), comparableRows(rows))}
        onSave={() => void submit()}
      />
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
