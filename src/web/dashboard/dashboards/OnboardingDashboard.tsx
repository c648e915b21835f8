/**
 * Onboarding tracking (/dashboard/onboarding-tracking): the customers created in the period, how
 * many placed a first order and came back for more, by month, and the newest of them.
 */
import { Link as MuiLink, Paper, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { OnboardingFigures } from '../../../domain/dashboards';
import { useAppTranslate } from '../../providers/appTranslate';
import { DashboardPage } from './DashboardPage';
import { Bars } from './parts/Charts';
import { ChartWithTable } from './parts/ChartWithTable';
import { FiguresTable } from './parts/FiguresTable';
import { KpiTile, TileGrid } from './parts/KpiTile';
import { useFigureFormat } from './parts/useFigureFormat';

const T = 'app.dashboards.onboarding';

function RecentCustomers({ recent }: { recent: OnboardingFigures['recent'] }) {
  const t = useAppTranslate();
  const f = useFigureFormat();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="onboarding-recent"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id="onboarding-recent" variant="h3" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {t(`${T}.recent`)}
      </Typography>
      {recent.length === 0 ? (
        <Typography color="text.secondary">{t(`${T}.recentEmpty`)}</Typography>
      ) : (
        <FiguresTable
          caption={t(`${T}.recent`)}
          rows={recent}
          rowKey={(r) => r.id}
          columns={[
            {
              label: t('app.dashboards.frame.columns.customer'),
              value: (r) => (
                <MuiLink component={Link} to={`/customers/${r.id}`}>
                  {r.name}
                </MuiLink>
              ),
            },
            { label: t(`${T}.columns.createdAt`), value: (r) => f.date(r.createdAt) },
            {
              label: t('app.dashboards.frame.columns.seller'),
              value: (r) => r.sellerName ?? t('app.dashboards.frame.noSeller'),
            },
            {
              label: t(`${T}.columns.firstOrder`),
              value: (r) => (r.firstOrderDate ? f.date(r.firstOrderDate) : '—'),
            },
            { label: t(`${T}.columns.orders`), value: (r) => f.number(r.orders, 0), numeric: true },
          ]}
        />
      )}
    </Paper>
  );
}

function OnboardingFiguresView({ figures }: { figures: OnboardingFigures }) {
  const t = useAppTranslate();
  const f = useFigureFormat();
  const { totals } = figures;
  const count = (value: number) => f.number(value, 0);
  const series = [
    { id: 'new', label: t(`${T}.tiles.newCustomers`), key: 'newCustomers' },
    { id: 'first', label: t(`${T}.tiles.withFirstOrder`), key: 'withFirstOrder' },
    { id: 'repeat', label: t(`${T}.tiles.repeat`), key: 'repeatCustomers' },
  ] as const;
  return (
    <>
      <TileGrid>
        <KpiTile label={t(`${T}.tiles.newCustomers`)} value={count(totals.newCustomers)} />
        <KpiTile label={t(`${T}.tiles.withFirstOrder`)} value={count(totals.withFirstOrder)} />
        <KpiTile label={t(`${T}.tiles.repeat`)} value={count(totals.repeatCustomers)} />
        <KpiTile
          label={t(`${T}.tiles.repeatRate`)}
          value={totals.repeatRate === null ? '—' : f.percent(totals.repeatRate)}
        />
        <KpiTile
          label={t(`${T}.tiles.daysToFirstOrder`)}
          value={
            totals.averageDaysToFirstOrder === null
              ? '—'
              : t('app.dashboards.frame.units.days', { value: f.number(totals.averageDaysToFirstOrder, 1) })
          }
        />
      </TileGrid>
      <ChartWithTable
        title={t(`${T}.byMonth`)}
        rows={figures.byMonth}
        rowKey={(r) => r.month}
        columns={[
          { label: t('app.dashboards.frame.columns.month'), value: (r) => f.month(r.month) },
          ...series.map((s) => ({
            label: s.label,
            value: (r: (typeof figures.byMonth)[number]) => count(r[s.key]),
            numeric: true,
          })),
        ]}
        chart={(title) => (
          <Bars
            title={title}
            categories={figures.byMonth.map((m) => f.month(m.month))}
            series={series.map((s) => ({
              id: s.id,
              label: s.label,
              data: figures.byMonth.map((m) => m[s.key]),
            }))}
            format={count}
            tickFormat={count}
          />
        )}
      />
      <RecentCustomers recent={figures.recent} />
    </>
  );
}

export function OnboardingDashboard() {
  return (
    <DashboardPage
      dashboard="onboarding"
      layout={{ tiles: 5, charts: 2 }}
      isEmpty={(figures) => figures.totals.newCustomers === 0}
    >
      {(figures) => <OnboardingFiguresView figures={figures} />}
    </DashboardPage>
  );
}
