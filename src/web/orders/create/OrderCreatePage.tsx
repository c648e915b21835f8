/**
 * /orders/create: the seeds' order creation form, checked as it is filled in with the very schema
 * the server applies (`orderCreationSchema` for today in Mexico City and the session's role), an
 * estimate of the order summary, and on success the new order's page (the first of a multi order).
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Title, useGetIdentity, useNotify, usePermissions, useTranslate } from 'react-admin';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { businessDay } from '../../../domain/dates';
import { createsForSellers, deliveryWindow, type OrderCreation } from '../../../domain/orders';
import type { Profile } from '../../../domain/users';
import { PageLoader } from '../../navigation/PageLoader';
import type { AppPermissions } from '../../providers/authProvider';
import { FormFailure, type FormProblem } from '../../ui/forms/legacy/FormFailure';
import { failureOf } from '../../ui/forms/legacy/failure';
import { PageHeader } from '../../ui/PageHeader';
import { CustomerTermsSection } from './CustomerTermsSection';
import { DeliverySection } from './DeliverySection';
import { DocumentsSection } from './DocumentsSection';
import { OrderEstimateCard } from './OrderEstimateCard';
import { createOrders, usePricingInForce, useSelfCustomer } from './orderCreateApi';
import {
  additionalOrdersCount,
  emptyOrderForm,
  type OrderCreateFormValues,
  orderCreateResolver,
  toOrderPayload,
} from './orderCreateForm';
import { orderEstimate } from './orderEstimate';
import { ProductRows } from './ProductRows';
import { placeServerErrors } from './serverErrors';

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2, md: 3 }, '&:last-child': { pb: { xs: 2, md: 3 } } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

interface OrderCreateFormProps {
  role: string;
  profile: Profile | undefined;
}

function OrderCreateForm({ role, profile }: OrderCreateFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // The window is fixed when the form opens; the server checks the day again when it receives it.
  const today = useMemo(() => businessDay(), []);
  const window = useMemo(() => deliveryWindow(today), [today]);
  const fixedCustomer = role === 'customer';
  const unit = profile?.unitMeasure ?? 'KG';
  const {
    control: typedControl,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<OrderCreateFormValues, unknown, OrderCreation>({
    resolver: orderCreateResolver(today, role),
    defaultValues: emptyOrderForm(role, profile?.preferredCurrency),
  });

  // The inputs read and write the form's values only; what the schema answers matters to submit alone.
  const control = typedControl as unknown as Control<OrderCreateFormValues>;

  const self = useSelfCustomer(fixedCustomer);
  useEffect(() => {
    if (self.data) {
      const { id, companyName, rfc } = self.data;
      setValue('customer', { id, companyName, rfc });
    }
  }, [self.data, setValue]);

  const pricing = usePricingInForce();
  const [items, currency, deliveryModel, hasIva, isMultiOrder, additional] = useWatch({
    control,
    name: ['items', 'currency', 'deliveryModel', 'hasIva', 'isMultiOrder', 'numberOfAdditionalOrders'],
  });
  const estimate = orderEstimate({ items, currency, deliveryModel, hasIva }, pricing.data?.values, unit);
  const orders = isMultiOrder ? additionalOrdersCount(additional) + 1 : 1;
  const disabled = isSubmitting;

  const submit = handleSubmit(async (order) => {
    setProblem(null);
    try {
      const created = await createOrders(toOrderPayload(order));
      const [first] = created;
      if (!first) throw new Error('The API created no order');
      if (created.length === 1) {
        notify('app.orderCreate.created', { type: 'success', messageArgs: { number: first.displayNumber } });
      } else {
        const numbers = created.map((o) => o.displayNumber).join(', ');
        notify('app.orderCreate.createdMany', { type: 'success', messageArgs: { numbers } });
      }
      navigate(`/orders/${first.id}`);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.kind !== 'server') {
        setProblem({ kind: 'message', message: translate('app.lists.form.networkError') });
        return;
      }
      const rest = placeServerErrors(failure, setError);
      if (rest !== null)
        setProblem({ kind: 'message', message: rest || translate('app.orderCreate.saveError') });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={translate('app.orderCreate.title')}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0,1fr)', lg: 'minmax(0,1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <FormFailure problem={problem} />
        {fixedCustomer && self.isError && (
          <FormFailure
            problem={{ kind: 'message', message: translate('app.orderCreate.customer.selfLoadError') }}
          />
        )}
        <FormSection title={translate('app.orderCreate.sections.customer')}>
          <CustomerTermsSection
            control={control}
            setValue={setValue}
            fixedCustomer={fixedCustomer}
            choosesSeller={createsForSellers(role)}
            disabled={disabled}
          />
        </FormSection>
        <FormSection title={translate('app.orderCreate.sections.products')}>
          <ProductRows
            control={control}
            setValue={setValue}
            errors={errors}
            currency={currency}
            unit={unit}
            lineTotals={estimate.lineTotals}
            disabled={disabled}
          />
        </FormSection>
        <FormSection title={translate('app.orderCreate.sections.delivery')}>
          <DeliverySection
            control={control}
            errors={errors}
            window={window}
            selfAddresses={fixedCustomer ? (self.data?.addresses ?? []) : null}
            disabled={disabled}
          />
        </FormSection>
        <FormSection title={translate('app.orderCreate.sections.documents')}>
          <DocumentsSection control={control} errors={errors} disabled={disabled} />
        </FormSection>
      </Box>
      <Card sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <OrderEstimateCard
            totals={estimate.totals}
            currency={currency}
            pricingFailed={pricing.isError}
            exchangeRate={pricing.data?.values.exchangeRateUsdMxn}
            orders={orders}
          />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={isSubmitting}
              loadingPosition="start"
            >
              {isSubmitting
                ? translate('app.orderCreate.submitting')
                : orders > 1
                  ? translate('app.orderCreate.submitMany', { count: orders })
                  : translate('app.orderCreate.submit')}
            </Button>
            <Button component={Link} to="/orders" color="inherit" disabled={isSubmitting}>
              {translate('app.orderCreate.cancel')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}

export default function OrderCreatePage() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<AppPermissions>();
  const { identity, isPending: identityPending } = useGetIdentity();
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
        <OrderCreateForm role={permissions.role} profile={identity?.profile as Profile | undefined} />
      ) : (
        <PageLoader />
      )}
    </Box>
  );
}
