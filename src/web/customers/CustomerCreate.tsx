/**
 * /customers/create: the customer's data checked with customerInputSchema as it is typed, the
 * server's refusals shown on their fields, and the new customer's page opened after saving.
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Box, Button, Card, CardContent, Divider } from '@mui/material';
import { Title, useCreate, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { CustomerDetail } from '../../domain/customers';
import { useDataScope } from '../auth/useDataScope';
import { FormFailure } from '../ui/forms/FormFailure';
import { PageForm } from '../ui/forms/PageForm';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { PageHeader } from '../ui/PageHeader';
import { CustomerInputs } from './CustomerInputs';
import {
  CUSTOMER_FIELDS,
  type CustomerFormValues,
  customerFormSchema,
  EMPTY_CUSTOMER_FORM,
  toCustomerInput,
} from './customerForm';

export function CustomerCreatePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const [create] = useCreate<CustomerDetail>();
  const chooseSeller = useDataScope().seesOtherSellers;
  const resolver = useDomainResolver(customerFormSchema);

  const save = async (values: CustomerFormValues) => {
    const created = await create(
      'customers',
      { data: toCustomerInput(values, chooseSeller) },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    if (!created) return;
    notify('app.customers.create.created', { type: 'success' });
    navigate(`/customers/${created.id}`);
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Title title={translate('app.customers.create.title')} />
      <PageHeader
        overline={
          <Button
            component={Link}
            to="/customers"
            size="small"
            color="inherit"
            startIcon={<ArrowBackRounded />}
          >
            {translate('app.customers.create.back')}
          </Button>
        }
        title={translate('app.customers.create.title')}
        subtitle={translate('app.customers.create.subtitle')}
      />
      <Card>
        <PageForm
          label={translate('app.customers.create.title')}
          resolver={resolver}
          defaultValues={EMPTY_CUSTOMER_FORM}
          onSave={save}
          errors={{ fields: CUSTOMER_FIELDS, conflictField: 'rfc' }}
        >
          <CardContent sx={{ p: { xs: 2, md: 3 } }}>
            <FormFailure />
            <CustomerInputs chooseSeller={chooseSeller} grouped autoFocus />
          </CardContent>
          <Divider />
          <CreateButtons />
        </PageForm>
      </Card>
    </Box>
  );
}

function CreateButtons() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
      <Button component={Link} to="/customers" color="inherit" disabled={isSubmitting}>
        {translate('app.lists.form.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={isSubmitting} loadingPosition="start">
        {translate(isSubmitting ? 'app.customers.create.submitting' : 'app.customers.create.submit')}
      </Button>
    </Box>
  );
}
