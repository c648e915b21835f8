/**
 * Creates or changes a customer's credit term in a modal: customer (searched; fixed once the term
 * exists), payment term, limit with currency ('95,000.50' accepted), days, validity and notes.
 * With 'Pago anticipado' the limit and days are 0 and cannot be changed.
 */
import { Alert, Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { type CreditTerm, PAYMENT_TERMS, type PaymentTerm } from '../../domain/creditTerms';
import { CURRENCIES } from '../../domain/users';
import { CustomerAutocomplete, type CustomerOption } from '../customers/CustomerAutocomplete';
import { FormDateField } from '../ui/forms/FormDateField';
import { FormDialog } from '../ui/forms/FormDialog';
import { FormRadioGroup } from '../ui/forms/FormRadioGroup';
import { FormTextField } from '../ui/forms/FormTextField';
import { fieldErrorText } from '../ui/forms/fieldError';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import {
  CREDIT_TERM_FIELDS,
  CREDIT_TERM_LIMITS,
  type CreditTermFormValues,
  creditTermFormOf,
  creditTermFormSchema,
  daysAsTyped,
  emptyCreditTermForm,
  isAdvancePayment,
  limitAsTyped,
  toCreditTermInput,
  toCreditTermUpdate,
} from './creditTermForm';

export interface CreditTermDialogProps {
  /** The term to change; none to create one. */
  term?: CreditTerm | null;
  onClose: () => void;
  onSaved: () => void;
  /** Reads the term again (after a 409). */
  reload?: () => Promise<CreditTerm | undefined>;
}

/** Mounted only while open, so each opening starts from the record as it is. */
export function CreditTermDialog({ term, onClose, onSaved, reload }: CreditTermDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate<CreditTerm>();
  const [update] = useUpdate<CreditTerm>();
  const resolver = useDomainResolver(creditTermFormSchema);
  // The version the form shows: a reload after a 409 moves it to the latest.
  const version = useRef(term?.version ?? 1);
  const editing = Boolean(term);
  const t = (key: string) => translate(`app.creditTerms.dialog.${key}`);

  const save = async (values: CreditTermFormValues) => {
    if (term) {
      await update(
        'customer-credit-terms',
        { id: term.id, data: toCreditTermUpdate(values, version.current), previousData: term },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    } else {
      await create(
        'customer-credit-terms',
        { data: toCreditTermInput(values) },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    }
    notify(editing ? 'app.creditTerms.dialog.updated' : 'app.creditTerms.dialog.created', {
      type: 'success',
    });
    onSaved();
    onClose();
  };

  const reloadLatest = async () => {
    const fresh = await reload?.();
    if (!fresh) return null;
    version.current = fresh.version;
    return creditTermFormOf(fresh);
  };

  return (
    <FormDialog
      title={t(editing ? 'editTitle' : 'createTitle')}
      saveLabel={t('save')}
      resolver={resolver}
      defaultValues={term ? creditTermFormOf(term) : emptyCreditTermForm()}
      onSave={save}
      errors={{ fields: CREDIT_TERM_FIELDS }}
      onClose={onClose}
      onReload={reload ? reloadLatest : undefined}
      maxWidth="sm"
      formSx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <CreditTermInputs term={term ?? null} />
    </FormDialog>
  );
}

/** The term's inputs, reading the dialog's form. */
function CreditTermInputs({ term }: { term: CreditTerm | null }) {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext<CreditTermFormValues>();
  const { isSubmitting } = useFormState();
  const [customer, setCustomer] = useState<CustomerOption | null>(term ? term.customer : null);
  // What the limit and days were before advance payment zeroed them, to put back on return to credit.
  const creditValues = useRef<{ creditLimit: string; creditDays: string } | null>(null);
  const paymentTerm = useWatch<CreditTermFormValues, 'paymentTerm'>({ name: 'paymentTerm' });
  const advance = isAdvancePayment(paymentTerm);
  const customerInput = useController<CreditTermFormValues, 'customerId'>({ name: 'customerId' });
  const currencyInput = useController<CreditTermFormValues, 'currency'>({ name: 'currency' });
  const field = (name: string) => translate(`app.creditTerms.fields.${name}`);
  const t = (key: string) => translate(`app.creditTerms.dialog.${key}`);

  const changePaymentTerm = (next: PaymentTerm) => {
    if (isAdvancePayment(next) && !advance) {
      creditValues.current = { creditLimit: getValues('creditLimit'), creditDays: getValues('creditDays') };
      setValue('creditLimit', '0', { shouldValidate: true });
      setValue('creditDays', '0', { shouldValidate: true });
    } else if (!isAdvancePayment(next) && advance) {
      const previous = creditValues.current;
      setValue('creditLimit', previous?.creditLimit ?? '', { shouldValidate: false });
      setValue('creditDays', previous?.creditDays ?? '', { shouldValidate: false });
    }
    setValue('paymentTerm', next, { shouldDirty: true });
  };

  return (
    <>
      <Box sx={{ gridColumn: '1 / -1' }}>
        {term ? (
          <TextField
            fullWidth
            label={field('customer')}
            value={`${term.customer.companyName} · ${term.customer.rfc}`}
            disabled
            helperText={t('customerFixed')}
          />
        ) : (
          <CustomerAutocomplete
            name={customerInput.field.name}
            inputRef={customerInput.field.ref}
            value={customer}
            onChange={(option) => {
              setCustomer(option);
              customerInput.field.onChange(option?.id ?? '');
            }}
            onBlur={customerInput.field.onBlur}
            label={field('customer')}
            error={fieldErrorText(translate, customerInput.fieldState.error)}
            disabled={isSubmitting}
            autoFocus
          />
        )}
      </Box>

      <FormRadioGroup
        name="paymentTerm"
        label={field('paymentTerm')}
        options={PAYMENT_TERMS}
        optionLabel={(value) => translate(`app.creditTerms.paymentTerms.${value}`)}
        onSelect={changePaymentTerm}
        disabled={isSubmitting}
        sx={{ gridColumn: '1 / -1' }}
      />
      {advance && (
        <Alert severity="info" sx={{ gridColumn: '1 / -1', py: 0 }}>
          {t('advanceHint')}
        </Alert>
      )}

      <Box sx={{ display: 'flex', gap: 1 }}>
        <FormTextField
          name="creditLimit"
          label={field('creditLimit')}
          limits={CREDIT_TERM_LIMITS.creditLimit}
          transform={limitAsTyped}
          required={!advance}
          disabled={advance || isSubmitting}
          helperText={advance ? undefined : t('limitHint')}
          sx={{ flex: '1 1 auto', minWidth: 0 }}
          slotProps={{
            htmlInput: { inputMode: 'decimal', maxLength: 20 },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        {/* react-admin's theme makes every field full width on phones: the box keeps this one narrow. */}
        <Box sx={{ width: 110, flexShrink: 0 }}>
          <TextField
            select
            name={currencyInput.field.name}
            inputRef={currencyInput.field.ref}
            value={currencyInput.field.value}
            onChange={(event) => currencyInput.field.onChange(event.target.value)}
            label={field('currency')}
            disabled={isSubmitting}
            fullWidth
          >
            {CURRENCIES.map((currency) => (
              <MenuItem key={currency} value={currency}>
                {currency}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Box>
      <FormTextField
        name="creditDays"
        label={field('creditDays')}
        limits={CREDIT_TERM_LIMITS.creditDays}
        transform={daysAsTyped}
        required={!advance}
        disabled={advance || isSubmitting}
        helperText={advance ? undefined : t('daysHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
      />
      <FormDateField name="validFrom" label={field('validFrom')} required disabled={isSubmitting} />
      <FormDateField
        name="validTo"
        label={field('validTo')}
        helperText={t('validToHint')}
        disabled={isSubmitting}
      />
      <FormTextField
        name="notes"
        label={field('notes')}
        helperText={t('notesHint')}
        limits={CREDIT_TERM_LIMITS.notes}
        multiline
        minRows={2}
        disabled={isSubmitting}
        sx={{ gridColumn: '1 / -1' }}
      />
    </>
  );
}
