/**
 * How and when the order is delivered: pickup or the tenant's delivery partner (then one of the
 * customer's shipping addresses), the delivery day inside the window (today to the last day of next
 * month, Mexico City), a multi order with one day per order, shipments and frequency.
 */
import { Box, FormHelperText, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type FieldError, useFormState, useWatch } from 'react-hook-form';
import type { Address } from '../../../domain/customers';
import { DELIVERY_FREQUENCIES, DELIVERY_MODELS, type DeliveryWindow } from '../../../domain/orders';
import { formatDate } from '../../format';
import { FormDateField } from '../../ui/forms/FormDateField';
import { FormSwitch } from '../../ui/forms/FormSwitch';
import { FormTextField } from '../../ui/forms/FormTextField';
import { fieldErrorText } from '../../ui/forms/fieldError';
import { twoColumns } from './CustomerTermsSection';
import { useCustomerDeliveryAddresses } from './creationQueries';
import { deliveryAddresses } from './deliveryAddresses';
import { useOrderLabels } from './labels';
import { additionalOrdersCount, type OrderCreateFormValues } from './orderCreateForm';

export interface DeliverySectionProps {
  window: DeliveryWindow;
  /** A customer-role user's own addresses (they may not list customers' addresses). */
  selfAddresses: Address[] | null;
}

const wholeNumberText = (text: string) => text.replace(/\D/g, '').slice(0, 2);

function AddressField({ selfAddresses, disabled }: { selfAddresses: Address[] | null; disabled: boolean }) {
  const translate = useTranslate();
  const customer = useWatch<OrderCreateFormValues, 'customer'>({ name: 'customer' });
  const fetched = useCustomerDeliveryAddresses(customer?.id ?? null, selfAddresses === null);
  const addresses = selfAddresses ? deliveryAddresses(selfAddresses) : (fetched.data ?? []);
  const hint = !customer
    ? translate('app.orderCreate.address.chooseCustomerFirst')
    : fetched.isError
      ? translate('app.orderCreate.address.loadError')
      : !fetched.isLoading && addresses.length === 0
        ? translate('app.orderCreate.address.none')
        : undefined;
  return (
    <FormTextField
      name="addressId"
      select
      required
      label={translate('app.orderCreate.fields.address')}
      disabled={disabled || !customer || addresses.length === 0}
      helperText={hint}
    >
      {addresses.map((a) => (
        <MenuItem key={a.id} value={a.id} sx={{ whiteSpace: 'normal' }}>
          {a.principalAddress
            ? `${a.fullAddress} (${translate('app.orderCreate.address.principal')})`
            : a.fullAddress}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

export function DeliverySection({ window, selfAddresses }: DeliverySectionProps) {
  const translate = useTranslate();
  const labels = useOrderLabels();
  const t = (key: string, vars?: object) => translate(`app.orderCreate.fields.${key}`, vars);
  const { errors, isSubmitting: disabled } = useFormState<OrderCreateFormValues>();
  const [deliveryModel, isMultiOrder, additional] = useWatch<
    OrderCreateFormValues,
    ['deliveryModel', 'isMultiOrder', 'numberOfAdditionalOrders']
  >({ name: ['deliveryModel', 'isMultiOrder', 'numberOfAdditionalOrders'] });
  const extraOrders = isMultiOrder ? additionalOrdersCount(additional) : 0;
  const windowHint = translate('app.orderCreate.hints.dateWindow', {
    from: formatDate(window.from, labels.locale),
    to: formatDate(window.to, labels.locale),
  });
  const datesError = fieldErrorText(
    translate,
    errors.deliveryDates?.root ?? (errors.deliveryDates as FieldError | undefined),
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={twoColumns}>
        <FormTextField name="deliveryModel" select required label={t('deliveryModel')} disabled={disabled}>
          {DELIVERY_MODELS.map((model) => (
            <MenuItem key={model} value={model}>
              {labels.deliveryModel(model)}
            </MenuItem>
          ))}
        </FormTextField>
        {deliveryModel === 'DELIVERY_PARTNER' ? (
          <AddressField selfAddresses={selfAddresses} disabled={disabled} />
        ) : (
          <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        )}
        <FormDateField
          name="deliveryDate"
          required
          label={isMultiOrder ? t('deliveryDateOf', { n: 1 }) : t('deliveryDate')}
          helperText={windowHint}
          min={window.from}
          max={window.to}
          disabled={disabled}
        />
        <FormTextField name="DELIVERY_FREQUENCY" select label={t('frequency')} disabled={disabled}>
          {DELIVERY_FREQUENCIES.map((f) => (
            <MenuItem key={f} value={f}>
              {labels.frequency(f)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          name="quantityDelivered"
          required
          label={t('quantityDelivered')}
          helperText={translate('app.orderCreate.hints.shipments')}
          transform={wholeNumberText}
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      </Box>
      <Box sx={twoColumns}>
        <FormSwitch
          name="isMultiOrder"
          label={t('isMultiOrder')}
          hint={translate('app.orderCreate.hints.multiOrder')}
          disabled={disabled}
        />
        {isMultiOrder && (
          <FormTextField
            name="numberOfAdditionalOrders"
            required
            label={t('numberOfAdditionalOrders')}
            helperText={translate('app.orderCreate.hints.additionalOrders')}
            transform={wholeNumberText}
            disabled={disabled}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
        )}
      </Box>
      {extraOrders > 0 && (
        <Box sx={twoColumns}>
          {Array.from({ length: extraOrders }, (_, n) => (
            <FormDateField
              // biome-ignore lint/suspicious/noArrayIndexKey: a day's place is its order (day n + 1 is order n + 2).
              key={`deliveryDates.${n + 1}`}
              name={`deliveryDates.${n + 1}`}
              required
              label={t('deliveryDateOf', { n: n + 2 })}
              min={window.from}
              max={window.to}
              disabled={disabled}
            />
          ))}
        </Box>
      )}
      {datesError && (
        <FormHelperText error role="alert">
          {datesError}
        </FormHelperText>
      )}
    </Box>
  );
}
