/**
 * Who buys and on which terms: the customer (searched; fixed for a customer-role user), the seller
 * for admin and customer service, currency, order type, counter sale with its pick-up warehouse,
 * invoicing, VAT, payment term and whether the customer already paid.
 */
import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { PAYMENT_TERMS } from '../../../domain/creditTerms';
import { CURRENCIES, ORDER_TYPES } from '../../../domain/orders';
import { CustomerAutocomplete } from '../../customers/CustomerAutocomplete';
import { FormSwitch } from '../../ui/forms/legacy/FormSwitch';
import { FormTextField } from '../../ui/forms/legacy/FormTextField';
import { fieldErrorText } from '../../ui/forms/legacy/formErrors';
import { useOrderLabels } from './labels';
import { useWarehouses } from './orderCreateApi';
import type { OrderCreateFormValues } from './orderCreateForm';
import { SellerPicker } from './SellerPicker';

export interface CustomerTermsSectionProps {
  control: Control<OrderCreateFormValues>;
  setValue: UseFormSetValue<OrderCreateFormValues>;
  /** A customer-role user orders for their own company. */
  fixedCustomer: boolean;
  choosesSeller: boolean;
  disabled: boolean;
}

export const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  alignItems: 'start',
} as const;

export function CustomerTermsSection({
  control,
  setValue,
  fixedCustomer,
  choosesSeller,
  disabled,
}: CustomerTermsSectionProps) {
  const translate = useTranslate();
  const labels = useOrderLabels();
  const t = (key: string) => translate(`app.orderCreate.fields.${key}`);
  const requiredInvoice = useWatch({ control, name: 'requiredInvoice' });
  const warehouses = useWarehouses(!requiredInvoice);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={twoColumns}>
        <Controller
          control={control}
          name="customer"
          render={({ field, fieldState }) =>
            fixedCustomer ? (
              <TextField
                label={t('customer')}
                value={field.value?.companyName ?? ''}
                slotProps={{ input: { readOnly: true } }}
                helperText={
                  fieldErrorText(translate, fieldState.error) ??
                  translate('app.orderCreate.hints.customerFixed')
                }
                error={Boolean(fieldState.error)}
                fullWidth
              />
            ) : (
              <CustomerAutocomplete
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={(customer) => {
                  field.onChange(customer);
                  // The addresses are the customer's: another customer's address never carries over.
                  setValue('addressId', '');
                }}
                onBlur={field.onBlur}
                label={t('customer')}
                error={fieldErrorText(translate, fieldState.error)}
                disabled={disabled}
              />
            )
          }
        />
        {choosesSeller && <SellerPicker control={control} disabled={disabled} />}
      </Box>
      <Box sx={twoColumns}>
        <FormTextField control={control} name="currency" select label={t('currency')} disabled={disabled}>
          {CURRENCIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="type" select label={t('type')} disabled={disabled}>
          {ORDER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {labels.orderType(type)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="paymentTerm"
          select
          label={t('paymentTerm')}
          disabled={disabled}
        >
          {PAYMENT_TERMS.map((term) => (
            <MenuItem key={term} value={term}>
              {labels.paymentTerm(term)}
            </MenuItem>
          ))}
        </FormTextField>
        {!requiredInvoice && (
          <FormTextField
            control={control}
            name="warehouseNoInvoice"
            select
            required
            label={t('warehouse')}
            disabled={disabled || warehouses.isPending}
          >
            {(warehouses.data ?? []).map((w) => (
              <MenuItem key={w.id} value={w.id}>
                {`${w.name} · ${w.city}, ${w.state}`}
              </MenuItem>
            ))}
          </FormTextField>
        )}
      </Box>
      {!requiredInvoice && warehouses.isError && (
        <Alert severity="error">{translate('app.orderCreate.warehouses.loadError')}</Alert>
      )}
      {!requiredInvoice && warehouses.data?.length === 0 && (
        <Alert severity="warning">{translate('app.orderCreate.warehouses.none')}</Alert>
      )}
      <Box sx={{ ...twoColumns, rowGap: 0.5 }}>
        <FormSwitch
          control={control}
          name="requiredInvoice"
          inverted
          label={t('counterSale')}
          hint={translate('app.orderCreate.hints.counterSale')}
          disabled={disabled}
        />
        <FormSwitch
          control={control}
          name="clientIsNotInvoice"
          label={t('clientIsNotInvoice')}
          hint={translate('app.orderCreate.hints.clientIsNotInvoice')}
          disabled={disabled}
        />
        <FormSwitch control={control} name="hasIva" label={t('hasIva')} disabled={disabled} />
        <FormSwitch
          control={control}
          name="clientPaid"
          label={t('clientPaid')}
          hint={translate('app.orderCreate.hints.clientPaid')}
          disabled={disabled}
        />
      </Box>
    </Box>
  );
}
