/**
 * "Nuevo producto": the product checked with the domain's schema as it is typed, the server's
 * refusals on their fields (a reference already taken on the reference), and a fresh form after
 * each product so several can be entered in a row.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Button, Card, CardContent, CardHeader, Divider } from '@mui/material';
import { useCreate, useNotify, useTranslate } from 'react-admin';
import { type UseFormReturn, useFormContext, useFormState } from 'react-hook-form';
import type { Product, ProductCreate } from '../../domain/products';
import { FormFailure } from '../ui/forms/FormFailure';
import { PageForm } from '../ui/forms/PageForm';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { ProductInputs } from './ProductInputs';
import { EMPTY_PRODUCT_FORM, PRODUCT_FIELDS, type ProductFormValues, productFormSchema } from './productForm';

export function ProductCreateCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate<Product>();
  const resolver = useDomainResolver(productFormSchema);

  const save = async (values: ProductCreate, form: UseFormReturn<ProductFormValues>) => {
    const created = await create(
      'products',
      { data: values },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('app.products.create.created', {
      type: 'success',
      messageArgs: { reference: created?.reference ?? values.reference },
    });
    form.reset(EMPTY_PRODUCT_FORM);
    form.setFocus('reference');
  };

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
      <PageForm
        label={translate('app.products.create.title')}
        resolver={resolver}
        defaultValues={EMPTY_PRODUCT_FORM}
        onSave={save}
        errors={{ fields: PRODUCT_FIELDS, conflictField: 'reference' }}
      >
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <FormFailure />
          <ProductInputs wide />
        </CardContent>
        <Divider />
        <CreateButtons />
      </PageForm>
    </Card>
  );
}

/** Clear (a fresh form) and create. */
function CreateButtons() {
  const translate = useTranslate();
  const { reset } = useFormContext<ProductFormValues>();
  const { isSubmitting } = useFormState();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
      <Button color="inherit" disabled={isSubmitting} onClick={() => reset(EMPTY_PRODUCT_FORM)}>
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
  );
}
