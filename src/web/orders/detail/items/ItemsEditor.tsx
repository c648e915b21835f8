/**
 * The product table in edit mode, a form of its own. 'quantity' changes only the quantities;
 * 'products' also adds, removes and changes rows (product, presentation, price). The form checks the
 * domain's rules (`orderItemsChangeSchema` for the order's currency) before sending and sends the
 * rows as typed (the server reads them in the user's unit); the server's field errors come back on
 * the same inputs. Save is enabled only when a row really changed (`itemsChanged`).
 */
import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Button, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Form, useCanAccess, useDataProvider, useGetMany, useTranslate } from 'react-admin';
import { type FieldError, type FieldValues, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import type { Currency } from '../../../../domain/orders';
import { MAX_ORDER_ITEMS } from '../../../../domain/orders/creation';
import type { QuantityUnit } from '../../../../domain/orders/decimals';
import { itemsChanged, orderItemsChangeSchema } from '../../../../domain/orders/edits';
import type { Product } from '../../../../domain/products';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { fieldErrorText } from '../../../ui/forms/fieldError';
import { lineMsp, useApprovedMsps } from '../../create/approvedMsp';
import { MspOverrideField } from '../../create/MspGuard';
import { changeResolver } from '../editing/changeResolver';
import { EditActions } from '../editing/EditControls';
import { useOrderEditing } from '../editing/useOrderEditing';
import { ItemEditorRow } from './ItemEditorRow';
import {
  changeBodyRows,
  comparableRows,
  type EditorRow,
  EMPTY_EDITOR_ROW,
  editorRowsOf,
  rowInputOf,
} from './itemRows';

const T = 'app.orderDetail.items';

export interface ItemsForm {
  version: number;
  items: EditorRow[];
  /** Pricing's override of the MSP guard: on with its reason, or null. */
  mspOverride: { reason: string } | null;
}

/** The domain's rules over the rows as they would be sent, with the override when it is on. */
const itemsResolver = (currency: Currency) =>
  changeResolver<ItemsForm>(orderItemsChangeSchema(currency), (values) => ({
    version: values.version,
    items: changeBodyRows(values.items),
    mspOverride: values.mspOverride,
  }));

export function ItemsEditor({ mode, unit }: { mode: 'quantity' | 'products'; unit: QuantityUnit }) {
  const { order, save } = useOrderEditing();
  const dataProvider = useDataProvider<AppDataProvider>();
  const resolver = useMemo(() => itemsResolver(order.currency), [order.currency]);
  const [defaultValues] = useState<ItemsForm>(() => ({
    version: order.version,
    items: editorRowsOf(order.items, unit),
    mspOverride: null,
  }));

  const submit = (values: ItemsForm) =>
    save(
      () =>
        dataProvider.changeOrderItems({
          id: order.id,
          version: order.version,
          items: changeBodyRows(values.items),
          mspOverride: values.mspOverride,
        }),
      rowInputOf,
    );

  return (
    <Form<ItemsForm>
      resolver={resolver}
      defaultValues={defaultValues}
      onSubmit={(values: FieldValues) => submit(values as ItemsForm)}
      noValidate
      disableInvalidFormNotification
    >
      <ItemsEditorRows mode={mode} unit={unit} initial={defaultValues.items} />
    </Form>
  );
}

interface ItemsEditorRowsProps {
  mode: 'quantity' | 'products';
  unit: QuantityUnit;
  /** The rows as the order has them, to tell whether anything changed. */
  initial: readonly EditorRow[];
}

function ItemsEditorRows({ mode, unit, initial }: ItemsEditorRowsProps) {
  const translate = useTranslate();
  const { order } = useOrderEditing();
  const editProducts = mode === 'products';
  const { fields, append, remove } = useFieldArray<ItemsForm, 'items', 'key'>({
    name: 'items',
    keyName: 'key',
  });
  const rows = useWatch<ItemsForm, 'items'>({ name: 'items' });
  const override = useWatch<ItemsForm, 'mspOverride'>({ name: 'mspOverride' });
  // The approved MSPs of the order's customer, while prices can be changed.
  const approvals = useApprovedMsps(
    order.customer.id,
    (rows ?? []).map((r) => r.product?.id ?? ''),
    editProducts,
  );
  const canOverride = useCanAccess({ resource: 'price-request', action: 'overrideMsp' }).canAccess === true;
  const msps = (rows ?? []).map((r) =>
    lineMsp(approvals.get(r.product?.id ?? ''), r.targetPrice, order.currency, order.exchangeRate),
  );
  const offerOverride = canOverride && editProducts && (msps.some((m) => m?.below) || Boolean(override));
  const { errors } = useFormState<ItemsForm>();
  // The count rules (1 to 10) are about the list, not a row.
  const listError = fieldErrorText(translate, errors.items?.root ?? (errors.items as FieldError | undefined));
  // What the existing rows' products are sold in (the order only knows the chosen presentation).
  const { data: catalog } = useGetMany<Product>(
    'products',
    { ids: order.items.map((i) => i.productId) },
    { enabled: editProducts },
  );

  return (
    <Box>
      {fields.map((field, i) => (
        <ItemEditorRow
          key={field.key}
          index={i}
          editProducts={editProducts}
          unit={unit}
          currency={order.currency}
          catalog={catalog}
          canRemove={fields.length > 1}
          onRemove={() => remove(i)}
          msp={msps[i] ?? null}
        />
      ))}
      {offerOverride && (
        <Box sx={{ mt: 1.5 }}>
          <MspOverrideField />
        </Box>
      )}
      {listError && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {listError}
        </Typography>
      )}
      {editProducts && (
        <Button
          startIcon={<AddRounded />}
          sx={{ mt: 1.5 }}
          disabled={fields.length >= MAX_ORDER_ITEMS}
          title={fields.length >= MAX_ORDER_ITEMS ? translate(`${T}.maxReached`) : undefined}
          onClick={() => append({ ...EMPTY_EDITOR_ROW })}
        >
          {translate(`${T}.add`)}
        </Button>
      )}
      <EditActions canSave={itemsChanged(comparableRows(initial), comparableRows(rows ?? []))} />
    </Box>
  );
}
