/**
 * Editing a product in a dialog: only what changed is sent, with the version that was loaded.
 * Someone else's save in between (409) is said above the form with a way to load the latest
 * version; a reference already taken goes on the reference field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useForm } from 'react-hook-form';
import type { Product, ProductCreate } from '../../domain/products';
import { FormFailure, type FormProblem } from '../ui/forms/legacy/FormFailure';
import { problemOfSave } from '../ui/forms/legacy/saveFailure';
import { ProductInputs } from './ProductInputs';
import {
  hasProductChanges,
  PRODUCT_FIELDS,
  type ProductFormValues,
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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [update] = useUpdate<Product>();
  // The product as last read: its version goes with the save, its values are what "changed" means.
  const [product, setProduct] = useState(loaded);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<ProductFormValues, unknown, ProductCreate>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productFormOf(loaded),
  });

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const data = productUpdateOf(product, values);
    if (!hasProductChanges(data)) {
      onClose();
      return;
    }
    try {
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
    } catch (error) {
      setProblem(
        problemOfSave(error, translate, setError, { fields: PRODUCT_FIELDS, conflictField: 'reference' }),
      );
    }
  });

  const reloadLatest = async () => {
    try {
      const { data: fresh } = await dataProvider.getOne<Product>('products', { id: product.id });
      setProduct(fresh);
      reset(productFormOf(fresh));
      setProblem({ kind: 'reloaded' });
    } catch {
      setProblem({ kind: 'message', message: translate('app.products.edit.reloadError') });
    }
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {translate('app.products.edit.title', { reference: product.reference })}
        </DialogTitle>
        <DialogContent dividers>
          <FormFailure problem={problem} onReload={() => void reloadLatest()} />
          <ProductInputs control={control} disabled={isSubmitting} autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" onClick={close} disabled={isSubmitting}>
            {translate('app.lists.form.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!isDirty}
            loading={isSubmitting}
            loadingPosition="start"
          >
            {translate(isSubmitting ? 'app.lists.form.saving' : 'app.products.edit.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
