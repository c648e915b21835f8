/**
 * The quote's supplier, of the form around it: one of the tenant's suppliers, or a new one typed
 * and added on the spot ('Agregar proveedor «…»'), which is then chosen.
 */
import { Autocomplete, createFilterOptions, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useController, useFormState } from 'react-hook-form';
import type { Supplier } from '../../../domain/priceRequests';
import { serverMessageOf } from '../../providers/apiErrors';
import { useAppTranslate } from '../../providers/appTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorText } from '../../ui/forms/fieldError';
import type { QuoteFormValues } from './quoteForm';

/** An option: a supplier, or the offer to add the typed name. */
type Option = Supplier & { adding?: string };

const filter = createFilterOptions<Option>({ stringify: (o) => o.name });
const SUPPLIERS_KEY = ['supplier-quotes', 'getSuppliers'] as const;

export function SupplierPicker() {
  const t = useAppTranslate();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { isSubmitting } = useFormState();
  const { field, fieldState } = useController<QuoteFormValues, 'supplier'>({ name: 'supplier' });
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const suppliers = useQuery({ queryKey: SUPPLIERS_KEY, queryFn: () => dataProvider.getSuppliers() });

  const add = async (name: string) => {
    setAdding(true);
    setAddError(null);
    try {
      const created = await dataProvider.createSupplier({ name });
      await queryClient.invalidateQueries({ queryKey: SUPPLIERS_KEY });
      field.onChange(created);
    } catch (failure) {
      setAddError(serverMessageOf(failure) ?? t('app.supplierQuotes.supplier.addError'));
    } finally {
      setAdding(false);
    }
  };

  const error = addError ?? fieldErrorText(translate, fieldState.error);
  return (
    <Autocomplete<Option>
      options={suppliers.data ?? []}
      value={field.value}
      loading={suppliers.isPending || adding}
      disabled={isSubmitting || adding}
      onChange={(_, option) => {
        if (option?.adding) void add(option.adding);
        else field.onChange(option ? { id: option.id, name: option.name } : null);
      }}
      onBlur={field.onBlur}
      filterOptions={(options, state) => {
        const matches = filter(options, state);
        const typed = state.inputValue.trim();
        if (typed.length >= 2 && !options.some((o) => o.name.toLowerCase() === typed.toLowerCase()))
          matches.push({
            id: `new:${typed}`,
            name: t('app.supplierQuotes.supplier.add', { name: typed }),
            adding: typed,
          });
        return matches;
      }}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loadingText={t('app.supplierQuotes.supplier.loading')}
      noOptionsText={t('app.supplierQuotes.supplier.none')}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          required
          label={t('app.supplierQuotes.fields.supplier')}
          placeholder={t('app.supplierQuotes.supplier.placeholder')}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
