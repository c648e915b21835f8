/**
 * Who buys and on which terms: the customer (searched; fixed for a customer-role user), the seller
 * for admin and customer service, currency, order type, counter sale with its pick-up warehouse,
 * invoicing, VAT, payment term (as it will be saved) and whether the customer already paid. A
 * customer-role user sees only its company, the currency and its terms: the rest is the
 * back-office's to decide.
 */
import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CURRENCIES, ORDER_TYPES } from '../../../domain/orders';
import { CustomerAutocomplete } from '../../customers/CustomerAutocomplete';
import { FormSwitch } from '../../ui/forms/FormSwitch';
import { FormTextField } from '../../ui/forms/FormTextField';
import { fieldErrorText } from '../../ui/forms/fieldError';
import { useWarehouses } from './creationQueries';
import { useOrderLabels } from './labels';
import type { OrderCreateFormValues } from './orderCreateForm';
import { PaymentTermField } from './PaymentTermField';
import { SellerPicker } from './SellerPicker';

export interface CustomerTermsSectionProps {
  /** A customer-role user orders for their own company. */
  fixedCustomer: boolean;
  choosesSeller: boolean;
}

export const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  alignItems: 'start',
} as const;

export function CustomerTermsSection({ fixedCustomer, choosesSeller }: CustomerTermsSectionProps) {
  const translate = useTranslate();
  const labels = useOrderLabels();
  const t = (key: string) => translate(`app.orderCreate.fields.${key}`);
  const { setValue } = useFormContext<OrderCreateFormValues>();
  const { isSubmitting: disabled } = useFormState();
  const requiredInvoice = useWatch<OrderCreateFormValues, 'requiredInvoice'>({ name: 'requiredInvoice' });
  const warehouses = useWarehouses(!requiredInvoice);
  const { field, fieldState } = useController<OrderCreateFormValues, 'customer'>({ name: 'customer' });
  const customerError = fieldErrorText(translate, fieldState.error);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={twoColumns}>
        {fixedCustomer ? (
          <TextField
            label={t('customer')}
            value={field.value?.companyName ?? ''}
            slotProps={{ input: { readOnly: true } }}
            helperText={customerError ?? translate('app.orderCreate.hints.customerFixed')}
            error={Boolean(customerError)}
            fullWidth
          />
        ) : (
          <CustomerAutocomplete
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={(customer) => {
              field.onChange(customer);
              // The addresses and terms are the customer's: another customer's never carry over.
              setValue('addressId', '');
              setValue('paymentTerm', 'CREDIT');
            }}
            onBlur={field.onBlur}
            label={t('customer')}
            error={customerError}
            disabled={disabled}
          />
        )}
        {choosesSeller && <SellerPicker disabled={disabled} />}
      </Box>
      <Box sx={twoColumns}>
        <FormTextField name="currency" select label={t('currency')} disabled={disabled}>
          {CURRENCIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </FormTextField>
        {!fixedCustomer && (
          <FormTextField name="type" select label={t('type')} disabled={disabled}>
            {ORDER_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {labels.orderType(type)}
              </MenuItem>
            ))}
          </FormTextField>
        )}
        <PaymentTermField readOnly={fixedCustomer} />
        {!requiredInvoice && (
          <FormTextField
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
      {/* The back-office's own switches: a customer orders a normal sale (see customerOrdering). */}
      {!fixedCustomer && (
        <Box sx={{ ...twoColumns, rowGap: 0.5 }}>
          <FormSwitch
            name="requiredInvoice"
            inverted
            label={t('counterSale')}
            hint={translate('app.orderCreate.hints.counterSale')}
            disabled={disabled}
          />
          <FormSwitch
            name="clientIsNotInvoice"
            label={t('clientIsNotInvoice')}
            hint={translate('app.orderCreate.hints.clientIsNotInvoice')}
            disabled={disabled}
          />
          <FormSwitch name="hasIva" label={t('hasIva')} disabled={disabled} />
          <FormSwitch
            name="clientPaid"
            label={t('clientPaid')}
            hint={translate('app.orderCreate.hints.clientPaid')}
            disabled={disabled}
          />
        </Box>
      )}
    </Box>
  );
}
