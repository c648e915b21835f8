/**
 * The requested delivery date in edit mode, a form of its own: a date from today on (the domain's
 * `deliveryDateChangeOn`, as the server checks it), saved only when it changed.
 */
import { useMemo } from 'react';
import { Form, useDataProvider, useTranslate } from 'react-admin';
import { type FieldValues, useWatch } from 'react-hook-form';
import { businessDay } from '../../../../domain/dates';
import { type DeliveryDateChange, deliveryDateChangeOn } from '../../../../domain/orders/edits';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { FormDateField } from '../../../ui/forms/FormDateField';
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
  const value = useWatch<DeliveryDateChange, 'deliveryDate'>({ name: 'deliveryDate' });
  return (
    <>
      {/* The app's date field (dd/MM/yyyy and its calendar), not the browser's own date input. */}
      <FormDateField
        name="deliveryDate"
        size="small"
        autoFocus
        label={translate('app.orderDetail.fields.deliveryDate')}
        min={today}
      />
      <EditActions canSave={value !== saved} />
    </>
  );
}
