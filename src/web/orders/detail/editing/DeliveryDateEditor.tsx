/** The requested delivery date in edit mode: a date input from today on, saved only when it changed. */
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { businessDay } from '../../../../domain/dates';
import { deliveryDateChangeOn } from '../../../../domain/orders/edits';
import { saveDeliveryDate } from '../orderDetailApi';
import { EditActions } from './EditControls';
import { useOrderEditing } from './useOrderEditing';

export function DeliveryDateEditor() {
  const translate = useTranslate();
  const { order, save } = useOrderEditing();
  const [value, setValue] = useState(order.delivery.deliveryDate);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = deliveryDateChangeOn(businessDay()).safeParse({
      version: order.version,
      deliveryDate: value,
    });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setError(null);
    await save(
      () => saveDeliveryDate(order, value),
      (details) => {
        const mine = details.find((d) => d.path === 'body.deliveryDate');
        if (mine) setError(mine.message);
        return details.filter((d) => d !== mine);
      },
    );
  };

  return (
    <>
      <TextField
        type="date"
        size="small"
        fullWidth
        autoFocus
        label={translate('app.orderDetail.fields.deliveryDate')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: businessDay() } }}
      />
      <EditActions canSave={value !== order.delivery.deliveryDate} onSave={() => void submit()} />
    </>
  );
}
