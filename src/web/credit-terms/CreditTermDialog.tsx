/**
 * Creates or changes a customer's credit term in a modal: customer (searched; fixed once the term
 * exists), payment term, limit with currency ('95,000.50' accepted), days, validity and notes.
 * With 'Pago anticipado' the limit and days are 0 and cannot be changed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useId, useRef, useState } from 'react';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type CreditTerm, PAYMENT_TERMS, type PaymentTerm } from '../../domain/creditTerms';
import { CURRENCIES } from '../../domain/users';
import { CustomerAutocomplete, type CustomerOption } from '../lists/CustomerAutocomplete';
import { FormDateField } from '../lists/FormDateField';
import { FormFailure, type FormProblem } from '../lists/FormFailure';
import { FormTextField } from '../lists/FormTextField';
import { fieldErrorText } from '../lists/formErrors';
import { problemOfSave } from '../lists/saveFailure';
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
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const [create] = useCreate<CreditTerm>();
  const [update] = useUpdate<CreditTerm>();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [version, setVersion] = useState(term?.version ?? 1);
  const [customer, setCustomer] = useState<CustomerOption | null>(term ? term.customer : null);
  // What the limit and days were before advance payment zeroed them, to put back on return to credit.
  const creditValues = useRef<{ creditLimit: string; creditDays: string } | null>(null);
  const {
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<CreditTermFormValues>({
    resolver: zodResolver(creditTermFormSchema),
    defaultValues: term ? creditTermFormOf(term) : emptyCreditTermForm(),
  });
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

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
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
    } catch (error) {
      setProblem(problemOfSave(error, translate, setError, { fields: CREDIT_TERM_FIELDS }));
    }
  });

  const reloadLatest = async () => {
    const fresh = await reload?.();
    if (!fresh) {
      onClose();
      return;
    }
    setVersion(fresh.version);
    reset(creditTermFormOf(fresh));
    setProblem({ kind: 'reloaded' });
  };

  const close = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (isSubmitting) return;
    if (reason === 'backdropClick' && isDirty) return;
    onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t(editing ? 'editTitle' : 'createTitle')}</DialogTitle>
      <DialogContent dividers>
        <FormFailure problem={problem} onReload={reload ? () => void reloadLatest() : undefined} />
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
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

          <Controller
            control={control}
            name="paymentTerm"
            render={({ field: input }) => (
              <FormControl sx={{ gridColumn: '1 / -1' }} disabled={isSubmitting}>
                <FormLabel id={`${formId}-term`}>{field('paymentTerm')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${formId}-term`}
                  name={input.name}
                  value={input.value}
                  onChange={(event) => changePaymentTerm(event.target.value as PaymentTerm)}
                >
                  {PAYMENT_TERMS.map((value) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={<Radio />}
                      label={translate(`app.creditTerms.paymentTerms.${value}`)}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
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
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={isSubmitting}>
          {translate('app.lists.form.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          loading={isSubmitting}
          loadingPosition="start"
        >
          {translate(isSubmitting ? 'app.lists.form.saving' : 'app.creditTerms.dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
