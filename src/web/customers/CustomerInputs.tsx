/**
 * The customer's fields of the form around them, shared by the create page and the detail's
 * in-place edit: company, RFC (upper case as typed, with the pattern's hint), contact, region from
 * the API, and the seller for those who may choose one.
 */
import { Autocomplete, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useController, useFormState } from 'react-hook-form';
import { FieldGrid } from '../ui/forms/FieldGrid';
import { FormTextField } from '../ui/forms/FormTextField';
import { fieldErrorText } from '../ui/forms/fieldError';
import { CUSTOMER_LIMITS, type CustomerFormValues, rfcAsTyped } from './customerForm';
import { useRegions } from './referenceLists';

interface SellerOption {
  id: string;
  fullName: string;
}

/** Sellers the API lets this user assign (all, supervised); at most 100, typed to narrow. */
const SELLERS_PAGE = { page: 1, perPage: 100 };

export interface CustomerInputsProps {
  chooseSeller: boolean;
  /** The record's seller (editing), offered even when the seller list no longer has them. */
  currentSeller?: SellerOption | null;
  /** Titles over each group of fields (the create page). */
  grouped?: boolean;
  autoFocus?: boolean;
}

export function CustomerInputs({
  chooseSeller,
  currentSeller,
  grouped = false,
  autoFocus = false,
}: CustomerInputsProps) {
  const translate = useTranslate();
  const disabled = useFormState().isSubmitting;
  const field = (name: string) => translate(`app.customers.fields.${name}`);
  const optional = (name: keyof CustomerFormValues) =>
    `${field(name)} ${translate('app.customers.form.optional')}`;
  // Only the create page titles its groups; the in-place edit shows them untitled.
  const group = (name: string) => (grouped ? translate(`app.customers.create.${name}`) : undefined);
  const sellers = useGetList<SellerOption>(
    'sellers',
    { pagination: SELLERS_PAGE, sort: { field: 'id', order: 'ASC' } },
    { enabled: chooseSeller },
  );
  const sellerOptions = [...(sellers.data ?? [])];
  if (currentSeller && !sellerOptions.some((s) => s.id === currentSeller.id))
    sellerOptions.push(currentSeller);

  return (
    <Box sx={{ display: 'grid', gap: grouped ? 3 : 2 }}>
      <FieldGrid title={group('company')} columns="1fr 1fr" from="md">
        <FormTextField
          name="companyName"
          label={field('companyName')}
          limits={CUSTOMER_LIMITS.companyName}
          required
          autoFocus={autoFocus}
          disabled={disabled}
          autoComplete="organization"
          sx={{ gridColumn: { md: '1 / -1' } }}
        />
        <FormTextField
          name="rfc"
          label={field('rfc')}
          limits={CUSTOMER_LIMITS.rfc}
          required
          disabled={disabled}
          transform={rfcAsTyped}
          helperText={translate('app.customers.form.rfcHint')}
          autoComplete="off"
          slotProps={{
            htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: 1 } },
          }}
        />
        <FormTextField
          name="externalId"
          label={optional('externalId')}
          limits={CUSTOMER_LIMITS.externalId}
          disabled={disabled}
          helperText={translate('app.customers.form.externalIdHint')}
          autoComplete="off"
        />
      </FieldGrid>
      <FieldGrid title={group('contact')} columns="1fr 1fr" from="md">
        <FormTextField
          name="fullName"
          label={field('fullName')}
          limits={CUSTOMER_LIMITS.fullName}
          required
          disabled={disabled}
          autoComplete="name"
          sx={{ gridColumn: { md: '1 / -1' } }}
        />
        <FormTextField
          name="email"
          type="email"
          label={optional('email')}
          limits={CUSTOMER_LIMITS.email}
          disabled={disabled}
          helperText={translate('app.customers.form.emailHint')}
          autoComplete="email"
        />
        <FormTextField
          name="phone"
          type="tel"
          label={optional('phone')}
          limits={CUSTOMER_LIMITS.phone}
          disabled={disabled}
          autoComplete="tel"
        />
      </FieldGrid>
      <FieldGrid title={group('assignment')} columns="1fr 1fr" from="md">
        <RegionSelect disabled={disabled} />
        {chooseSeller ? (
          <SellerPicker options={sellerOptions} loading={sellers.isPending} disabled={disabled} />
        ) : currentSeller !== undefined ? (
          <TextField
            fullWidth
            label={field('seller')}
            value={currentSeller?.fullName ?? translate('app.customers.form.noSeller')}
            disabled
            slotProps={{ input: { readOnly: true } }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {translate('app.customers.form.ownSeller')}
          </Typography>
        )}
      </FieldGrid>
    </Box>
  );
}

/** The sales region, or none; a region the list no longer has shows as none. */
function RegionSelect({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const regions = useRegions();
  const { field: input, fieldState } = useController<CustomerFormValues, 'regionId'>({ name: 'regionId' });
  const known = (regions.data ?? []).some((r) => r.id === input.value);
  return (
    <TextField
      select
      fullWidth
      label={translate('app.customers.fields.region')}
      name={input.name}
      value={known ? input.value : ''}
      onChange={(event) => input.onChange(event.target.value)}
      onBlur={input.onBlur}
      inputRef={input.ref}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldErrorText(translate, fieldState.error)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{translate('app.customers.form.noRegion')}</em>
      </MenuItem>
      {(regions.data ?? []).map((region) => (
        <MenuItem key={region.id} value={region.id}>
          {region.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface SellerPickerProps {
  options: SellerOption[];
  loading: boolean;
  disabled: boolean;
}

/** The customer's seller, searched among those this user may assign. */
function SellerPicker({ options, loading, disabled }: SellerPickerProps) {
  const translate = useTranslate();
  const { field: input, fieldState } = useController<CustomerFormValues, 'sellerId'>({ name: 'sellerId' });
  const error = fieldErrorText(translate, fieldState.error);
  return (
    <Autocomplete
      options={options}
      value={options.find((s) => s.id === input.value) ?? null}
      onChange={(_, option) => input.onChange(option?.id ?? '')}
      onBlur={input.onBlur}
      getOptionLabel={(s) => s.fullName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input.ref}
          name={input.name}
          label={translate('app.customers.fields.seller')}
          placeholder={translate('app.customers.form.noSeller')}
          error={Boolean(error)}
          helperText={error ?? translate('app.customers.form.sellerHint')}
          slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
        />
      )}
    />
  );
}
