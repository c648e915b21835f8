/**
 * Creates or changes a customer's credit term in a modal: customer (searched; fixed once the term
 * exists), payment term, limit with currency ('95,000.50' accepted), days, validity and notes.
 * With 'Pago anticipado' the limit and days are 0 and cannot be changed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type CreditTerm, PAYMENT_TERMS, type PaymentTerm } from '../../domain/creditTerms';
import { CURRENCIES } from '../../domain/users';
import { CustomerAutocomplete, type CustomerOption } from '../customers/CustomerAutocomplete';
import { FormDateField } from '../ui/forms/FormDateField';
import { FormDialog } from '../ui/forms/FormDialog';
import { FormRadioGroup } from '../ui/forms/FormRadioGroup';
import { FormTextField } from '../ui/forms/FormTextField';
import { fieldErrorText } from '../ui/forms/formErrors';
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
  const [version, setVersion] = useState(term?.version ?? 1);
  const [customer, setCustomer] = useState<CustomerOption | null>(term ? term.customer : null);
  // What the limit and days were before advance payment zeroed them, to put back on return to credit.
  const creditValues = useRef<{ creditLimit: string; creditDays: string } | null>(null);
  const form = useForm<CreditTermFormValues>({
    resolver: zodResolver(creditTermFormSchema),
    defaultValues: term ? creditTermFormOf(term) : emptyCreditTermForm(),
  });
  const {
    control,
    setValue,
    getValues,
    reset,
    formState: { isSubmitting },
  } = form;
  const paymentTerm = useWatch({ control, name: 'paymentTerm' });
  const advance = isAdvancePayment(paymentTerm);
  const editing = Boolean(term);
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

  const save = async (values: CreditTermFormValues) => {
    if (term) {
      await update(
        'customer-credit-terms',
        { id: term.id, data: toCreditTermUpdate(values, version), previousData: term },
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
    if (!fresh) return false;
    setVersion(fresh.version);
    reset(creditTermFormOf(fresh));
    return true;
  };

  return (
    <FormDialog
      form={form}
      title={t(editing ? 'editTitle' : 'createTitle')}
      saveLabel={t('save')}
      onSave={save}
      failure={{ fields: CREDIT_TERM_FIELDS }}
      onClose={onClose}
      onReload={reload ? reloadLatest : undefined}
      maxWidth="sm"
      formSx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
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
          <Controller
            control={control}
            name="customerId"
            render={({ field: input, fieldState }) => (
              <CustomerAutocomplete
                name={input.name}
                inputRef={input.ref}
                value={customer}
                onChange={(option) => {
                  setCustomer(option);
                  input.onChange(option?.id ?? '');
                }}
                onBlur={input.onBlur}
                label={field('customer')}
                error={fieldErrorText(translate, fieldState.error)}
                disabled={isSubmitting}
                autoFocus
              />
            )}
          />
        )}
      </Box>

      <FormRadioGroup
        control={control}
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
          control={control}
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
          <Controller
            control={control}
            name="currency"
            render={({ field: input }) => (
              <TextField
                select
                name={input.name}
                inputRef={input.ref}
                value={input.value}
                onChange={(event) => input.onChange(event.target.value)}
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
            )}
          />
        </Box>
      </Box>
      <FormTextField
        control={control}
        name="creditDays"
        label={field('creditDays')}
        limits={CREDIT_TERM_LIMITS.creditDays}
        transform={daysAsTyped}
        required={!advance}
        disabled={advance || isSubmitting}
        helperText={advance ? undefined : t('daysHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
      />
      <FormDateField
        control={control}
        name="validFrom"
        label={field('validFrom')}
        required
        disabled={isSubmitting}
      />
      <FormDateField
        control={control}
        name="validTo"
        label={field('validTo')}
        helperText={t('validToHint')}
        disabled={isSubmitting}
      />
      <FormTextField
        control={control}
        name="notes"
        label={field('notes')}
        helperText={t('notesHint')}
        limits={CREDIT_TERM_LIMITS.notes}
        multiline
        minRows={2}
        disabled={isSubmitting}
        sx={{ gridColumn: '1 / -1' }}
      />
    </FormDialog>
  );
}
