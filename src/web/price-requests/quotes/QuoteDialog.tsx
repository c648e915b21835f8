/**
 * Recording a supplier's quote, or changing one (with the version read; a stale one offers to
 * reload): number, supplier (picked or added), product and its packaging, USD per ton, tons
 * available and until when it holds.
 */
import { Box, MenuItem } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type {
  SupplierQuoteCreate,
  SupplierQuoteUpdate,
  SupplierQuoteView,
} from '../../../domain/priceRequests';
import type { Product } from '../../../domain/products';
import { type ProductOption, ProductPicker } from '../../orders/create/ProductPicker';
import { useAppTranslate } from '../../providers/appTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { FormDateField } from '../../ui/forms/FormDateField';
import { FormDialog } from '../../ui/forms/FormDialog';
import { FormTextField } from '../../ui/forms/FormTextField';
import { fieldErrorText } from '../../ui/forms/fieldError';
import { useDomainResolver } from '../../ui/forms/useDomainResolver';
import { usePriceRequestLabels } from '../priceRequestLabels';
import { decimalText } from '../RequestProductRows';
import {
  EMPTY_QUOTE,
  type QuoteFormValues,
  quoteCreateFormSchema,
  quoteInputOf,
  quoteUpdateFormSchema,
  quoteValuesOf,
} from './quoteForm';
import { SupplierPicker } from './SupplierPicker';

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function QuoteInputs() {
  const t = useAppTranslate();
  const translate = useTranslate();
  const labels = usePriceRequestLabels();
  const { setValue } = useFormContext<QuoteFormValues>();
  const { isSubmitting } = useFormState();
  const { field, fieldState } = useController<QuoteFormValues, 'product'>({ name: 'product' });
  const product = useWatch<QuoteFormValues, 'product'>({ name: 'product' });
  return (
    <>
      <Box sx={twoColumns}>
        <FormTextField
          name="number"
          required
          label={t('app.supplierQuotes.fields.number')}
          limits={{ max: 60 }}
        />
        <SupplierPicker />
      </Box>
      <Box sx={twoColumns}>
        <ProductPicker
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={(next) => {
            field.onChange(next);
            const only = next?.packagingTypes.length === 1 ? next.packagingTypes[0] : undefined;
            setValue('packagingType', only ?? '');
          }}
          onBlur={field.onBlur}
          label={t('app.supplierQuotes.fields.product')}
          error={fieldErrorText(translate, fieldState.error)}
          disabled={isSubmitting}
        />
        <FormTextField
          name="packagingType"
          select
          required
          label={t('app.supplierQuotes.fields.packaging')}
          disabled={isSubmitting || !product}
        >
          {(product?.packagingTypes ?? []).map((type) => (
            <MenuItem key={type} value={type}>
              {labels.packaging(type)}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <FormTextField
          name="priceUsdPerTon"
          required
          label={t('app.supplierQuotes.fields.price')}
          transform={decimalText}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <FormTextField
          name="availableQuantityTon"
          required
          label={t('app.supplierQuotes.fields.available')}
          transform={decimalText}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <FormDateField name="validUntil" required label={t('app.supplierQuotes.fields.validUntil')} />
      </Box>
    </>
  );
}

function useSaved() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return async (
    quote: SupplierQuoteView,
    key: 'app.supplierQuotes.dialog.created' | 'app.supplierQuotes.dialog.updated',
  ) => {
    await queryClient.invalidateQueries({ queryKey: ['supplier-quotes'] });
    // The calculator's quotes modal offers the quotes too.
    await queryClient.invalidateQueries({ queryKey: ['price-request'] });
    notify(key, { type: 'success', messageArgs: { number: quote.number } });
  };
}

export function NewQuoteDialog({ onClose }: { onClose: () => void }) {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const saved = useSaved();
  const resolver = useDomainResolver(quoteCreateFormSchema);
  const save = async (body: SupplierQuoteCreate) => {
    const { data } = await dataProvider.create<SupplierQuoteView>('supplier-quotes', { data: body });
    await saved(data, 'app.supplierQuotes.dialog.created');
    onClose();
  };
  return (
    <FormDialog
      title={t('app.supplierQuotes.dialog.newTitle')}
      saveLabel={t('app.supplierQuotes.dialog.create')}
      resolver={resolver}
      defaultValues={EMPTY_QUOTE}
      onSave={save}
      errors={{ inputOf: quoteInputOf, conflictField: 'number' }}
      onClose={onClose}
    >
      <QuoteInputs />
    </FormDialog>
  );
}

export function EditQuoteDialog({
  quote: loaded,
  onClose,
}: {
  quote: SupplierQuoteView;
  onClose: () => void;
}) {
  const { data: product, isPending } = useGetOne<Product>('products', { id: loaded.product.id });
  if (isPending) return null;
  const option: ProductOption = {
    ...loaded.product,
    packagingTypes: product?.packagingTypes ?? [loaded.packagingType],
  };
  return <EditQuoteForm loaded={loaded} product={option} onClose={onClose} />;
}

function EditQuoteForm({
  loaded,
  product,
  onClose,
}: {
  loaded: SupplierQuoteView;
  product: ProductOption;
  onClose: () => void;
}) {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const saved = useSaved();
  const [quote, setQuote] = useState(loaded);
  const schema = useMemo(() => quoteUpdateFormSchema(quote.version), [quote.version]);
  const resolver = useDomainResolver(schema);
  const save = async (body: SupplierQuoteUpdate) => {
    const { data } = await dataProvider.update<SupplierQuoteView>('supplier-quotes', {
      id: quote.id,
      data: body,
      previousData: quote,
    });
    await saved(data, 'app.supplierQuotes.dialog.updated');
    onClose();
  };
  const reloadLatest = async () => {
    const { data } = await dataProvider.getOne<SupplierQuoteView>('supplier-quotes', { id: loaded.id });
    setQuote(data);
    return quoteValuesOf(data, product);
  };
  return (
    <FormDialog
      title={t('app.supplierQuotes.dialog.editTitle', { number: loaded.number })}
      saveLabel={t('app.lists.form.save')}
      resolver={resolver}
      defaultValues={quoteValuesOf(loaded, product)}
      onSave={save}
      errors={{ inputOf: quoteInputOf, conflictField: 'number' }}
      onClose={onClose}
      onReload={reloadLatest}
      saveNeedsChanges
    >
      <QuoteInputs />
    </FormDialog>
  );
}
