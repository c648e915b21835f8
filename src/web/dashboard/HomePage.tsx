import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import type { DataScope } from '../../domain/roles';
import type { Profile } from '../../domain/users';
import { useDataScope } from '../auth/useDataScope';
import { withTexts } from '../providers/i18n';
import { useTenantTheme } from '../tenantTheme';
import type { HomeFilters } from './filters/homeFilters';
import { useHomeFilters } from './filters/useHomeFilters';
import { HomeShortcuts } from './HomeShortcuts';
import { useLiveQueues } from './useLiveQueues';

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
const HomeFilterBar = lazy(() =>
  import('./filters/HomeFilterBar').then((m) => ({ default: m.HomeFilterBar })),
);
const PipelineCard = lazy(() => import('./pipeline/PipelineCard').then((m) => ({ default: m.PipelineCard })));
const DeliveryCalendar = lazy(() =>
  import('./calendar/DeliveryCalendar').then((m) => ({ default: m.DeliveryCalendar })),
);
const CustomerOrders = lazy(() => import('./CustomerOrders').then((m) => ({ default: m.CustomerOrders })));

/** The sections of a staff home: the overview (pipeline, calendar) and the queue groups the role works. */
function useHomeSections() {
  const pipeline = useCanAccess({ resource: 'dashboard', action: 'pipeline' });
  const calendar = useCanAccess({ resource: 'dashboard', action: 'calendar' });
  const finance = useCanAccess({ resource: 'dashboard', action: 'financeQueues' });
  const material = useCanAccess({ resource: 'orders', action: 'writeInventory' });
  const logistics = useCanAccess({ resource: 'orders', action: 'pendingDelivery' });
  const delays = useCanAccess({ resource: 'orders', action: 'delayed' });
  const all = [pipeline, calendar, finance, material, logistics, delays];
  return {
    isPending: all.some((a) => a.isPending),
    any: all.some((a) => a.canAccess),
    finance: finance.canAccess === true,
    material: material.canAccess === true,
    logistics: logistics.canAccess === true,
    delays: delays.canAccess === true,
  };
}

/**
 * What the user works on: finance's queues for who acts on them (finance, sellers on their own
 * orders, customer service on its team's), the material queues for who assigns material
 * (operations), the shipments to confirm for who reads 'Pendientes de entrega', the late orders for
 * who follows delays. Every group follows the home's filter.
 */
function HomeWork({
  filters,
  sections,
}: {
  filters: HomeFilters;
  sections: ReturnType<typeof useHomeSections>;
}) {
  return (
    <>
      {sections.finance && <FinanceQueues filters={filters} />}
      {sections.material && <MaterialWork filters={filters} />}
      {sections.logistics && <LogisticsQueues filters={filters} />}
      {sections.delays && <DelaysQueues filters={filters} />}
    </>
  );
}

/**
 * A staff member's home: one filter bar (seller and delivery range, kept in the address) above the
 * pipeline, the calendar and the queue groups, which all follow it.
 */
function StaffHome({ scope }: { scope: DataScope }) {
  const sections = useHomeSections();
  const { filters, change, ready, noSellers } = useHomeFilters(scope);
  if (sections.isPending) return <Skeleton variant="rounded" height={160} />;
  if (!sections.any) return null;
  return (
    <>
      <Suspense fallback={<Skeleton variant="rounded" height={72} />}>
        <HomeFilterBar scope={scope} filters={filters} onChange={change} onNoSellers={noSellers} />
      </Suspense>
      {/* Customer service's first seller is chosen first: nothing is asked for the whole team. */}
      {ready ? (
        <>
          <Suspense fallback={null}>
            {/* The card and the calendar check their own access. */}
            <PipelineCard filters={filters} />
            <DeliveryCalendar filters={filters} />
          </Suspense>
          <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
            <HomeWork filters={filters} sections={sections} />
          </Suspense>
        </>
      ) : (
        <Skeleton variant="rounded" height={160} data-testid="home-waiting" />
      )}
    </>
  );
}

function HomeBody() {
  const { scope, isPending } = useDataScope();
  if (isPending) return <Skeleton variant="rounded" height={160} />;
  if (scope === 'customer')
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
        <CustomerOrders />
      </Suspense>
    );
  return <StaffHome scope={scope} />;
}

/** Home (/dashboard): greets the user by first and last name; their work and shortcuts below. */
export default function HomePage() {
  const translate = useTranslate();
  const tenant = useTenantTheme();
  const { identity } = useGetIdentity();
  const profile = identity?.profile as Profile | undefined;
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  // The queues, pipeline and calendar below read again when the tenant's orders move.
  useLiveQueues();
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
        <HomeBody />
        <HomeShortcuts />
      </Stack>
    </Box>
  );
}
