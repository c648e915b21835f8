/**
 * What a request says besides its products, inside the form around it: the customer (a new
 * request only), whose request it is (customer service picks among the sellers it supervises,
 * admin and pricing among all, a seller is itself), who asked, how it is delivered (the delivery
 * partner needs one of the customer's shipping addresses), the payment term, the delivery window
 * and comments. Shared by the create page and the edit dialog.
 */
import { Box, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { PAYMENT_TERMS } from '../../domain/creditTerms';
import { DELIVERY_MODELS } from '../../domain/orders/enums';
import { REQUESTED_BY_TYPES } from '../../domain/priceRequests';
import type { DataScope } from '../../domain/roles';
import { CustomerAutocomplete } from '../customers/CustomerAutocomplete';
import { useCustomerDeliveryAddresses } from '../orders/create/creationQueries';
import { useAppTranslate } from '../providers/appTranslate';
import { SellerFilter } from '../ui/filters/SellerFilter';
import { FormDateField } from '../ui/forms/FormDateField';
import { FormTextField } from '../ui/forms/FormTextField';
import { fieldErrorText } from '../ui/forms/fieldError';
import type { PriceRequestFormValues } from './priceRequestForm';
import { usePriceRequestLabels } from './priceRequestLabels';

export const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0,1fr)', sm: 'repeat(2, minmax(0,1fr))' },
  alignItems: 'start',
} as const;

export interface RequestTermsInputsProps {
  /** The customer is picked on a new request; an edit keeps it (shown by the dialog's title). */
  withCustomer: boolean;
  /** Whose data the user sees: who may pick the seller ('tenant', 'supervised'). */
  scope: DataScope;
  /** The customer whose addresses the delivery partner may go to (an edit's fixed customer). */
  customerId?: string;
  today: string;
}

export function RequestTermsInputs({ withCustomer, scope, customerId, today }: RequestTermsInputsProps) {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  const { isSubmitting: disabled } = useFormState();
  const deliveryMethod = useWatch<PriceRequestFormValues, 'deliveryMethod'>({ name: 'deliveryMethod' });
  const from = useWatch<PriceRequestFormValues, 'deliveryWindowFrom'>({ name: 'deliveryWindowFrom' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={twoColumns}>
        {withCustomer && <CustomerField />}
        {(scope === 'tenant' || scope === 'supervised') && <SellerField scope={scope} />}
        <FormTextField
          name="requestedByType"
          select
          required
          label={t('app.priceRequests.fields.requestedByType')}
          disabled={disabled}
        >
          {REQUESTED_BY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {labels.requestedBy(type)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          name="paymentTerm"
          select
          required
          label={t('app.priceRequests.fields.paymentTerm')}
          disabled={disabled}
        >
          {PAYMENT_TERMS.map((term) => (
            <MenuItem key={term} value={term}>
              {labels.paymentTerm(term)}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <Box sx={twoColumns}>
        <FormTextField
          name="deliveryMethod"
          select
          required
          label={t('app.priceRequests.fields.deliveryMethod')}
          disabled={disabled}
        >
          {DELIVERY_MODELS.map((method) => (
            <MenuItem key={method} value={method}>
              {labels.deliveryMethod(method)}
            </MenuItem>
          ))}
        </FormTextField>
        {deliveryMethod === 'DELIVERY_PARTNER' ? (
          <AddressField customerId={customerId} />
        ) : (
          <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
        )}
        <FormDateField
          name="deliveryWindowFrom"
          required
          label={t('app.priceRequests.fields.deliveryWindowFrom')}
          min={today}
          disabled={disabled}
        />
        <FormDateField
          name="deliveryWindowTo"
          required
          label={t('app.priceRequests.fields.deliveryWindowTo')}
          min={from || today}
          helperText={t('app.priceRequests.create.windowHint')}
          disabled={disabled}
        />
      </Box>
      <FormTextField
        name="comments"
        label={t('app.priceRequests.fields.comments')}
        multiline
        minRows={2}
        limits={{ max: 1000 }}
        disabled={disabled}
      />
    </Box>
  );
}

function CustomerField() {
  const translate = useTranslate();
  const t = useAppTranslate();
  const { setValue } = useFormContext<PriceRequestFormValues>();
  const { isSubmitting } = useFormState();
  const { field, fieldState } = useController<PriceRequestFormValues, 'customer'>({ name: 'customer' });
  return (
    <CustomerAutocomplete
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onChange={(customer) => {
        field.onChange(customer);
        // The addresses are the customer's: another customer's never carry over.
        setValue('addressId', '');
      }}
      onBlur={field.onBlur}
      label={t('app.priceRequests.fields.customer')}
      error={fieldErrorText(translate, fieldState.error)}
      disabled={isSubmitting}
    />
  );
}

/** The seller the request belongs to, among those the user may pick (the sellers call decides). */
function SellerField({ scope }: { scope: DataScope }) {
  const { field } = useController<PriceRequestFormValues, 'sellerId'>({ name: 'sellerId' });
  return (
    <SellerFilter
      scope={scope}
      value={field.value || undefined}
      onChange={(id) => field.onChange(id ?? '')}
    />
  );
}

function AddressField({ customerId }: { customerId?: string }) {
  const t = useAppTranslate();
  const { isSubmitting } = useFormState();
  const customer = useWatch<PriceRequestFormValues, 'customer'>({ name: 'customer' });
  const id = customerId ?? customer?.id ?? null;
  const addresses = useCustomerDeliveryAddresses(id);
  const list = addresses.data ?? [];
  const hint = !id
    ? t('app.priceRequests.create.chooseCustomerFirst')
    : addresses.isError
      ? t('app.priceRequests.create.addressLoadError')
      : !addresses.isLoading && list.length === 0
        ? t('app.priceRequests.create.noAddresses')
        : undefined;
  return (
    <FormTextField
      name="addressId"
      select
      required
      label={t('app.priceRequests.fields.address')}
      disabled={isSubmitting || !id || list.length === 0}
      helperText={hint}
    >
      {list.map((a) => (
        <MenuItem key={a.id} value={a.id} sx={{ whiteSpace: 'normal' }}>
          {a.fullAddress}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
