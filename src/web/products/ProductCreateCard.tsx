/**
 * "Nuevo producto": the product checked with the domain's schema as it is typed, the server's
 * refusals on their fields (a reference already taken on the reference), and a fresh form after
 * each product so several can be entered in a row.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Button, Card, CardContent, CardHeader, Divider } from '@mui/material';
import { useState } from 'react';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import { useForm } from 'react-hook-form';
import type { Product, ProductCreate } from '../../domain/products';
import { FormFailure, type FormProblem } from '../ui/forms/legacy/FormFailure';
import { problemOfSave } from '../ui/forms/legacy/saveFailure';
import { ProductInputs } from './ProductInputs';
import { EMPTY_PRODUCT_FORM, PRODUCT_FIELDS, type ProductFormValues, productFormSchema } from './productForm';

export function ProductCreateCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate<Product>();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductCreate>({
    resolver: zodResolver(productFormSchema),
    defaultValues: EMPTY_PRODUCT_FORM,
  });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const created = await create(
        'products',
        { data: values },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.products.create.created', {
        type: 'success',
        messageArgs: { reference: created?.reference ?? values.reference },
      });
      reset(EMPTY_PRODUCT_FORM);
      setFocus('reference');
    } catch (error) {
      setProblem(
        problemOfSave(error, translate, setError, { fields: PRODUCT_FIELDS, conflictField: 'reference' }),
      );
    }
  });

  return (
    <Card component="section" aria-labelledby="product-create-title">
      <CardHeader
        id="product-create-title"
        title={translate('app.products.create.title')}
        subheader={translate('app.products.create.subtitle')}
        slotProps={{
          title: { variant: 'h3', component: 'h2', sx: { fontSize: '1.1rem' } },
          subheader: { variant: 'body2', sx: { mt: 0.5 } },
        }}
      />
      <Divider />
      <Box component="form" noValidate onSubmit={submit} aria-label={translate('app.products.create.title')}>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <FormFailure problem={problem} />
          <ProductInputs control={control} disabled={isSubmitting} wide />
        </CardContent>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
          <Button
            color="inherit"
            disabled={isSubmitting}
            onClick={() => {
              setProblem(null);
              reset(EMPTY_PRODUCT_FORM);
            }}
          >
            {translate('app.products.create.clear')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddRounded />}
            loading={isSubmitting}
            loadingPosition="start"
          >
            {translate(isSubmitting ? 'app.products.create.submitting' : 'app.products.create.submit')}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
