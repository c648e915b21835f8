import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import type { Profile } from '../../domain/users';
import { useDataScope } from '../auth/useDataScope';
import { withTexts } from '../providers/i18n';
import { useTenantTheme } from '../tenantTheme';
import { HomeShortcuts } from './HomeShortcuts';

/** Loaded after the greeting: the queues' tables and pickers stay out of the first download. */
const FinanceQueues = lazy(() =>
  withTexts(['orders'], () => import('../finance/queues/FinanceQueues')).then((m) => ({
    default: m.FinanceQueues,
  })),
);
const MaterialWork = lazy(() =>
  withTexts(['orders'], () => import('./MaterialWork')).then((m) => ({ default: m.MaterialWork })),
);
const LogisticsQueues = lazy(() =>
  withTexts(['orders'], () => import('../logistics/queues/LogisticsQueues')).then((m) => ({
    default: m.LogisticsQueues,
  })),
);
const DelaysQueues = lazy(() =>
  withTexts(['orders'], () => import('../logistics/queues/DelaysQueues')).then((m) => ({
    default: m.DelaysQueues,
  })),
);
const PipelineCard = lazy(() => import('./pipeline/PipelineCard').then((m) => ({ default: m.PipelineCard })));
const DeliveryCalendar = lazy(() =>
  import('./calendar/DeliveryCalendar').then((m) => ({ default: m.DeliveryCalendar })),
);
const CustomerOrders = lazy(() => import('./CustomerOrders').then((m) => ({ default: m.CustomerOrders })));

/**
 * What the user works on: finance's queues for who acts on them (finance, sellers on their own
 * orders, customer service on its team's), the material queues for who assigns material
 * (operations), the shipments to confirm for who reads 'Pendientes de entrega', the late orders for
 * who follows delays, the customer's open orders for the customer.
 */
function HomeWork() {
  const { scope, isPending } = useDataScope();
  const queues = useCanAccess({ resource: 'dashboard', action: 'financeQueues' });
  const material = useCanAccess({ resource: 'orders', action: 'writeInventory' });
  const logistics = useCanAccess({ resource: 'orders', action: 'pendingDelivery' });
  const delays = useCanAccess({ resource: 'orders', action: 'delayed' });
  const checking = [queues, material, logistics, delays].some((a) => a.isPending);
  if (isPending || checking) return <Skeleton variant="rounded" height={160} />;
  if (scope === 'customer') return <CustomerOrders />;
  return (
    <>
      {queues.canAccess && <FinanceQueues />}
      {material.canAccess && <MaterialWork />}
      {logistics.canAccess && <LogisticsQueues />}
      {delays.canAccess && <DelaysQueues />}
    </>
  );
}

/** Home (/dashboard): greets the user by first and last name; their work and shortcuts below. */
export default function HomePage() {
  const translate = useTranslate();
  // The pipeline card's seller filter is the home's: the calendar shows the same seller's week.
  const [sellerId, setSellerId] = useState<string>();
  const tenant = useTenantTheme();
  const { identity } = useGetIdentity();
  const profile = identity?.profile as Profile | undefined;
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  return (
    <Box sx={{ py: { xs: 2, md: 3 } }}>
      <Title title={translate('app.sections.dashboard')} />
      <Typography variant="h1" component="h1" data-testid="welcome">
        {translate('app.dashboard.welcome', { name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {translate('app.dashboard.welcomeSubtitle', { tenant: tenant.name })}
      </Typography>
      <Stack spacing={{ xs: 2.5, md: 3.5 }} sx={{ mt: { xs: 2.5, md: 3.5 } }}>
        <Suspense fallback={null}>
          {/* Staff only: the card and the calendar render nothing for the customer portal. */}
          <PipelineCard onSellerChange={setSellerId} />
          <DeliveryCalendar sellerId={sellerId} />
        </Suspense>
        <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
          <HomeWork />
        </Suspense>
        <HomeShortcuts />
      </Stack>
    </Box>
  );
}
