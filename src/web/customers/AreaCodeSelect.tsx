/**
 * The phone's area code of the address form around it, chosen among the countries of
 * GET /api/countries (flag and code; +52 by default). Countries sharing a code (+1) are one choice.
 */
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import type { Country } from '../../domain/customers';
import { DEFAULT_AREA_CODE } from './addressForm';
import { CountryFlag } from './CountryFlag';
import { useCountries } from './referenceLists';

export interface AreaCodeOption {
  areaCode: string;
  /** The country whose flag stands for the code (the first one using it); '' when none is known. */
  country: string;
  names: string;
}

/** One option per area code, in the API's order, with every country that uses it. */
export function areaCodeOptions(countries: readonly Country[], current?: string): AreaCodeOption[] {
  const byCode = new Map<string, AreaCodeOption>();
  for (const country of countries) {
    const existing = byCode.get(country.areaCode);
    if (existing) existing.names = `${existing.names}, ${country.name}`;
    else
      byCode.set(country.areaCode, {
        areaCode: country.areaCode,
        country: country.code,
        names: country.name,
      });
  }
  for (const code of [DEFAULT_AREA_CODE, current]) {
    if (code && !byCode.has(code)) byCode.set(code, { areaCode: code, country: '', names: '' });
  }
  return [...byCode.values()];
}

export function AreaCodeSelect({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate();
  const countries = useCountries();
  const { field } = useController({ name: 'areaCode' });
  const value = String(field.value ?? '');
  const options = areaCodeOptions(countries.data ?? [], value);
  // The flag is a drawing (CountryFlag), not the emoji: many desktops have no emoji font.
  const shown = (code: string) => {
    const option = options.find((o) => o.areaCode === code);
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        {option?.country && <CountryFlag code={option.country} />}
        {code}
      </Box>
    );
  };
  return (
    // react-admin's theme makes every field full width on phones: the box keeps this one narrow.
    <Box sx={{ width: 132, flexShrink: 0 }}>
      <TextField
        select
        name={field.name}
        inputRef={field.ref}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        label={translate('app.customers.address.areaCode')}
        disabled={disabled}
        fullWidth
        slotProps={{ select: { renderValue: (code) => shown(String(code)) } }}
      >
        {options.map((option) => (
          <MenuItem key={option.areaCode} value={option.areaCode} sx={{ gap: 0.75 }}>
            {option.country && <CountryFlag code={option.country} />}
            {option.areaCode}
            {option.names && (
              <span style={{ marginLeft: 8, opacity: 0.7, fontSize: '0.85em' }}>{option.names}</span>
            )}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
