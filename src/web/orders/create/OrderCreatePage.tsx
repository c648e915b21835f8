/**
 * /orders/create: the order creation form on react-admin's `<Form>`, checked as it is filled in with
 * the very schema the server applies (`orderCreationSchema` for today in Mexico City and the
 * session's role), an estimate of the order summary, and on success the new order's page (the first
 * of a multi order). A refusal lands on the inputs its details name, the rest above the form.
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Box, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  Form,
  Title,
  useCanAccess,
  useDataProvider,
  useGetIdentity,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { businessDay } from '../../../domain/dates';
import type { OrderCreation, OrderCreationInput } from '../../../domain/orders';
import type { Profile } from '../../../domain/users';
import { PageLoader } from '../../navigation/PageLoader';
import type { AppPermissions } from '../../providers/authProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { submissionErrors } from '../../ui/forms/submissionErrors';
import { PageHeader } from '../../ui/PageHeader';
import { mspRefusalErrors, mspRefusalLines } from './approvedMsp';
import { OrderCreateLayout } from './OrderCreateLayout';
import {
  emptyOrderForm,
  type OrderCreateFormValues,
  orderCreateInputOf,
  orderCreateResolver,
  toOrderPayload,
} from './orderCreateForm';
import { type OrderPrefill, prefilledForm, prefillOf } from './orderPrefill';

interface OrderCreateFormProps {
  role: string;
  profile: Profile | undefined;
  /** What an approved price request hands over ('Create order'). */
  prefill: OrderPrefill | null;
}

function OrderCreateForm({ role, profile, prefill }: OrderCreateFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canOverride = useCanAccess({ resource: 'price-request', action: 'overrideMsp' }).canAccess === true;
  const create = useMutation({
    mutationFn: (payload: OrderCreationInput) => dataProvider.createOrders(payload),
  });
  // The window is fixed when the form opens; the server checks the day again when it receives it.
  const today = useMemo(() => businessDay(), []);
  // react-admin's <Form> types its values once; what onSubmit receives is the schema's answer.
  const resolver = useMemo(
    () => orderCreateResolver(today, role) as unknown as Resolver<OrderCreateFormValues>,
    [today, role],
  );
  const unit = profile?.unitMeasure ?? 'KG';
  const defaultValues = useMemo(() => {
    const empty = emptyOrderForm(role, profile?.preferredCurrency);
    return prefill ? prefilledForm(empty, prefill, unit) : empty;
  }, [role, profile?.preferredCurrency, prefill, unit]);
  const knownProducts = useMemo(() => (prefill ? [prefill.product] : []), [prefill]);

  const submit = async (values: unknown) => {
    try {
      const created = await create.mutateAsync(toOrderPayload(values as OrderCreation));
      const [first] = created;
      if (!first) throw new Error('The API created no order');
      if (created.length === 1) {
        notify('app.orderCreate.created', { type: 'success', messageArgs: { number: first.displayNumber } });
      } else {
        const numbers = created.map((o) => o.displayNumber).join(', ');
        notify('app.orderCreate.createdMany', { type: 'success', messageArgs: { numbers } });
      }
      navigate(`/orders/${first.id}`);
      return undefined;
    } catch (error) {
      const order = values as OrderCreation;
      const belowMsp = mspRefusalLines(
        error,
        order.items.map((i) => i.productId),
      );
      if (belowMsp) return mspRefusalErrors(error, belowMsp, order.currency, canOverride, translate);
      return submissionErrors(error, translate, { inputOf: orderCreateInputOf });
    }
  };

  return (
    // react-admin's <Form> renders a bare <form>: the landmark and its name are on this box.
    <Box role="form" aria-label={translate('app.orderCreate.title')}>
      <Form<OrderCreateFormValues>
        noValidate
        resolver={resolver}
        defaultValues={defaultValues}
        onSubmit={submit}
        disableInvalidFormNotification
      >
        <OrderCreateLayout today={today} role={role} unit={unit} knownProducts={knownProducts} />
      </Form>
    </Box>
  );
}

export default function OrderCreatePage() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<AppPermissions>();
  const { identity, isPending: identityPending } = useGetIdentity();
  const location = useLocation();
  const prefill = useMemo(() => prefillOf(location.state), [location.state]);
  const ready = !isPending && !identityPending && permissions;
  return (
    <Box sx={{ maxWidth: 1280 }}>
      <Title title={translate('app.orderCreate.title')} />
      <PageHeader
        overline={
          <Button component={Link} to="/orders" size="small" color="inherit" startIcon={<ArrowBackRounded />}>
            {translate('app.orderCreate.back')}
          </Button>
        }
        title={translate('app.orderCreate.title')}
        subtitle={translate('app.orderCreate.subtitle')}
      />
      {ready ? (
        <OrderCreateForm
          role={permissions.role}
          profile={identity?.profile as Profile | undefined}
          prefill={prefill}
        />
      ) : (
        <PageLoader />
      )}
    </Box>
  );
}
