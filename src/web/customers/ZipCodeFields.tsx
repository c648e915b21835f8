/**
 * The zip code of the address modal: the code (looked up from 4 digits, 300 ms after the last
 * key), the settlement (chosen automatically when the code has one, a required choice when it has
 * several) and the state, municipality and city the look-up gives, read-only.
 */
import { CircularProgress, InputAdornment, Link, MenuItem, TextField, Typography } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type UseControllerReturn, useController, useFormContext, useWatch } from 'react-hook-form';
import type { ZipCode } from '../../domain/customers';
import { fieldErrorText } from '../ui/forms/fieldError';
import { type AddressFormValues, settlementAfterLookup, sharedValue, zipDigits } from './addressForm';
import { useZipLookup } from './useZipLookup';

export interface ZipCodeFieldsProps {
  /** The settlement of the address being edited (shown before the look-up answers). */
  initial?: ZipCode | null;
  disabled?: boolean;
}

/** The fields of the address form around it (react-admin's `<Form>`). */
export function ZipCodeFields({ initial, disabled }: ZipCodeFieldsProps) {
  const translate = useTranslate();
  const { setValue } = useFormContext<AddressFormValues>();
  const zip = useWatch<AddressFormValues, 'zipCode'>({ name: 'zipCode' });
  const zipCodeId = useWatch<AddressFormValues, 'zipCodeId'>({ name: 'zipCodeId' });
  const zipInput = useController<AddressFormValues, 'zipCode'>({ name: 'zipCode' });
  const settlementInput = useController<AddressFormValues, 'zipCodeId'>({ name: 'zipCodeId' });
  const lookup = useZipLookup(zip);
  const { status, results } = lookup;

  // Keep the chosen settlement while it is offered; choose the only one; otherwise ask.
  useEffect(() => {
    if (status !== 'found' && status !== 'notFound') return;
    const next = settlementAfterLookup(zipCodeId, results);
    if (next !== zipCodeId) setValue('zipCodeId', next, { shouldValidate: next !== null, shouldDirty: true });
  }, [status, results, zipCodeId, setValue]);

  // The chosen settlement stays shown while its code is looked up again.
  const [remembered, setRemembered] = useState<ZipCode | null>(initial ?? null);
  useEffect(() => {
    const found = results.find((r) => r.id === zipCodeId);
    if (found) setRemembered(found);
  }, [results, zipCodeId]);

  const offered = useMemo(() => {
    if (results.length) return results;
    return remembered && remembered.id === zipCodeId && remembered.zipCode === zip ? [remembered] : [];
  }, [results, remembered, zipCodeId, zip]);
  const selected = offered.find((z) => z.id === zipCodeId) ?? null;
  const severalCodes = new Set(offered.map((z) => z.zipCode)).size > 1;
  // Once the look-up answered, an empty value (a city-less settlement) reads as a dash, not a hint.
  const readOnlyValue = (pick: (z: ZipCode) => string | null) =>
    (selected ? pick(selected) : sharedValue(results, pick)) || (offered.length ? '—' : '');

  const zipHelp = () => {
    switch (status) {
      case 'idle':
        return translate('app.customers.address.zipHint');
      case 'searching':
        return translate('app.customers.address.zipSearching');
      case 'notFound':
        return translate('app.customers.address.zipNotFound');
      case 'error':
        return (
          <>
            {translate('app.customers.address.zipError')}{' '}
            <Link component="button" type="button" variant="caption" onClick={lookup.retry}>
              {translate('app.customers.address.zipRetry')}
            </Link>
          </>
        );
      default:
        return undefined;
    }
  };

  const settlementError = fieldErrorText(translate, settlementInput.fieldState.error);
  const settlementHelp = () => {
    if (status === 'idle') return translate('app.customers.address.settlementWaiting');
    if (offered.length > 1 && !selected)
      return translate('app.customers.address.settlementChoose', { count: offered.length });
    if (offered.length === 1) return translate('app.customers.address.settlementOne');
    return undefined;
  };

  return (
    <>
      <ZipCodeInput
        input={zipInput}
        label={translate('app.customers.address.zipCode')}
        disabled={disabled}
        searching={status === 'searching'}
        failed={status === 'notFound' || status === 'error'}
        help={zipHelp()}
        onTyped={(next) => {
          // A settlement of another code no longer applies.
          if (selected && selected.zipCode !== next) setValue('zipCodeId', null);
        }}
      />
      <TextField
        select
        name={settlementInput.field.name}
        inputRef={settlementInput.field.ref}
        value={selected ? String(selected.id) : ''}
        onBlur={settlementInput.field.onBlur}
        onChange={(event) => {
          const chosen = offered.find((z) => String(z.id) === event.target.value);
          if (!chosen) return;
          setRemembered(chosen);
          settlementInput.field.onChange(chosen.id);
          // Chosen among several codes (4 digits typed): the box shows the whole code.
          if (chosen.zipCode !== zip) setValue('zipCode', chosen.zipCode);
        }}
        label={translate('app.customers.address.settlement')}
        required
        fullWidth
        disabled={disabled || offered.length === 0}
        error={Boolean(settlementError)}
        helperText={settlementError ?? settlementHelp()}
        data-testid="settlement-select"
        sx={{ gridColumn: { sm: 'span 8' } }}
        slotProps={{
          select: {
            renderValue: () => selected?.settlement ?? '',
            MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
          },
        }}
      >
        {offered.map((z) => (
          <MenuItem key={z.id} value={String(z.id)} sx={{ display: 'block' }}>
            {z.settlement}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {severalCodes ? `${z.zipCode} · ${z.settlementType}` : z.settlementType}
            </Typography>
          </MenuItem>
        ))}
      </TextField>
      {(
        [
          ['state', (z: ZipCode) => z.state],
          ['municipality', (z: ZipCode) => z.municipality],
          ['city', (z: ZipCode) => z.city],
        ] as const
      ).map(([name, pick]) => (
        <TextField
          key={name}
          label={translate(`app.customers.address.${name}`)}
          value={readOnlyValue(pick)}
          fullWidth
          variant="filled"
          sx={{ gridColumn: { sm: 'span 4' } }}
          slotProps={{
            input: { readOnly: true },
            htmlInput: { tabIndex: -1, 'aria-readonly': true },
            inputLabel: { shrink: true },
          }}
          placeholder={translate('app.customers.address.fromLookup')}
        />
      ))}
    </>
  );
}

interface ZipCodeInputProps {
  input: UseControllerReturn<AddressFormValues, 'zipCode'>;
  label: string;
  disabled?: boolean;
  searching: boolean;
  failed: boolean;
  help: ReactNode;
  /** The digits kept of what was typed, after they are stored. */
  onTyped: (zip: string) => void;
}

/** The code itself: digits only, the look-up's state as its hint, a spinner while it runs. */
function ZipCodeInput({ input, label, disabled, searching, failed, help, onTyped }: ZipCodeInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = input;
  const error = fieldErrorText(translate, fieldState.error);
  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => {
        const next = zipDigits(event.target.value);
        field.onChange(next);
        onTyped(next);
      }}
      label={label}
      required
      fullWidth
      disabled={disabled}
      autoComplete="postal-code"
      sx={{ gridColumn: { sm: 'span 4' } }}
      error={Boolean(error) || failed}
      helperText={error ?? help}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 5, pattern: '[0-9]*' },
        input: {
          endAdornment: searching ? (
            <InputAdornment position="end">
              <CircularProgress size={18} aria-label={translate('app.customers.address.zipSearching')} />
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
