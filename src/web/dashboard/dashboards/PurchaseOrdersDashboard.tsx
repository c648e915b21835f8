/**
 * Purchase orders (/dashboard/purchase-orders): the lots received in the period, their tons and
 * cost (USD), by month and by supplier, and the cost per ton of the five largest suppliers month by
 * month. Purchases belong to no seller: no seller filter, and no currency switch (costs are USD).
 */
import type { PurchaseOrdersFigures } from '../../../domain/dashboards';
import { useAppTranslate } from '../../providers/appTranslate';
import { DashboardPage } from './DashboardPage';
import { Bars, Lines, rowsHeight } from './parts/Charts';
import { ChartWithTable } from './parts/ChartWithTable';
import { ChartGrid, KpiTile, TileGrid } from './parts/KpiTile';
import { MonthlyTonsCard } from './parts/MonthlyTonsCard';
import { useFigureFormat } from './parts/useFigureFormat';

const T = 'app.dashboards.purchaseOrders';
const TOP_SUPPLIERS = 5;

/** The cost per ton of the largest suppliers (by cost), month by month (null: nothing received). */
export function costPerTonLines(figures: PurchaseOrdersFigures) {
  const months = figures.byMonth.map((m) => m.month);
  return figures.bySupplier.slice(0, TOP_SUPPLIERS).map(({ supplier }) => ({
    supplier,
    data: months.map(
      (month) =>
        figures.bySupplierMonth.find((r) => r.supplier === supplier && r.month === month)
          ?.averageCostPerTon ?? null,
    ),
  }));
}

function PurchaseOrdersFiguresView({ figures }: { figures: PurchaseOrdersFigures }) {
  const t = useAppTranslate();
  const f = useFigureFormat();
  const usd = (value: number) => f.money(value, 'USD');
  const perTon = (value: number | null) => (value === null ? '—' : usd(value));
  const supplierName = (supplier: string) => supplier || t('app.dashboards.frame.noSupplier');
  const { totals } = figures;
  const columns = {
    lots: {
      label: t('app.dashboards.frame.columns.lots'),
      value: (r: { lots: number }) => f.number(r.lots, 0),
      numeric: true,
    },
    tons: {
      label: t('app.dashboards.frame.columns.tons'),
      value: (r: { tons: number }) => f.tons(r.tons),
      numeric: true,
    },
    cost: { label: t(`${T}.columns.cost`), value: (r: { costUsd: number }) => usd(r.costUsd), numeric: true },
    perTon: {
      label: t(`${T}.columns.costPerTon`),
      value: (r: { averageCostPerTon: number | null }) => perTon(r.averageCostPerTon),
      numeric: true,
    },
  };
  const lines = costPerTonLines(figures);
  return (
    <>
      <TileGrid>
        <KpiTile label={t(`${T}.tiles.lots`)} value={f.number(totals.lots, 0)} />
        <KpiTile label={t(`${T}.tiles.tons`)} value={f.tons(totals.tons)} />
        <KpiTile label={t(`${T}.tiles.cost`)} value={usd(totals.costUsd)} />
        <KpiTile label={t(`${T}.tiles.costPerTon`)} value={perTon(totals.averageCostPerTon)} />
      </TileGrid>
      <MonthlyTonsCard
        title={t(`${T}.byMonth`)}
        rows={figures.byMonth}
        columns={[columns.lots, columns.tons, columns.cost, columns.perTon]}
        line={{ label: t(`${T}.columns.cost`), value: (m) => m.costUsd, format: usd }}
      />
      <ChartGrid>
        <ChartWithTable
          title={t(`${T}.bySupplier`)}
          height={rowsHeight(figures.bySupplier.length)}
          rows={figures.bySupplier}
          rowKey={(r) => r.supplier || '-'}
          columns={[
            { label: t('app.dashboards.frame.columns.supplier'), value: (r) => supplierName(r.supplier) },
            columns.lots,
            columns.tons,
            columns.cost,
            columns.perTon,
          ]}
          chart={(title) => (
            <Bars
              horizontal
              title={title}
              categories={figures.bySupplier.map((s) => supplierName(s.supplier))}
              series={[
                { id: 'cost', label: t(`${T}.columns.cost`), data: figures.bySupplier.map((s) => s.costUsd) },
              ]}
              format={usd}
            />
          )}
        />
        <ChartWithTable
          title={t(`${T}.costPerTon`)}
          rows={lines}
          rowKey={(r) => r.supplier || '-'}
          columns={[
            { label: t('app.dashboards.frame.columns.supplier'), value: (r) => supplierName(r.supplier) },
            ...figures.byMonth.map((m, i) => ({
              label: f.month(m.month),
              value: (r: (typeof lines)[number]) => perTon(r.data[i] ?? null),
              numeric: true,
            })),
          ]}
          chart={(title) => (
            <Lines
              title={title}
              categories={figures.byMonth.map((m) => f.month(m.month))}
              series={lines.map((l, i) => ({
                id: `supplier-${i}`,
                label: supplierName(l.supplier),
                data: l.data,
              }))}
              format={usd}
            />
          )}
        />
      </ChartGrid>
    </>
  );
}

export function PurchaseOrdersDashboard() {
  return (
    <DashboardPage
      dashboard="purchaseOrders"
      layout={{ tiles: 4, charts: 3 }}
      isEmpty={(figures) => figures.totals.lots === 0}
    >
      {(figures) => <PurchaseOrdersFiguresView figures={figures} />}
    </DashboardPage>
  );
}
