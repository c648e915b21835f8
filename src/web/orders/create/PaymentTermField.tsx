/**
 * The order's payment term as it will be saved: once a customer is picked the form reads its terms
 * in force. A customer without credit can only pay in advance (the form switches to it and says
 * why); a credit customer shows its days and may still be asked to pay in advance. A customer-role
 * user reads its company's terms, read-only.
 */
import { MenuItem, TextField } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { PAYMENT_TERMS, type PaymentTerm } from '../../../domain/creditTerms';
import { FormTextField } from '../../ui/forms/FormTextField';
import { useCustomerPaymentTerms } from './creationQueries';
import { useOrderLabels } from './labels';
import type { OrderCreateFormValues } from './orderCreateForm';

export function PaymentTermField({ readOnly }: { readOnly: boolean }) {
  const translate = useTranslate();
  const labels = useOrderLabels();
  const { setValue } = useFormContext<OrderCreateFormValues>();
  const { isSubmitting } = useFormState();
  const customer = useWatch<OrderCreateFormValues, 'customer'>({ name: 'customer' });
  const terms = useCustomerPaymentTerms(customer?.id ?? null);
  const inForce = terms.data;
  const advanceOnly = inForce?.paymentTerm === 'ADVANCE_PAYMENT';

  useEffect(() => {
    // The form holds what the server will save: no credit means advance payment.
    if (inForce && (advanceOnly || readOnly)) setValue('paymentTerm', inForce.paymentTerm);
  }, [inForce, advanceOnly, readOnly, setValue]);

  const label = (term: PaymentTerm) =>
    term === 'CREDIT' && inForce?.paymentTerm === 'CREDIT' && inForce.creditDays > 0
      ? translate('app.orderCreate.fields.paymentTermDays', {
          term: labels.paymentTerm(term),
          days: inForce.creditDays,
        })
      : labels.paymentTerm(term);
  const hint = terms.isError
    ? translate('app.orderCreate.hints.paymentTermsLoadError')
    : advanceOnly
      ? translate('app.orderCreate.hints.advanceOnly')
      : readOnly
        ? translate('app.orderCreate.hints.paymentTermOwn')
        : undefined;

  if (readOnly) {
    return (
      <TextField
        label={translate('app.orderCreate.fields.paymentTerm')}
        value={inForce ? label(inForce.paymentTerm) : ''}
        helperText={hint}
        slotProps={{ input: { readOnly: true } }}
        data-testid="payment-term"
        fullWidth
      />
    );
  }
  return (
    <FormTextField
      name="paymentTerm"
      select
      label={translate('app.orderCreate.fields.paymentTerm')}
      disabled={isSubmitting || advanceOnly}
      helperText={hint}
      data-testid="payment-term"
    >
      {(advanceOnly ? (['ADVANCE_PAYMENT'] as const) : PAYMENT_TERMS).map((term) => (
        <MenuItem key={term} value={term}>
          {label(term)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
