/**
 * Inventory management (/dashboard/inventory): the stock today (available, allocated, its value in
 * USD), the open demand (every order still waiting for material, overdue or coming: no period) and
 * how far the stock covers it; stock by warehouse, by product against its demand, and by age.
 */
import { AGEING_BUCKETS, type InventoryFigures } from '../../../domain/dashboards';
import { useAppTranslate } from '../../providers/appTranslate';
import { DashboardPage } from './DashboardPage';
import { Bars, rowsHeight } from './parts/Charts';
import { ChartWithTable } from './parts/ChartWithTable';
import { ChartGrid, FiguresNote, KpiTile, TileGrid } from './parts/KpiTile';
import { useFigureFormat } from './parts/useFigureFormat';

const T = 'app.dashboards.inventory';
const C = 'app.dashboards.inventory.columns';

function InventoryFiguresView({ figures }: { figures: InventoryFigures }) {
  const t = useAppTranslate();
  const f = useFigureFormat();
  const { totals } = figures;
  const coverage = (rate: number | null) => (rate === null ? '—' : f.percent(rate));
  const tons = (value: number) => f.tons(value);
  const bucket = (b: string) => t(`${T}.bucket`, { bucket: b });
  const ageing = AGEING_BUCKETS.map(
    (b) => figures.ageing.find((a) => a.bucket === b) ?? { bucket: b, lots: 0, availableTons: 0 },
  );
  return (
    <>
      <FiguresNote>{t(`${T}.asOf`, { date: f.date(figures.asOf) })}</FiguresNote>
      <TileGrid>
        <KpiTile
          label={t(`${T}.tiles.available`)}
          value={tons(totals.availableTons)}
          hint={t(`${T}.tiles.lots`, { count: f.number(totals.lots, 0) })}
        />
        <KpiTile label={t(`${T}.tiles.allocated`)} value={tons(totals.allocatedTons)} />
        <KpiTile label={t(`${T}.tiles.value`)} value={f.money(totals.stockValueUsd, 'USD')} />
        <KpiTile label={t(`${T}.tiles.demand`)} value={tons(totals.demandTons)} />
        <KpiTile label={t(`${T}.tiles.coverage`)} value={coverage(totals.coverage)} />
      </TileGrid>
      <ChartGrid>
        <ChartWithTable
          title={t(`${T}.byWarehouse`)}
          rows={figures.byWarehouse}
          rowKey={(r) => r.id}
          columns={[
            { label: t('app.dashboards.frame.columns.warehouse'), value: (r) => r.name },
            {
              label: t('app.dashboards.frame.columns.lots'),
              value: (r) => f.number(r.lots, 0),
              numeric: true,
            },
            { label: t(`${C}.available`), value: (r) => tons(r.availableTons), numeric: true },
            { label: t(`${C}.allocated`), value: (r) => tons(r.allocatedTons), numeric: true },
          ]}
          chart={(title) => (
            <Bars
              title={title}
              categories={figures.byWarehouse.map((w) => w.name)}
              series={[
                {
                  id: 'available',
                  label: t(`${T}.tiles.available`),
                  data: figures.byWarehouse.map((w) => w.availableTons),
                  stack: 'stock',
                },
                {
                  id: 'allocated',
                  label: t(`${T}.tiles.allocated`),
                  data: figures.byWarehouse.map((w) => w.allocatedTons),
                  stack: 'stock',
                },
              ]}
              format={tons}
            />
          )}
        />
        <ChartWithTable
          title={t(`${T}.byProduct`)}
          height={rowsHeight(figures.byProduct.length * 2)}
          rows={figures.byProduct}
          rowKey={(r) => r.id}
          columns={[
            { label: t('app.dashboards.frame.columns.product'), value: (r) => r.name },
            { label: t(`${C}.available`), value: (r) => tons(r.availableTons), numeric: true },
            { label: t(`${C}.demand`), value: (r) => tons(r.demandTons), numeric: true },
            { label: t(`${C}.coverage`), value: (r) => coverage(r.coverage), numeric: true },
          ]}
          chart={(title) => (
            <Bars
              horizontal
              title={title}
              categories={figures.byProduct.map((p) => p.name)}
              series={[
                {
                  id: 'available',
                  label: t(`${T}.tiles.available`),
                  data: figures.byProduct.map((p) => p.availableTons),
                },
                {
                  id: 'demand',
                  label: t(`${T}.tiles.demand`),
                  data: figures.byProduct.map((p) => p.demandTons),
                },
              ]}
              format={tons}
            />
          )}
        />
        <ChartWithTable
          title={t(`${T}.ageing`)}
          rows={ageing}
          rowKey={(r) => r.bucket}
          columns={[
            { label: t(`${C}.bucket`), value: (r) => bucket(r.bucket) },
            {
              label: t('app.dashboards.frame.columns.lots'),
              value: (r) => f.number(r.lots, 0),
              numeric: true,
            },
            { label: t(`${C}.available`), value: (r) => tons(r.availableTons), numeric: true },
          ]}
          chart={(title) => (
            <Bars
              title={title}
              categories={ageing.map((a) => bucket(a.bucket))}
              series={[
                {
                  id: 'available',
                  label: t(`${T}.tiles.available`),
                  data: ageing.map((a) => a.availableTons),
                },
              ]}
              format={tons}
            />
          )}
        />
      </ChartGrid>
    </>
  );
}

export function InventoryDashboard() {
  return (
    <DashboardPage
      dashboard="inventory"
      layout={{ tiles: 5, charts: 3 }}
      isEmpty={(figures) => figures.totals.lots === 0 && figures.totals.demandTons === 0}
    >
      {(figures) => <InventoryFiguresView figures={figures} />}
    </DashboardPage>
  );
}
