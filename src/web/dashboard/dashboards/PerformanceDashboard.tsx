/**
 * Performance (/dashboard/performance): how long orders take from creation to each step (average
 * and median days), the share delivered on time (in all and by month), and how long finance takes
 * to release an order.
 */
import type { PerformanceFigures } from '../../../domain/dashboards';
import { opsStatusLabel } from '../../../domain/orders/status';
import { useAppTranslate } from '../../providers/appTranslate';
import { DashboardPage } from './DashboardPage';
import { Bars, Lines } from './parts/Charts';
import { ChartWithTable } from './parts/ChartWithTable';
import { ChartGrid, KpiTile, TileGrid } from './parts/KpiTile';
import { useFigureFormat } from './parts/useFigureFormat';

const T = 'app.dashboards.performance';
const U = 'app.dashboards.frame.units';

function PerformanceFiguresView({ figures }: { figures: PerformanceFigures }) {
  const t = useAppTranslate();
  const f = useFigureFormat();
  const days = (value: number | null) =>
    value === null ? '—' : t(`${U}.days`, { value: f.number(value, 1) });
  const hours = (value: number | null) =>
    value === null ? '—' : t(`${U}.hours`, { value: f.number(value, 1) });
  const rate = (value: number | null) => (value === null ? '—' : f.percent(value));
  const step = (s: PerformanceFigures['cycleTimes'][number]['step']) => opsStatusLabel(s, f.locale);
  const { onTime, releaseLeadTime } = figures;
  return (
    <>
      <TileGrid>
        <KpiTile
          label={t(`${T}.tiles.onTime`)}
          value={rate(onTime.rate)}
          hint={t(`${T}.tiles.onTimeHint`, {
            onTime: f.number(onTime.onTime, 0),
            delivered: f.number(onTime.delivered, 0),
          })}
        />
        <KpiTile label={t(`${T}.tiles.released`)} value={f.number(releaseLeadTime.released, 0)} />
        <KpiTile label={t(`${T}.tiles.releaseAverage`)} value={hours(releaseLeadTime.averageHours)} />
        <KpiTile label={t(`${T}.tiles.releaseMedian`)} value={hours(releaseLeadTime.medianHours)} />
      </TileGrid>
      <ChartGrid>
        <ChartWithTable
          title={t(`${T}.cycleTimes`)}
          rows={figures.cycleTimes}
          rowKey={(r) => r.step}
          columns={[
            { label: t(`${T}.columns.step`), value: (r) => step(r.step) },
            { label: t(`${T}.columns.orders`), value: (r) => f.number(r.orders, 0), numeric: true },
            { label: t(`${T}.series.average`), value: (r) => days(r.averageDays), numeric: true },
            { label: t(`${T}.series.median`), value: (r) => days(r.medianDays), numeric: true },
          ]}
          chart={(title) => (
            <Bars
              title={title}
              categories={figures.cycleTimes.map((c) => step(c.step))}
              series={[
                {
                  id: 'average',
                  label: t(`${T}.series.average`),
                  data: figures.cycleTimes.map((c) => c.averageDays),
                },
                {
                  id: 'median',
                  label: t(`${T}.series.median`),
                  data: figures.cycleTimes.map((c) => c.medianDays),
                },
              ]}
              format={(v) => days(v)}
              tickFormat={(v) => f.number(v, 1)}
            />
          )}
        />
        <ChartWithTable
          title={t(`${T}.onTimeByMonth`)}
          rows={figures.onTimeByMonth}
          rowKey={(r) => r.month}
          columns={[
            { label: t('app.dashboards.frame.columns.month'), value: (r) => f.month(r.month) },
            { label: t(`${T}.columns.delivered`), value: (r) => f.number(r.delivered, 0), numeric: true },
            { label: t(`${T}.columns.onTime`), value: (r) => f.number(r.onTime, 0), numeric: true },
            { label: t(`${T}.series.rate`), value: (r) => rate(r.rate), numeric: true },
          ]}
          chart={(title) => (
            <Lines
              title={title}
              categories={figures.onTimeByMonth.map((m) => f.month(m.month))}
              series={[
                { id: 'rate', label: t(`${T}.series.rate`), data: figures.onTimeByMonth.map((m) => m.rate) },
              ]}
              format={f.percent}
              tickFormat={f.percent}
              range={{ min: 0, max: 1 }}
            />
          )}
        />
      </ChartGrid>
    </>
  );
}

export function PerformanceDashboard() {
  return (
    <DashboardPage
      dashboard="performance"
      layout={{ tiles: 4, charts: 2 }}
      isEmpty={(figures) =>
        figures.cycleTimes.every((c) => c.orders === 0) &&
        figures.onTime.delivered === 0 &&
        figures.releaseLeadTime.released === 0
      }
    >
      {(figures) => <PerformanceFiguresView figures={figures} />}
    </DashboardPage>
  );
}
