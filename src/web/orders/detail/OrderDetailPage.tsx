/**
 * /orders/{id}: the order summary (status badge, type, number, purchase
 * order, dates, seller, company, payment, region, delivery, requested date, order confirmation,
 * products, order summary, progress), its one-field edits, the sections other areas add (finance),
 * then the files, timeline and comments.
 * Without read permission the route guard shows the access-denied screen; a refused or failed load
 * says why. The page watches its order through the live connection and refreshes the sections a
 * change names; without the connection it polls every 30 s. Opened from a list, it shows at once
 * what the list knew (number, status, company, total) while the rest arrives.
 */

import { Alert, Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Locale } from '../../../domain/i18n';
import type { OrderDetail, OrderListRow } from '../../../domain/orders/views';
import { formatDate } from '../../format';
import { PageHeader } from '../../ui/PageHeader';
import { OrderStatusChip } from '../list/OrderStatusChip';
import { totalText } from '../list/orderLabels';
import { AddedOrderSections } from './AddedOrderSections';
import { CancelOrder } from './cancel/CancelOrder';
import { OrderComments } from './comments/OrderComments';
import { OrderEditingProvider } from './editing/useOrderEditing';
import { OrderFiles } from './files/OrderFiles';
import { OrderItemsCard } from './items/OrderItemsCard';
import { BackToOrders, OrderLoadError } from './OrderLoadError';
import { hasUpdatingDocument, useOrderDetail } from './orderQueries';
import { listedOrder } from './orderReadAhead';
import { ProformaButton } from './ProformaButton';
import { SignConfirmation } from './SignConfirmation';
import { OrderProgress } from './summary/OrderProgress';
import { OrderSummaryCard } from './summary/OrderSummaryCard';
import { OrderTotalsCard } from './summary/OrderTotalsCard';
import { orderTypeLabelKey } from './summary/orderTypeLabel';
import { OrderTimeline } from './timeline/OrderTimeline';
import { useLiveOrder } from './useLiveOrder';

export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const live = useLiveOrder(id);
  const { data: order, error, isPending, refetch } = useOrderDetail(id, live);
  const reload = useCallback(() => void refetch(), [refetch]);
  const queryClient = useQueryClient();

  if (isPending) return <OrderDetailSkeleton listed={listedOrder(queryClient, id)} />;
  if (error || !order) return <OrderLoadError error={error} onRetry={reload} />;
  return (
    <OrderEditingProvider order={order} onReload={reload}>
      <OrderDetailView order={order} onChanged={reload} />
    </OrderEditingProvider>
  );
}

function OrderDetailView({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const title = translate('app.orderDetail.title', { number: order.displayNumber });
  return (
    <Box>
      <Title title={title} />
      <PageHeader
        overline={<BackToOrders />}
        title={title}
        subtitle={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            <Box data-testid="order-status">
              <OrderStatusChip status={order.opsStatus} />
            </Box>
            <Chip size="small" variant="outlined" label={translate(orderTypeLabelKey(order))} />
          </Stack>
        }
        actions={
          <>
            <ProformaButton order={order} />
            <SignConfirmation order={order} onChanged={onChanged} />
            <CancelOrder order={order} onChanged={onChanged} />
          </>
        }
      />
      {hasUpdatingDocument(order) && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="documents-updating">
          {translate('app.orderDetail.proforma.updatingHint')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
        <OrderProgress order={order} />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1.8fr) minmax(400px, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, minWidth: 0 }}>
            <OrderSummaryCard order={order} />
            <OrderItemsCard />
          </Box>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
            <OrderTotalsCard order={order} />
          </Box>
        </Box>
        <AddedOrderSections order={order} onChanged={onChanged} />
        <OrderFiles order={order} onChanged={onChanged} />
        <OrderTimeline order={order} onChanged={onChanged} />
        <OrderComments order={order} onChanged={onChanged} />
      </Box>
    </Box>
  );
}

/** While the detail loads: what a list already showed of the order, or placeholders. */
function OrderDetailSkeleton({ listed }: { listed?: OrderListRow }) {
  const translate = useTranslate();
  return (
    <Box aria-busy="true" aria-label={translate('app.orderDetail.loading')}>
      {listed ? (
        <ListedOrderHeader order={listed} />
      ) : (
        <>
          <Skeleton variant="text" width={120} />
          <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 360 }} />
        </>
      )}
      <Skeleton variant="rounded" height={96} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={180} sx={{ mt: 2 }} />
    </Box>
  );
}

/** The page's header from the list's row: the same title and status the full page will show. */
function ListedOrderHeader({ order }: { order: OrderListRow }) {
  const translate = useTranslate();
  const [localeState] = useLocaleState();
  const locale = (localeState as Locale) ?? 'es';
  const title = translate('app.orderDetail.title', { number: order.displayNumber });
  return (
    <>
      <Title title={title} />
      <PageHeader
        overline={<BackToOrders />}
        title={title}
        subtitle={
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}
          >
            <Box data-testid="order-status">
              <OrderStatusChip status={order.opsStatus} />
            </Box>
            <Typography variant="body2" color="text.secondary" data-testid="listed-order-facts">
              {[
                order.customer.companyName,
                totalText(order, locale),
                formatDate(order.deliveryDate, locale),
              ].join(' · ')}
            </Typography>
          </Stack>
        }
      />
    </>
  );
}
