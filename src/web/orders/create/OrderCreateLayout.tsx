/**
 * What the creation form shows, inside the form: the refusal above the sections (customer and
 * terms, products, delivery, documents), and beside them the estimate with the submit button. A
 * customer-role user's own company is put in the form as soon as it has loaded.
 */
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { createsForSellers, deliveryWindow, type QuantityUnit } from '../../../domain/orders';
import { FormFailure } from '../../ui/forms/FormFailure';
import { lineMsp, useApprovedMsps } from './approvedMsp';
import { CustomerTermsSection } from './CustomerTermsSection';
import { useAgreedPrices, useOwnCustomer } from './creationQueries';
import { DeliverySection } from './DeliverySection';
import { DocumentsSection } from './DocumentsSection';
import { OrderEstimateCard } from './OrderEstimateCard';
import type { OrderCreateFormValues } from './orderCreateForm';
import type { ProductOption } from './ProductPicker';
import { ProductRows } from './ProductRows';
import { useOrderEstimate } from './useOrderEstimate';

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

/**
 * The approved MSPs of the chosen customer's products (staff only: the portal orders at its agreed
 * prices), and whether to offer pricing the override: while a line is below its MSP, after the
 * server refused one, or once it is on.
 */
function useMspGuard(enabled: boolean, exchangeRate: string | undefined) {
  const [customer, items, currency, override] = useWatch<
    OrderCreateFormValues,
    ['customer', 'items', 'currency', 'mspOverride']
  >({ name: ['customer', 'items', 'currency', 'mspOverride'] });
  const { errors } = useFormState<OrderCreateFormValues>();
  const canOverride = useCanAccess({ resource: 'price-request', action: 'overrideMsp' }).canAccess === true;
  const rows = items ?? [];
  const approvals = useApprovedMsps(
    customer?.id,
    rows.map((i) => i.productId),
    enabled,
  );
  // Computed here, where the rows are already watched, so the rows need no watchers of their own.
  const lines = rows.map((item) =>
    lineMsp(approvals.get(item.productId), item.targetPrice, currency, exchangeRate),
  );
  const anyBelow = lines.some((line) => line?.below);
  const offerOverride = canOverride && (anyBelow || Boolean(errors.mspOverride) || Boolean(override));
  return { lines, offerOverride };
}

export interface OrderCreateLayoutProps {
  /** The business day the form opened on ('yyyy-mm-dd', Mexico City). */
  today: string;
  role: string;
  unit: QuantityUnit;
  /** Products the form starts with (a prefilled order's), so their rows show them picked. */
  knownProducts?: readonly ProductOption[];
}

export function OrderCreateLayout({ today, role, unit, knownProducts }: OrderCreateLayoutProps) {
  const translate = useTranslate();
  const window = useMemo(() => deliveryWindow(today), [today]);
  const fixedCustomer = role === 'customer';
  const own = useOwnCustomer(fixedCustomer);
  const agreed = useAgreedPrices(own.data?.id ?? null, fixedCustomer);
  const { setValue } = useFormContext<OrderCreateFormValues>();
  const { isSubmitting } = useFormState();
  const estimate = useOrderEstimate(unit);
  const msp = useMspGuard(!fixedCustomer, estimate.exchangeRate);

  useEffect(() => {
    if (own.data) {
      const { id, companyName, rfc } = own.data;
      setValue('customer', { id, companyName, rfc });
    }
  }, [own.data, setValue]);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0,1fr)', lg: 'minmax(0,1fr) 340px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <FormFailure />
        {fixedCustomer && own.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {translate('app.orderCreate.customer.selfLoadError')}
          </Alert>
        )}
        <FormSection title={translate('app.orderCreate.sections.customer')}>
          <CustomerTermsSection fixedCustomer={fixedCustomer} choosesSeller={createsForSellers(role)} />
        </FormSection>
        <FormSection title={translate('app.orderCreate.sections.products')}>
          <ProductRows
            currency={estimate.currency}
            unit={unit}
            lineTotals={estimate.lineTotals}
            agreed={fixedCustomer ? { prices: agreed.data, failed: agreed.isError } : null}
            knownProducts={knownProducts}
            msp={msp}
          />
        </FormSection>
        <FormSection title={translate('app.orderCreate.sections.delivery')}>
          <DeliverySection
            window={window}
            selfAddresses={fixedCustomer ? (own.data?.addresses ?? []) : null}
          />
        </FormSection>
        <FormSection title={translate('app.orderCreate.sections.documents')}>
          <DocumentsSection />
        </FormSection>
      </Box>
      <Card sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <OrderEstimateCard
            totals={estimate.totals}
            currency={estimate.currency}
            pricingFailed={estimate.pricingFailed}
            exchangeRate={estimate.exchangeRate}
            orders={estimate.orders}
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
                : estimate.orders > 1
                  ? translate('app.orderCreate.submitMany', { count: estimate.orders })
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
