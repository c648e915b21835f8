/**
 * Sales (/dashboard/sales): orders, tons, amount and average price of the period; tons and amount
 * by month; the leading products and customers; the split by seller.
 */
import type { SalesFigures } from '../../../domain/dashboards';
import { useAppTranslate } from '../../providers/appTranslate';
import { DashboardPage } from './DashboardPage';
import { Bars, Donut, rowsHeight } from './parts/Charts';
import { ChartWithTable } from './parts/ChartWithTable';
import type { FigureColumn } from './parts/FiguresTable';
import { ChartGrid, KpiTile, TileGrid } from './parts/KpiTile';
import { MonthlyTonsCard } from './parts/MonthlyTonsCard';
import { useFigureFormat } from './parts/useFigureFormat';

const T = 'app.dashboards.sales';

function SalesFiguresView({ figures }: { figures: SalesFigures }) {
  const t = useAppTranslate();
  const f = useFigureFormat();
  const money = (value: number) => f.money(value, figures.currency);
  const { totals } = figures;
  const col = {
    tons: {
      label: t('app.dashboards.frame.columns.tons'),
      value: (r: { tons: number }) => f.tons(r.tons),
      numeric: true,
    },
    amount: {
      label: t('app.dashboards.frame.columns.amount'),
      value: (r: { amount: number }) => money(r.amount),
      numeric: true,
    },
    orders: {
      label: t('app.dashboards.frame.columns.orders'),
      value: (r: { orders: number }) => f.number(r.orders, 0),
      numeric: true,
    },
  };
  const named = (label: string): FigureColumn<{ name: string }> => ({ label, value: (r) => r.name });
  /** The leading products or customers by amount, as rows. */
  const leaders = (title: string, rows: SalesFigures['byProduct'], name: string) => (
    <ChartWithTable
      title={title}
      height={rowsHeight(rows.length)}
      rows={rows}
      rowKey={(r) => r.id}
      columns={[named(name), col.tons, col.amount]}
      chart={(chartTitle) => (
        <Bars
          horizontal
          title={chartTitle}
          categories={rows.map((r) => r.name)}
          series={[{ id: 'amount', label: col.amount.label, data: rows.map((r) => r.amount) }]}
          format={money}
        />
      )}
    />
  );
  const sellers = figures.bySeller.map((s) => ({ ...s, name: s.name ?? t('app.dashboards.frame.noSeller') }));
  return (
    <>
      <TileGrid>
        <KpiTile label={t(`${T}.tiles.orders`)} value={f.number(totals.orders, 0)} />
        <KpiTile label={t(`${T}.tiles.tons`)} value={f.tons(totals.tons)} />
        <KpiTile label={t(`${T}.tiles.amount`)} value={money(totals.amount)} />
        <KpiTile
          label={t(`${T}.tiles.averagePrice`)}
          value={totals.averagePricePerTon === null ? '—' : money(totals.averagePricePerTon)}
        />
      </TileGrid>
      <MonthlyTonsCard
        title={t(`${T}.byMonth`)}
        rows={figures.byMonth}
        columns={[col.orders, col.tons, col.amount]}
        line={{ label: t('app.dashboards.frame.columns.amount'), value: (m) => m.amount, format: money }}
      />
      <ChartGrid>
        {leaders(t(`${T}.byProduct`), figures.byProduct, t('app.dashboards.frame.columns.product'))}
        {leaders(t(`${T}.byCustomer`), figures.byCustomer, t('app.dashboards.frame.columns.customer'))}
        <ChartWithTable
          title={t(`${T}.bySeller`)}
          rows={sellers}
          rowKey={(r) => r.id ?? 'none'}
          columns={[named(t('app.dashboards.frame.columns.seller')), col.orders, col.tons, col.amount]}
          chart={(title) => (
            <Donut
              title={title}
              slices={sellers.map((s) => ({ id: s.id ?? 'none', label: s.name, value: s.amount }))}
              format={money}
            />
          )}
        />
      </ChartGrid>
    </>
  );
}

export function SalesDashboard() {
  return (
    <DashboardPage
      dashboard="sales"
      amounts
      layout={{ tiles: 4, charts: 4 }}
      isEmpty={(figures) => figures.totals.orders === 0}
    >
      {(figures) => <SalesFiguresView figures={figures} />}
    </DashboardPage>
  );
}
