/**
 * The carrier of a delivery-partner shipment: an existing provider found by name (GET
 * /transport-providers, searched as typed), or — after the toggle — the name of a new one, created
 * with the assignment. Both live in the form: `vehicleProviderId`, or `newProviderName` (a string
 * only while creating, null otherwise, which is how the schema tells the two apart).
 */
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { TransportProviderView } from '../../../domain/logistics';
import type { AppDataProvider } from '../../providers/dataProvider';
import { FormTextField } from '../../ui/forms/FormTextField';
import { fieldErrorText } from '../../ui/forms/fieldError';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { TT } from './transportValues';

const SEARCH_DEBOUNCE_MS = 300;

function ExistingProvider({ initial }: { initial: TransportProviderView | null }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { field, fieldState } = useController({ name: 'vehicleProviderId' });
  const [chosen, setChosen] = useState<TransportProviderView | null>(
    initial && initial.id === field.value ? initial : null,
  );
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const providers = useQuery({
    queryKey: ['orders', 'getTransportProviders', { search }],
    queryFn: () => dataProvider.getTransportProviders(search || undefined),
  });
  const options = providers.data ?? [];
  const error = fieldErrorText(translate, fieldState.error);
  return (
    <Autocomplete
      options={chosen && !options.some((o) => o.id === chosen.id) ? [chosen, ...options] : options}
      value={chosen}
      loading={providers.isFetching}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      noOptionsText={translate(`${TT}.noProviders`)}
      onInputChange={(_e, value, reason) => {
        if (reason === 'input') setTyped(value);
        if (reason === 'clear') setTyped('');
      }}
      onChange={(_e, option) => {
        setChosen(option);
        field.onChange(option?.id ?? '');
      }}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          required
          label={translate(`${TT}.provider`)}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}

export function ProviderField({ initial }: { initial: TransportProviderView | null }) {
  const translate = useTranslate();
  const { setValue, clearErrors } = useFormContext();
  const newName = useWatch({ name: 'newProviderName' }) as string | null | undefined;
  const creating = typeof newName === 'string';
  const toggle = () => {
    clearErrors(['vehicleProviderId', 'newProviderName']);
    if (creating) setValue('newProviderName', null);
    else {
      setValue('newProviderName', '');
      setValue('vehicleProviderId', '');
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {creating ? (
        <FormTextField
          name="newProviderName"
          required
          autoFocus
          label={translate(`${TT}.newProviderName`)}
          limits={{ max: 100 }}
        />
      ) : (
        <ExistingProvider initial={initial} />
      )}
      <Box>
        <Button
          size="small"
          onClick={toggle}
          startIcon={creating ? <ManageSearchRounded /> : <AddBusinessOutlined />}
        >
          {translate(creating ? `${TT}.chooseProvider` : `${TT}.createProvider`)}
        </Button>
      </Box>
    </Box>
  );
}
