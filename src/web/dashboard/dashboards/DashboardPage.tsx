/**
 * The frame every dashboard shares: its title (the menu's name for it), the period it covers, the
 * filters, 'Exportar', and the body with its states. A tenant with an external BI sees that BI's
 * dashboard instead, in a frame; the built-in figures and their filters are then not asked.
 */
import { Box, LinearProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { DASHBOARDS, type DashboardFigures, type DashboardKey } from '../../../domain/dashboards';
import { useDataScope } from '../../auth/useDataScope';
import { useTenantTheme } from '../../tenantTheme';
import { PageHeader } from '../../ui/PageHeader';
import { DashboardFilterBar } from './DashboardFilterBar';
import { DashboardEmpty, DashboardError, DashboardSkeleton } from './DashboardStates';
import { useDashboardFigures } from './dashboardQueries';
import { EmbeddedDashboard } from './EmbeddedDashboard';
import { ExportButton } from './ExportButton';
import { useFigureFormat } from './parts/useFigureFormat';
import { useDashboardFilters } from './useDashboardFilters';

export interface DashboardPageProps<K extends DashboardKey> {
  dashboard: K;
  /** Whether its figures carry amounts in the currency asked (the USD/MXN switch shows). */
  amounts?: boolean;
  /** The loading placeholders: how many tiles and charts the page has. */
  layout: { tiles: number; charts: number };
  /** True when the period has nothing to show. */
  isEmpty: (figures: DashboardFigures[K]) => boolean;
  children: (figures: DashboardFigures[K]) => ReactNode;
}

function BuiltInDashboard<K extends DashboardKey>({
  dashboard,
  amounts = false,
  layout,
  isEmpty,
  children,
  title,
}: DashboardPageProps<K> & { title: string }) {
  const translate = useTranslate();
  const format = useFigureFormat();
  const entry = DASHBOARDS[dashboard];
  const { filters: asked, change, today } = useDashboardFilters();
  // A seller in the address (a link from another dashboard) means nothing where figures have none.
  const filters = entry.bySeller ? asked : { ...asked, sellerId: undefined };
  // Who the figures are narrowed to is known only once the session is read.
  const { isPending } = useDataScope();
  const figures = useDashboardFigures(dashboard, filters, !isPending);
  const data = figures.data;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          entry.byPeriod
            ? translate('app.dashboards.frame.subtitle', {
                from: format.date(filters.from),
                to: format.date(filters.to),
              })
            : undefined
        }
        actions={<ExportButton dashboard={dashboard} filters={filters} />}
      />
      <DashboardFilterBar
        filters={filters}
        today={today}
        onChange={change}
        bySeller={entry.bySeller}
        byPeriod={entry.byPeriod}
        currency={amounts}
      />
      <Box sx={{ position: 'relative' }} aria-busy={figures.isFetching}>
        {figures.isFetching && data && (
          <LinearProgress sx={{ position: 'absolute', top: -10, left: 0, right: 0, height: 3 }} />
        )}
        {figures.isError && !data ? (
          <DashboardError onRetry={() => void figures.refetch()} />
        ) : !data ? (
          <DashboardSkeleton {...layout} />
        ) : isEmpty(data) ? (
          <DashboardEmpty />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, opacity: figures.isPlaceholderData ? 0.6 : 1 }}>
            {children(data)}
          </Box>
        )}
      </Box>
    </>
  );
}

export function DashboardPage<K extends DashboardKey>(props: DashboardPageProps<K>) {
  const translate = useTranslate();
  const { externalBi } = useTenantTheme();
  const entry = DASHBOARDS[props.dashboard];
  const title = translate(`app.sections.${entry.section}`);
  return (
    <Box sx={{ py: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      {externalBi ? (
        <>
          <PageHeader title={title} />
          <EmbeddedDashboard entry={entry} title={title} />
        </>
      ) : (
        <BuiltInDashboard {...props} title={title} />
      )}
    </Box>
  );
}
