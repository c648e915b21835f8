/**
 * Adds or changes an address of a customer in a modal: street and numbers, the zip code looked up
 * into its settlement, phone with area code, type, active and principal. The save sends the chosen
 * settlement's zipCodeId (and, when editing, the version that was read).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useForm } from 'react-hook-form';
import { ADDRESS_TYPES, type Address } from '../../domain/customers';
import { FieldGrid } from '../ui/forms/FieldGrid';
import { FormDialog } from '../ui/forms/legacy/FormDialog';
import { FormRadioGroup } from '../ui/forms/legacy/FormRadioGroup';
import { FormSwitch } from '../ui/forms/legacy/FormSwitch';
import { FormTextField } from '../ui/forms/legacy/FormTextField';
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
  const [create] = useCreate<Address>();
  const [update] = useUpdate<Address>();
  const [version, setVersion] = useState(address?.version ?? 1);
  const [initialZip, setInitialZip] = useState(address?.zipCode ?? null);
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: address ? addressFormOf(address) : EMPTY_ADDRESS_FORM,
  });
  const {
    control,
    setValue,
    reset,
    formState: { isSubmitting },
  } = form;
  const editing = Boolean(address);
  const t = (key: string) => translate(`app.customers.address.${key}`);

  const save = async (values: AddressFormValues) => {
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
  };

  const reloadLatest = async () => {
    const fresh = await reload?.();
    if (!fresh) return false;
    setVersion(fresh.version);
    setInitialZip(fresh.zipCode);
    reset(addressFormOf(fresh));
    return true;
  };

  return (
    <FormDialog
      form={form}
      title={t(editing ? 'editTitle' : 'createTitle')}
      saveLabel={t('save')}
      onSave={save}
      failure={{ fields: ADDRESS_FIELDS }}
      onClose={onClose}
      onReload={reload ? reloadLatest : undefined}
    >
      <FieldGrid title={t('location')} columns="repeat(12, 1fr)" from="sm">
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
        <ZipCodeFields control={control} setValue={setValue} initial={initialZip} disabled={isSubmitting} />
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
      </FieldGrid>
      <FieldGrid title={t('contact')} columns="repeat(12, 1fr)" from="sm">
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
        <FormRadioGroup
          control={control}
          name="addressType"
          label={t('type')}
          options={ADDRESS_TYPES}
          optionLabel={(type) => translate(`app.customers.addresses.types.${type}`)}
          disabled={isSubmitting}
          sx={{ gridColumn: { sm: 'span 6' } }}
        />
        <Box sx={{ display: 'grid', gap: 1, gridColumn: { sm: 'span 6' } }}>
          <FormSwitch
            control={control}
            name="active"
            label={t('active')}
            hint={t('activeHint')}
            disabled={isSubmitting}
          />
          <FormSwitch
            control={control}
            name="principalAddress"
            label={t('principal')}
            hint={t('principalHint')}
            disabled={isSubmitting}
          />
        </Box>
      </FieldGrid>
    </FormDialog>
  );
}
