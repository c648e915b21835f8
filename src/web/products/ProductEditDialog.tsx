/**
 * Editing a product in a dialog: only what changed is sent, with the version that was loaded.
 * Someone else's save in between (409) is said above the form with a way to load the latest
 * version; a reference already taken goes on the reference field.
 */
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Product, ProductCreate } from '../../domain/products';
import { FormDialog } from '../ui/forms/FormDialog';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { ProductInputs } from './ProductInputs';
import {
  hasProductChanges,
  PRODUCT_FIELDS,
  productFormOf,
  productFormSchema,
  productUpdateOf,
} from './productForm';

interface Props {
  product: Product;
  onClose: () => void;
}

export function ProductEditDialog({ product: loaded, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [update] = useUpdate<Product>();
  const resolver = useDomainResolver(productFormSchema);
  // The product as last read: its version goes with the save, its values are what "changed" means.
  const [product, setProduct] = useState(loaded);

  const save = async (values: ProductCreate) => {
    const data = productUpdateOf(product, values);
    if (!hasProductChanges(data)) {
      onClose();
      return;
    }
    await update(
      'products',
      { id: product.id, data, previousData: product },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('app.products.edit.updated', {
      type: 'success',
      messageArgs: { reference: data.reference ?? product.reference },
    });
    onClose();
  };

  const reloadLatest = async () => {
    const { data: fresh } = await dataProvider.getOne<Product>('products', { id: loaded.id });
    setProduct(fresh);
    return productFormOf(fresh);
  };

  return (
    <FormDialog
      title={translate('app.products.edit.title', { reference: product.reference })}
      saveLabel={translate('app.products.edit.save')}
      resolver={resolver}
      defaultValues={productFormOf(loaded)}
      onSave={save}
      errors={{ fields: PRODUCT_FIELDS, conflictField: 'reference' }}
      onClose={onClose}
      onReload={reloadLatest}
      reloadError={translate('app.products.edit.reloadError')}
      maxWidth="sm"
      saveNeedsChanges
      formSx={{}}
    >
      <ProductInputs autoFocus />
    </FormDialog>
  );
}
