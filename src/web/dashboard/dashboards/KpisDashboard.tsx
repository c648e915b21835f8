/**
 * Executive KPIs (/dashboard/execute-kpi): one screen of figures — the period's sales against the
 * period of the same length before it, the margin where lots have costs, the orders open, overdue
 * and retained now, deliveries on time — and the sales of both periods side by side.
 */
import type { KpisFigures } from '../../../domain/dashboards';
import { useAppTranslate } from '../../providers/appTranslate';
import { DashboardPage } from './DashboardPage';
import { Bars, rowsHeight } from './parts/Charts';
import { ChartWithTable } from './parts/ChartWithTable';
import { Delta } from './parts/Delta';
import { KpiTile, TileGrid } from './parts/KpiTile';
import { useFigureFormat } from './parts/useFigureFormat';

const T = 'app.dashboards.kpis';

function KpisFiguresView({ figures }: { figures: KpisFigures }) {
  const t = useAppTranslate();
  const f = useFigureFormat();
  const money = (value: number) => f.money(value, figures.currency);
  const { sales, margin, onTime } = figures;
  const vsPrevious = t('app.dashboards.frame.delta.vsPrevious');
  const volume = (v: { orders: number; tons: number; amount: number }) =>
    t(`${T}.tiles.volumeHint`, { tons: f.tons(v.tons), amount: money(v.amount) });
  const periods = [
    { id: 'current', label: t(`${T}.current`), ...sales },
    { id: 'previous', label: t(`${T}.previous`), ...sales.previous },
  ];
  return (
    <>
      <TileGrid>
        <KpiTile
          label={t(`${T}.tiles.sales`)}
          value={money(sales.amount)}
          hint={<Delta current={sales.amount} previous={sales.previous.amount} caption={vsPrevious} />}
        />
        <KpiTile
          label={t(`${T}.tiles.tons`)}
          value={f.tons(sales.tons)}
          hint={<Delta current={sales.tons} previous={sales.previous.tons} caption={vsPrevious} />}
        />
        <KpiTile
          label={t(`${T}.tiles.orders`)}
          value={f.number(sales.orders, 0)}
          hint={<Delta current={sales.orders} previous={sales.previous.orders} caption={vsPrevious} />}
        />
        <KpiTile
          label={t(`${T}.tiles.margin`)}
          value={margin ? f.percent(margin.percent / 100) : t(`${T}.tiles.noCosts`)}
          hint={
            margin
              ? t(`${T}.tiles.marginHint`, {
                  amount: f.money(margin.amountUsd, 'USD'),
                  tons: f.tons(margin.tons),
                })
              : undefined
          }
        />
        <KpiTile
          label={t(`${T}.tiles.open`)}
          value={f.number(figures.open.orders, 0)}
          hint={volume(figures.open)}
        />
        <KpiTile
          label={t(`${T}.tiles.overdue`)}
          value={f.number(figures.overdue.orders, 0)}
          hint={volume(figures.overdue)}
        />
        <KpiTile
          label={t(`${T}.tiles.retained`)}
          value={f.number(figures.retained.orders, 0)}
          hint={volume(figures.retained)}
        />
        <KpiTile
          label={t(`${T}.tiles.onTime`)}
          value={onTime.rate === null ? '—' : f.percent(onTime.rate)}
          hint={t('app.dashboards.performance.tiles.onTimeHint', {
            onTime: f.number(onTime.onTime, 0),
            delivered: f.number(onTime.delivered, 0),
          })}
        />
      </TileGrid>
      <ChartWithTable
        title={t(`${T}.comparison`)}
        height={rowsHeight(2)}
        rows={periods}
        rowKey={(r) => r.id}
        columns={[
          { label: t(`${T}.columns.period`), value: (r) => r.label },
          {
            label: t('app.dashboards.frame.columns.orders'),
            value: (r) => f.number(r.orders, 0),
            numeric: true,
          },
          { label: t('app.dashboards.frame.columns.tons'), value: (r) => f.tons(r.tons), numeric: true },
          {
            label: t('app.dashboards.frame.columns.amount'),
            value: (r) => money(r.amount),
            numeric: true,
          },
        ]}
        chart={(title) => (
          <Bars
            horizontal
            title={title}
            categories={periods.map((p) => p.label)}
            series={[
              {
                id: 'amount',
                label: t('app.dashboards.frame.columns.amount'),
                data: periods.map((p) => p.amount),
              },
            ]}
            format={money}
          />
        )}
      />
    </>
  );
}

export function KpisDashboard() {
  return (
    <DashboardPage
      dashboard="kpis"
      amounts
      layout={{ tiles: 8, charts: 1 }}
      isEmpty={(figures) =>
        figures.sales.orders === 0 &&
        figures.sales.previous.orders === 0 &&
        figures.open.orders === 0 &&
        figures.onTime.delivered === 0
      }
    >
      {(figures) => <KpisFiguresView figures={figures} />}
    </DashboardPage>
  );
}
