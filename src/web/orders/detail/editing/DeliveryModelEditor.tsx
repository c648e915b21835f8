/**
 * The delivery model in edit mode, a form of its own: pickup or the tenant's delivery partner, and
 * for the partner one of the customer's active delivery addresses (the domain's
 * `deliveryModelChangeSchema`). Pickup has no address; the totals come back recomputed (the premium
 * depends on the model).
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
import { useId, useMemo } from 'react';
import { Form, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { type FieldValues, useController, useWatch } from 'react-hook-form';
import type { Locale } from '../../../../domain/i18n';
import { deliveryModelChangeSchema } from '../../../../domain/orders/edits';
import { DELIVERY_MODELS, type DeliveryModel } from '../../../../domain/orders/enums';
import type { OrderDetail } from '../../../../domain/orders/views';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useTenantTheme } from '../../../tenantTheme';
import { fieldErrorText } from '../../../ui/forms/fieldError';
import { deliveryModelLabel } from '../../list/orderLabels';
import { changeResolver } from './changeResolver';
import { EditActions } from './EditControls';
import { useDeliveryAddresses } from './useDeliveryAddresses';
import { useOrderEditing } from './useOrderEditing';

interface DeliveryModelForm {
  version: number;
  deliveryModel: DeliveryModel;
  /** The address picked for the partner, kept while pickup is tried so it comes back with the partner. */
  addressId: string;
}

/** What is sent: pickup has no address. */
const addressOf = ({ deliveryModel, addressId }: DeliveryModelForm) =>
  deliveryModel === 'PICKUP' ? null : addressId || null;

const resolver = changeResolver<DeliveryModelForm>(deliveryModelChangeSchema, (values) => ({
  ...values,
  addressId: addressOf(values),
}));

const onlyAddress = (path: string) => (path === 'addressId' ? path : null);

export function DeliveryModelEditor() {
  const { order, save } = useOrderEditing();
  const dataProvider = useDataProvider<AppDataProvider>();
  const defaultValues = useMemo<DeliveryModelForm>(
    () => ({
      version: order.version,
      deliveryModel: order.delivery.deliveryModel,
      addressId: order.delivery.address?.id ?? '',
    }),
    [order.version, order.delivery],
  );

  const submit = (values: DeliveryModelForm) =>
    save(
      () =>
        dataProvider.changeDeliveryModel({
          id: order.id,
          version: order.version,
          deliveryModel: values.deliveryModel,
          addressId: addressOf(values),
        }),
      onlyAddress,
    );

  return (
    <Form<DeliveryModelForm>
      resolver={resolver}
      defaultValues={defaultValues}
      onSubmit={(values: FieldValues) => submit(values as DeliveryModelForm)}
      noValidate
      disableInvalidFormNotification
    >
      <DeliveryModelInputs order={order} />
    </Form>
  );
}

function DeliveryModelInputs({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { productName } = useTenantTheme();
  const labelId = useId();
  const model = useController<DeliveryModelForm, 'deliveryModel'>({ name: 'deliveryModel' });
  const address = useController<DeliveryModelForm, 'addressId'>({ name: 'addressId' });
  const values = useWatch<DeliveryModelForm>() as DeliveryModelForm;
  const partner = model.field.value === 'DELIVERY_PARTNER';
  const addresses = useDeliveryAddresses(order.customer.id, partner);
  const addressError = fieldErrorText(translate, address.fieldState.error);
  const changed =
    values.deliveryModel !== order.delivery.deliveryModel ||
    addressOf(values) !== (order.delivery.address?.id ?? null);

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
          name={model.field.name}
          value={model.field.value}
          onChange={(e) => model.field.onChange(e.target.value as DeliveryModel)}
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
      {partner ? (
        <FormControl fullWidth size="small" sx={{ mt: 1 }} error={Boolean(addressError || addresses.error)}>
          <InputLabel id={`${labelId}-address`}>{translate('app.orderDetail.edit.address')}</InputLabel>
          <Select
            labelId={`${labelId}-address`}
            label={translate('app.orderDetail.edit.address')}
            name={address.field.name}
            inputRef={address.field.ref}
            value={options.some((a) => a.id === address.field.value) ? address.field.value : ''}
            onChange={(e) => address.field.onChange(e.target.value)}
            onBlur={address.field.onBlur}
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
      <EditActions canSave={changed} />
    </>
  );
}
