/**
 * The order's data: type, number, purchase order, creation date, seller,
 * company (link to the customer), customer external id, payment method, region, delivery method,
 * delivery address (delivery partner only), requested date and the comments typed at creation.
 * Delivery date and method are edited here, one at a time.
 */
import { Box, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Locale } from '../../../../domain/i18n';
import type { OrderDetail } from '../../../../domain/orders/views';
import { formatDate } from '../../../format';
import { useTenantTheme } from '../../../tenantTheme';
import { deliveryModelLabel, paymentTermLabel } from '../../list/orderLabels';
import { SectionCard } from '../documents/SectionCard';
import { DeliveryDateEditor } from '../editing/DeliveryDateEditor';
import { DeliveryModelEditor } from '../editing/DeliveryModelEditor';
import { EditButton } from '../editing/EditControls';
import { useOrderEditing } from '../editing/useOrderEditing';
import { orderTypeLabelKey } from './orderTypeLabel';

const F = 'app.orderDetail.fields';

export function OrderSummaryCard({ order }: { order: OrderDetail }) {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const locale = lang as Locale;
  const { productName } = useTenantTheme();
  const { editing } = useOrderEditing();
  // The company is a way into the customer's page only for whoever may open it (not the customer role).
  const canOpenCustomer = useCanAccess({ resource: 'customers', action: 'show' }).canAccess === true;
  const none = translate(`${F}.none`);
  const payment =
    order.payments.paymentTerm === 'CREDIT' && order.payments.creditDays > 0
      ? `${paymentTermLabel(order.payments.paymentTerm, locale)} · ${translate(`${F}.creditDays`, { days: order.payments.creditDays })}`
      : paymentTermLabel(order.payments.paymentTerm, locale);

  return (
    <SectionCard testId="order-summary" title={translate('app.orderDetail.sections.summary')}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          // Two columns even on phones: the values are short, a single column is a long scroll.
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        <Field id="type" label={translate(`${F}.type`)}>
          {translate(orderTypeLabelKey(order))}
        </Field>
        <Field id="number" label={translate(`${F}.number`)}>
          {order.displayNumber}
        </Field>
        <Field id="purchaseOrderId" label={translate(`${F}.purchaseOrderId`)}>
          {order.purchaseOrderId ?? none}
        </Field>
        <Field id="createdAt" label={translate(`${F}.createdAt`)}>
          {formatDate(order.createdAt, locale)}
        </Field>
        <Field id="seller" label={translate(`${F}.seller`)}>
          {order.seller?.name ?? none}
        </Field>
        <Field id="company" label={translate(`${F}.company`)} wide>
          {canOpenCustomer ? (
            <MuiLink component={Link} to={`/customers/${order.customer.id}`} underline="hover">
              {order.customer.companyName}
            </MuiLink>
          ) : (
            order.customer.companyName
          )}
        </Field>
        <Field id="customerExternalId" label={translate(`${F}.customerExternalId`)}>
          {order.customerExternalId ?? none}
        </Field>
        <Field id="paymentMethod" label={translate(`${F}.paymentMethod`)}>
          {payment}
        </Field>
        <Field id="region" label={translate(`${F}.region`)}>
          {order.customer.region?.name ?? none}
        </Field>
        {order.delivery.warehouse && (
          <Field id="warehouse" label={translate(`${F}.warehouse`)}>
            {order.delivery.warehouse.name}
          </Field>
        )}
        <Field
          id="deliveryDate"
          label={translate(`${F}.deliveryDate`)}
          action={<EditButton field="deliveryDate" label={translate(`${F}.deliveryDate`)} />}
          editor={editing === 'deliveryDate' ? <DeliveryDateEditor /> : undefined}
        >
          {formatDate(order.delivery.deliveryDate, locale)}
        </Field>
        <Field
          id="deliveryMethod"
          label={translate(`${F}.deliveryMethod`)}
          action={<EditButton field="deliveryModel" label={translate(`${F}.deliveryMethod`)} />}
          editor={editing === 'deliveryModel' ? <DeliveryModelEditor /> : undefined}
        >
          {deliveryModelLabel(order.delivery.deliveryModel, locale, productName)}
        </Field>
        {order.delivery.deliveryModel === 'DELIVERY_PARTNER' && editing !== 'deliveryModel' && (
          <Field id="deliveryAddress" label={translate(`${F}.deliveryAddress`)} wide>
            {order.delivery.address?.fullAddress ?? none}
          </Field>
        )}
        {order.comments?.trim() && (
          <Field id="comments" label={translate(`${F}.comments`)} wide>
            <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
              {order.comments}
            </Box>
          </Field>
        )}
      </Box>
    </SectionCard>
  );
}

interface FieldProps {
  id: string;
  label: string;
  children: ReactNode;
  action?: ReactNode;
  /** Shown instead of the value while this field is being edited (takes the whole row). */
  editor?: ReactNode;
  wide?: boolean;
}

function Field({ id, label, children, action, editor, wide }: FieldProps) {
  return (
    <Box
      data-testid={`field-${id}`}
      sx={{
        minWidth: 0,
        gridColumn: editor ? '1 / -1' : wide ? { xs: '1 / -1', lg: 'span 2' } : 'auto',
        ...(editor ? { p: 2, borderRadius: 2, bgcolor: 'action.hover' } : {}),
      }}
    >
      {/* The edit button sits in the term itself: a dt must be a direct child of the group. */}
      <Typography
        component="dt"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 28 }}
      >
        {label}
        {!editor && action}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {editor ?? children}
      </Typography>
    </Box>
  );
}
