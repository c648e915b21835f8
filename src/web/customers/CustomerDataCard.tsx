/**
 * The customer's data on its page, editable in place: Edit turns the values into fields, Save
 * sends the changes with the version that was read (a stale one is refused with 409: the user is
 * told and can reload), Cancel or Escape puts the values back.
 */
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, CardContent, CardHeader, Divider, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { CustomerDetail } from '../../domain/customers';
import { FormFailure } from '../ui/forms/FormFailure';
import { PageForm } from '../ui/forms/PageForm';
import { useDomainResolver } from '../ui/forms/useDomainResolver';
import { CustomerInputs } from './CustomerInputs';
import {
  CUSTOMER_FIELDS,
  type CustomerFormValues,
  customerFormOf,
  customerFormSchema,
  toCustomerInput,
} from './customerForm';

export interface CustomerDataCardProps {
  customer: CustomerDetail;
  canWrite: boolean;
  chooseSeller: boolean;
  /** Reads the customer again; resolves with the fresh record. */
  reload: () => Promise<CustomerDetail | undefined>;
}

export function CustomerDataCard({ customer, canWrite, chooseSeller, reload }: CustomerDataCardProps) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  return (
    <Card component="section" aria-labelledby="customer-data-title">
      <CardHeader
        id="customer-data-title"
        title={translate('app.customers.show.data')}
        slotProps={{ title: { variant: 'h3', component: 'h2', sx: { fontSize: '1.1rem' } } }}
        action={
          canWrite && !editing ? (
            <Button startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
              {translate('app.customers.show.edit')}
            </Button>
          ) : undefined
        }
      />
      <Divider />
      {editing ? (
        <CustomerEditForm
          customer={customer}
          chooseSeller={chooseSeller}
          reload={reload}
          onDone={() => setEditing(false)}
        />
      ) : (
        <CustomerValues customer={customer} />
      )}
    </Card>
  );
}

const WIDE = new Set(['companyName', 'email']);

function CustomerValues({ customer }: { customer: CustomerDetail }) {
  const translate = useTranslate();
  const none = translate('app.customers.show.empty');
  const rows: [string, string, boolean?][] = [
    ['companyName', customer.companyName],
    ['rfc', customer.rfc, true],
    ['fullName', customer.fullName],
    ['email', customer.email ?? none],
    ['phone', customer.phone ?? none],
    ['externalId', customer.externalId ?? none],
    ['region', customer.region?.name ?? none],
    ['seller', customer.seller?.fullName ?? translate('app.customers.list.noSeller')],
  ];
  return (
    <CardContent
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        // The company and the e-mail are long: they take the whole row on phones.
        '& > .wide': { gridColumn: { xs: '1 / -1', lg: 'auto' } },
      }}
    >
      {rows.map(([name, value, mono]) => (
        <Box key={name} sx={{ minWidth: 0 }} className={WIDE.has(name) ? 'wide' : undefined}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`app.customers.fields.${name}`)}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, overflowWrap: 'anywhere', ...(mono ? { fontFamily: 'monospace' } : {}) }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </CardContent>
  );
}

interface EditFormProps {
  customer: CustomerDetail;
  chooseSeller: boolean;
  reload: CustomerDataCardProps['reload'];
  onDone: () => void;
}

function CustomerEditForm({ customer, chooseSeller, reload, onDone }: EditFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate<CustomerDetail>();
  const resolver = useDomainResolver(customerFormSchema);
  // The version the user is editing: a save made from it is refused if the record moved on.
  const version = useRef(customer.version);

  const save = async (values: CustomerFormValues) => {
    await update(
      'customers',
      {
        id: customer.id,
        data: { ...toCustomerInput(values, chooseSeller), version: version.current },
        previousData: customer,
      },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('app.customers.show.updated', { type: 'success' });
    onDone();
  };

  return (
    <PageForm
      label={translate('app.customers.show.editHint')}
      resolver={resolver}
      defaultValues={customerFormOf(customer)}
      onSave={save}
      errors={{ fields: CUSTOMER_FIELDS, conflictField: 'rfc' }}
    >
      <CustomerEditFields
        customer={customer}
        chooseSeller={chooseSeller}
        onDone={onDone}
        reload={async () => {
          const fresh = await reload();
          if (fresh) version.current = fresh.version;
          return fresh;
        }}
      />
    </PageForm>
  );
}

/** The edit's fields and buttons, reading the form; Escape leaves the edit as Cancel does. */
function CustomerEditFields({ customer, chooseSeller, reload, onDone }: EditFormProps) {
  const translate = useTranslate();
  const { reset, setError } = useFormContext<CustomerFormValues>();
  const { isSubmitting } = useFormState();

  const reloadLatest = async () => {
    const fresh = await reload();
    if (!fresh) return;
    reset(customerFormOf(fresh));
    setError('root.reloaded', { type: 'info' });
  };

  return (
    <Box
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isSubmitting) {
          event.preventDefault();
          onDone();
        }
      }}
    >
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <FormFailure onReload={() => void reloadLatest()} />
        <CustomerInputs chooseSeller={chooseSeller} currentSeller={customer.seller} autoFocus />
      </CardContent>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
        <Button color="inherit" onClick={onDone} disabled={isSubmitting}>
          {translate('app.lists.form.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting} loadingPosition="start">
          {translate(isSubmitting ? 'app.lists.form.saving' : 'app.customers.show.save')}
        </Button>
      </Box>
    </Box>
  );
}
