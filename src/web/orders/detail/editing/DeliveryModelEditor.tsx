/**
 * The delivery model in edit mode: pickup or the tenant's delivery partner, and for the partner
 * one of the customer's active delivery addresses. Pickup has no address; the totals come back
 * recomputed (the premium depends on the model).
 */
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../../domain/i18n';
import { deliveryModelChangeSchema } from '../../../../domain/orders/edits';
import { DELIVERY_MODELS, type DeliveryModel } from '../../../../domain/orders/enums';
import { useTenantTheme } from '../../../tenantTheme';
import { deliveryModelLabel } from '../../list/orderLabels';
import { saveDeliveryModel } from '../orderDetailApi';
import { EditActions } from './EditControls';
import { useDeliveryAddresses } from './useDeliveryAddresses';
import { useOrderEditing } from './useOrderEditing';

export function DeliveryModelEditor() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { productName } = useTenantTheme();
  const { order, save } = useOrderEditing();
  const labelId = useId();
  const [model, setModel] = useState<DeliveryModel>(order.delivery.deliveryModel);
  const [addressId, setAddressId] = useState(order.delivery.address?.id ?? '');
  const [addressError, setAddressError] = useState<string | null>(null);
  const addresses = useDeliveryAddresses(order.customer.id, model === 'DELIVERY_PARTNER');

  const effectiveAddress = model === 'PICKUP' ? null : addressId || null;
  const changed =
    model !== order.delivery.deliveryModel || effectiveAddress !== (order.delivery.address?.id ?? null);

  const submit = async () => {
    const parsed = deliveryModelChangeSchema.safeParse({
      version: order.version,
      deliveryModel: model,
      addressId: effectiveAddress,
    });
    if (!parsed.success) {
      setAddressError(translate(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setAddressError(null);
    await save(
      () => saveDeliveryModel(order, model, effectiveAddress),
      (details) => {
        const mine = details.find((d) => d.path === 'body.addressId');
        if (mine) setAddressError(mine.message);
        return details.filter((d) => d !== mine);
      },
    );
  };

  // The order's own address stays selectable even if it no longer takes shipments.
  const options = [...(addresses.data ?? [])];
  if (order.delivery.address && !options.some((a) => a.id === order.delivery.address?.id)) {
    options.unshift({ id: order.delivery.address.id, fullAddress: order.delivery.address.fullAddress });
  }

  return (
    <>
      <FormControl>
        <FormLabel id={labelId} sx={{ typography: 'caption' }}>
          {translate('app.orderDetail.fields.deliveryMethod')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={model}
          onChange={(e) => setModel(e.target.value as DeliveryModel)}
        >
          {DELIVERY_MODELS.map((m) => (
            <FormControlLabel
              key={m}
              value={m}
              control={<Radio size="small" />}
              label={deliveryModelLabel(m, locale as Locale, productName)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {model === 'DELIVERY_PARTNER' ? (
        <FormControl fullWidth size="small" sx={{ mt: 1 }} error={Boolean(addressError || addresses.error)}>
          <InputLabel id={`${labelId}-address`}>{translate('app.orderDetail.edit.address')}</InputLabel>
          <Select
            labelId={`${labelId}-address`}
            label={translate('app.orderDetail.edit.address')}
            value={options.some((a) => a.id === addressId) ? addressId : ''}
            onChange={(e) => setAddressId(e.target.value)}
          >
            {options.map((a) => (
              <MenuItem key={a.id} value={a.id} sx={{ whiteSpace: 'normal' }}>
                {a.fullAddress}
              </MenuItem>
            ))}
          </Select>
          <FormHelperText>
            {addressError ??
              (addresses.error
                ? translate('app.orderDetail.edit.addressesError')
                : addresses.data && options.length === 0
                  ? translate('app.orderDetail.edit.noAddresses')
                  : translate('app.orderDetail.edit.premiumHint'))}
          </FormHelperText>
        </FormControl>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.orderDetail.edit.pickupHint')}
        </Typography>
      )}
      <EditActions canSave={changed} onSave={() => void submit()} />
    </>
  );
}
