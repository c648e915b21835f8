/**
 * The requested delivery date in edit mode, a form of its own: a date from today on (the domain's
 * `deliveryDateChangeOn`, as the server checks it), saved only when it changed.
 */
import { TextField } from '@mui/material';
import { useMemo } from 'react';
import { Form, useDataProvider, useTranslate } from 'react-admin';
import { type FieldValues, useController, useWatch } from 'react-hook-form';
import { businessDay } from '../../../../domain/dates';
import { type DeliveryDateChange, deliveryDateChangeOn } from '../../../../domain/orders/edits';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { fieldErrorText } from '../../../ui/forms/fieldError';
import { useDomainResolver } from '../../../ui/forms/useDomainResolver';
import { EditActions } from './EditControls';
import { useOrderEditing } from './useOrderEditing';

const onlyDeliveryDate = (path: string) => (path === 'deliveryDate' ? path : null);

export function DeliveryDateEditor() {
  const { order, save } = useOrderEditing();
  const dataProvider = useDataProvider<AppDataProvider>();
  const today = useMemo(() => businessDay(), []);
  const resolver = useDomainResolver(useMemo(() => deliveryDateChangeOn(today), [today]));
  const defaultValues = useMemo(
    () => ({ version: order.version, deliveryDate: order.delivery.deliveryDate }),
    [order.version, order.delivery.deliveryDate],
  );

  const submit = (values: DeliveryDateChange) =>
    save(
      () => dataProvider.changeDeliveryDate({ id: order.id, ...values, version: order.version }),
      onlyDeliveryDate,
    );

  return (
    <Form<DeliveryDateChange>
      resolver={resolver}
      defaultValues={defaultValues}
      onSubmit={(values: FieldValues) => submit(values as DeliveryDateChange)}
      noValidate
      disableInvalidFormNotification
    >
      <DeliveryDateInput today={today} saved={order.delivery.deliveryDate} />
    </Form>
  );
}

function DeliveryDateInput({ today, saved }: { today: string; saved: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useController<DeliveryDateChange, 'deliveryDate'>({ name: 'deliveryDate' });
  const value = useWatch<DeliveryDateChange, 'deliveryDate'>({ name: 'deliveryDate' });
  const error = fieldErrorText(translate, fieldState.error);
  return (
    <>
      <TextField
        type="date"
        size="small"
        fullWidth
        autoFocus
        label={translate('app.orderDetail.fields.deliveryDate')}
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
      <EditActions canSave={value !== saved} />
    </>
  );
}
