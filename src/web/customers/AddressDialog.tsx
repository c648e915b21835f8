/**
 * Adds or changes an address of a customer in a modal: street and numbers, the zip code looked up
 * into its settlement, phone with area code, type, active and principal. The save sends the chosen
 * settlement's zipCodeId (and, when editing, the version that was read).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Switch,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { type ReactNode, useId, useState } from 'react';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { type Control, Controller, useForm } from 'react-hook-form';
import { ADDRESS_TYPES, type Address } from '../../domain/customers';
import { FormFailure, type FormProblem } from '../lists/FormFailure';
import { FormTextField } from '../lists/FormTextField';
import { problemOfSave } from '../lists/saveFailure';
import { AreaCodeSelect } from './AreaCodeSelect';
import {
  ADDRESS_FIELDS,
  ADDRESS_LIMITS,
  type AddressFormValues,
  addressFormOf,
  addressFormSchema,
  EMPTY_ADDRESS_FORM,
  toAddressInput,
  toAddressUpdate,
} from './addressForm';
import { ZipCodeFields } from './ZipCodeFields';

export interface AddressDialogProps {
  customerId: string;
  /** The address to change; none to add one. */
  address?: Address | null;
  onClose: () => void;
  /** After a save: the page reads the addresses again (the principal may have moved). */
  onSaved: () => void;
  /** Reads the addresses again and answers this one as it is now (after a 409). */
  reload?: () => Promise<Address | undefined>;
}

/** Mounted only while open, so each opening starts from the record as it is. */
export function AddressDialog({ customerId, address, onClose, onSaved, reload }: AddressDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const [create] = useCreate<Address>();
  const [update] = useUpdate<Address>();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [version, setVersion] = useState(address?.version ?? 1);
  const [initialZip, setInitialZip] = useState(address?.zipCode ?? null);
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: address ? addressFormOf(address) : EMPTY_ADDRESS_FORM,
  });
  const editing = Boolean(address);
  const t = (key: string) => translate(`app.customers.address.${key}`);

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      if (address) {
        await update(
          'addresses',
          { id: address.id, data: toAddressUpdate(values, version), previousData: address },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      } else {
        await create(
          'addresses',
          { data: toAddressInput(values, customerId) },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      }
      notify(editing ? 'app.customers.addresses.updated' : 'app.customers.addresses.created', {
        type: 'success',
      });
      onSaved();
      onClose();
    } catch (error) {
      setProblem(problemOfSave(error, translate, setError, { fields: ADDRESS_FIELDS }));
    }
  });

  const reloadLatest = async () => {
    const fresh = await reload?.();
    if (!fresh) {
      onClose();
      return;
    }
    setVersion(fresh.version);
    setInitialZip(fresh.zipCode);
    reset(addressFormOf(fresh));
    setProblem({ kind: 'reloaded' });
  };

  const close = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (isSubmitting) return;
    // A click beside the modal must not throw away what was typed.
    if (reason === 'backdropClick' && isDirty) return;
    onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t(editing ? 'editTitle' : 'createTitle')}</DialogTitle>
      <DialogContent dividers>
        <FormFailure problem={problem} onReload={reload ? () => void reloadLatest() : undefined} />
        <Box component="form" id={formId} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
          <Section title={t('location')}>
            <FormTextField
              control={control}
              name="street"
              label={t('street')}
              limits={ADDRESS_LIMITS.street}
              required
              autoFocus
              disabled={isSubmitting}
              autoComplete="address-line1"
              sx={{ gridColumn: { sm: 'span 6' } }}
            />
            <FormTextField
              control={control}
              name="extNumber"
              label={t('extNumber')}
              limits={ADDRESS_LIMITS.extNumber}
              required
              disabled={isSubmitting}
              sx={{ gridColumn: { sm: 'span 3' } }}
            />
            <FormTextField
              control={control}
              name="intNumber"
              label={t('intNumber')}
              limits={ADDRESS_LIMITS.intNumber}
              disabled={isSubmitting}
              sx={{ gridColumn: { sm: 'span 3' } }}
            />
            <ZipCodeFields
              control={control}
              setValue={setValue}
              initial={initialZip}
              disabled={isSubmitting}
            />
            <FormTextField
              control={control}
              name="optionalStreetOne"
              label={t('optionalStreetOne')}
              limits={ADDRESS_LIMITS.optionalStreetOne}
              disabled={isSubmitting}
              sx={{ gridColumn: { sm: 'span 6' } }}
            />
            <FormTextField
              control={control}
              name="optionalStreetTwo"
              label={t('optionalStreetTwo')}
              limits={ADDRESS_LIMITS.optionalStreetTwo}
              disabled={isSubmitting}
              sx={{ gridColumn: { sm: 'span 6' } }}
            />
          </Section>
          <Section title={t('contact')}>
            <Box sx={{ display: 'flex', gap: 1, gridColumn: { sm: 'span 6' } }}>
              <AreaCodeSelect control={control} disabled={isSubmitting} />
              <FormTextField
                control={control}
                name="phone"
                type="tel"
                label={t('phone')}
                limits={ADDRESS_LIMITS.phone}
                disabled={isSubmitting}
                autoComplete="tel-national"
              />
            </Box>
            <FormTextField
              control={control}
              name="description"
              label={t('description')}
              helperText={t('descriptionHint')}
              limits={ADDRESS_LIMITS.description}
              disabled={isSubmitting}
              sx={{ gridColumn: { sm: 'span 6' } }}
            />
            <FormTextField
              control={control}
              name="mapUrl"
              type="url"
              label={t('mapUrl')}
              helperText={t('mapUrlHint')}
              limits={ADDRESS_LIMITS.mapUrl}
              disabled={isSubmitting}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
            <AddressTypeRadios control={control} disabled={isSubmitting} />
            <Box sx={{ display: 'grid', gap: 1, gridColumn: { sm: 'span 6' } }}>
              <SwitchField
                control={control}
                name="active"
                label={t('active')}
                hint={t('activeHint')}
                disabled={isSubmitting}
              />
              <SwitchField
                control={control}
                name="principalAddress"
                label={t('principal')}
                hint={t('principalHint')}
                disabled={isSubmitting}
              />
            </Box>
          </Section>
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
          {translate(isSubmitting ? 'app.lists.form.saving' : 'app.customers.address.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="overline" color="text.secondary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(12, 1fr)' } }}>
        {children}
      </Box>
    </Box>
  );
}

function AddressTypeRadios({
  control,
  disabled,
}: {
  control: Control<AddressFormValues>;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <Controller
      control={control}
      name="addressType"
      render={({ field }) => (
        <FormControl sx={{ gridColumn: { sm: 'span 6' } }} disabled={disabled}>
          <FormLabel id={labelId}>{translate('app.customers.address.type')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {ADDRESS_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                value={type}
                control={<Radio />}
                label={translate(`app.customers.addresses.types.${type}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

function SwitchField({
  control,
  name,
  label,
  hint,
  disabled,
}: {
  control: Control<AddressFormValues>;
  name: 'active' | 'principalAddress';
  label: string;
  hint: string;
  disabled?: boolean;
}) {
  const hintId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                inputRef={field.ref}
                slotProps={{ input: { 'aria-describedby': hintId } }}
              />
            }
            label={label}
            disabled={disabled}
          />
          <FormHelperText id={hintId} sx={{ mt: -0.5, ml: 6 }}>
            {hint}
          </FormHelperText>
        </Box>
      )}
    />
  );
}
