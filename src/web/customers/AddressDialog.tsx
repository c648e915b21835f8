/**
 * Adds or changes an address of a customer in a modal: street and numbers, the zip code looked up
 * into its settlement, phone with area code, type, active and principal. The save sends the chosen
 * settlement's zipCodeId (and, when editing, the version that was read).
 */
import { Alert, Box } from '@mui/material';
import { useRef } from 'react';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { ADDRESS_TYPES, type Address, principalsReplaced, type ZipCode } from '../../domain/customers';
import { FieldGrid } from '../ui/forms/FieldGrid';
import { FormDialog } from '../ui/forms/FormDialog';
import { FormRadioGroup } from '../ui/forms/FormRadioGroup';
import { FormSwitch } from '../ui/forms/FormSwitch';
import { FormTextField } from '../ui/forms/FormTextField';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
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
  /** The customer's addresses, to say which principal a new principal replaces. */
  addresses?: readonly Address[];
}

/** Mounted only while open, so each opening starts from the record as it is. */
export function AddressDialog({
  customerId,
  address,
  onClose,
  onSaved,
  reload,
  addresses = [],
}: AddressDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate<Address>();
  const [update] = useUpdate<Address>();
  const resolver = useDomainResolver(addressFormSchema);
  // The version the form shows: a reload after a 409 moves it to the latest.
  const version = useRef(address?.version ?? 1);
  const editing = Boolean(address);
  const t = (key: string) => translate(`app.customers.address.${key}`);

  const save = async (values: AddressFormValues) => {
    if (address) {
      await update(
        'addresses',
        { id: address.id, data: toAddressUpdate(values, version.current), previousData: address },
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
  };

  const reloadLatest = async () => {
    const fresh = await reload?.();
    if (!fresh) return null;
    version.current = fresh.version;
    return addressFormOf(fresh);
  };

  return (
    <FormDialog
      title={t(editing ? 'editTitle' : 'createTitle')}
      saveLabel={t('save')}
      resolver={resolver}
      defaultValues={address ? addressFormOf(address) : EMPTY_ADDRESS_FORM}
      onSave={save}
      errors={{ fields: ADDRESS_FIELDS }}
      onClose={onClose}
      onReload={reload ? reloadLatest : undefined}
    >
      <AddressInputs
        initialZip={address?.zipCode ?? null}
        others={addresses.filter((a) => a.id !== address?.id)}
      />
    </FormDialog>
  );
}

/** The address's inputs, reading the dialog's form. */
function AddressInputs({ initialZip, others }: { initialZip: ZipCode | null; others: readonly Address[] }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const t = (key: string) => translate(`app.customers.address.${key}`);
  return (
    <>
      <FieldGrid title={t('location')} columns="repeat(12, 1fr)" from="sm">
        <FormTextField
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
          name="extNumber"
          label={t('extNumber')}
          limits={ADDRESS_LIMITS.extNumber}
          required
          disabled={isSubmitting}
          sx={{ gridColumn: { sm: 'span 3' } }}
        />
        <FormTextField
          name="intNumber"
          label={t('intNumber')}
          limits={ADDRESS_LIMITS.intNumber}
          disabled={isSubmitting}
          sx={{ gridColumn: { sm: 'span 3' } }}
        />
        <ZipCodeFields initial={initialZip} disabled={isSubmitting} />
        <FormTextField
          name="optionalStreetOne"
          label={t('optionalStreetOne')}
          limits={ADDRESS_LIMITS.optionalStreetOne}
          disabled={isSubmitting}
          sx={{ gridColumn: { sm: 'span 6' } }}
        />
        <FormTextField
          name="optionalStreetTwo"
          label={t('optionalStreetTwo')}
          limits={ADDRESS_LIMITS.optionalStreetTwo}
          disabled={isSubmitting}
          sx={{ gridColumn: { sm: 'span 6' } }}
        />
      </FieldGrid>
      <FieldGrid title={t('contact')} columns="repeat(12, 1fr)" from="sm">
        <Box sx={{ display: 'flex', gap: 1, gridColumn: { sm: 'span 6' } }}>
          <AreaCodeSelect disabled={isSubmitting} />
          <FormTextField
            name="phone"
            type="tel"
            label={t('phone')}
            limits={ADDRESS_LIMITS.phone}
            disabled={isSubmitting}
            autoComplete="tel-national"
          />
        </Box>
        <FormTextField
          name="description"
          label={t('description')}
          helperText={t('descriptionHint')}
          limits={ADDRESS_LIMITS.description}
          disabled={isSubmitting}
          sx={{ gridColumn: { sm: 'span 6' } }}
        />
        <FormTextField
          name="mapUrl"
          type="url"
          label={t('mapUrl')}
          helperText={t('mapUrlHint')}
          limits={ADDRESS_LIMITS.mapUrl}
          disabled={isSubmitting}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormRadioGroup
          name="addressType"
          label={t('type')}
          options={ADDRESS_TYPES}
          optionLabel={(type) => translate(`app.customers.addresses.types.${type}`)}
          disabled={isSubmitting}
          sx={{ gridColumn: { sm: 'span 6' } }}
        />
        <Box sx={{ display: 'grid', gap: 1, gridColumn: { sm: 'span 6' } }}>
          <FormSwitch name="active" label={t('active')} hint={t('activeHint')} disabled={isSubmitting} />
          <FormSwitch
            name="principalAddress"
            label={t('principal')}
            hint={t('principalHint')}
            disabled={isSubmitting}
          />
          <ReplacedPrincipalNote others={others} />
        </Box>
      </FieldGrid>
    </>
  );
}

/** Saving this address as principal takes 'Principal' from another one: said before the save, not after. */
function ReplacedPrincipalNote({ others }: { others: readonly Address[] }) {
  const translate = useTranslate();
  const [addressType, active, principalAddress] = useWatch<
    AddressFormValues,
    ['addressType', 'active', 'principalAddress']
  >({ name: ['addressType', 'active', 'principalAddress'] });
  const replaced = principalsReplaced(others, { addressType, active, principalAddress });
  if (replaced.length === 0) return null;
  return (
    <Alert severity="info" data-testid="principal-replaced">
      {translate('app.customers.address.principalReplaced', {
        smart_count: replaced.length,
        addresses: replaced.map((a) => `${a.street} ${a.extNumber}`).join(', '),
      })}
    </Alert>
  );
}
