/**
 * A dashboard's file: it opens with exceljs, its first sheet says the filters used, then one sheet
 * per table whose cells (numbers as numbers) equal the figures the dashboard answers for the same
 * request — for every dashboard, in the caller's language, within the caller's data.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARDS, type DashboardFigures, type DashboardKey } from '../../../src/domain/dashboards';
import { call, createTestApp, type Session, type TestContext } from '../../helpers/testApp';
import { demoRange, figures, login, userId } from './session';

let t: TestContext;
const range = demoRange();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Cell = string | number | null;
type Sheets = [sheet: string, rows: Cell[][]][];
const v = (o: { orders: number; tons: number; amount: number }): Cell[] => [o.orders, o.tons, o.amount];
const p = (o: { lots: number; tons: number; costUsd: number; averageCostPerTon: number | null }): Cell[] => [
  o.lots,
  o.tons,
  o.costUsd,
  o.averageCostPerTon,
];

/** What each sheet must hold, in Spanish, straight from the figures' JSON. */
const SHEETS: { [K in DashboardKey]: (f: DashboardFigures[K]) => Sheets } = {
  sales: (f) => [
    ['Totales', [[...v(f.totals), f.totals.averagePricePerTon]]],
    ['Por mes', f.byMonth.map((m) => [m.month, ...v(m)])],
    ['Por producto', f.byProduct.map((x) => [x.name, x.tons, x.amount])],
    ['Por cliente', f.byCustomer.map((x) => [x.name, x.tons, x.amount])],
    ['Por vendedor', f.bySeller.map((x) => [x.name ?? 'Sin vendedor', ...v(x)])],
  ],
  inventory: (f) => [
    [
      'Totales',
      [
        [
          f.asOf,
          f.totals.lots,
          f.totals.availableTons,
          f.totals.allocatedTons,
          f.totals.stockValueUsd,
          f.totals.demandTons,
          f.totals.coverage,
        ],
      ],
    ],
    ['Por almacén', f.byWarehouse.map((w) => [w.name, w.lots, w.availableTons, w.allocatedTons])],
    ['Por producto', f.byProduct.map((x) => [x.name, x.availableTons, x.demandTons, x.coverage])],
    ['Antigüedad', f.ageing.map((a) => [a.bucket, a.lots, a.availableTons])],
  ],
  performance: (f) => [
    [
      'Tiempos de ciclo',
      f.cycleTimes.map((c, i) => [
        [
          'Aprobado por Finanzas',
          'Material Asignado',
          'Embarcado/Programado',
          'Transporte Asignado',
          'Facturado',
          'Orden Entregada',
        ][i]!,
        c.orders,
        c.averageDays,
        c.medianDays,
      ]),
    ],
    ['Entregas a tiempo', [[f.onTime.delivered, f.onTime.onTime, f.onTime.rate]]],
    ['A tiempo por mes', f.onTimeByMonth.map((m) => [m.month, m.delivered, m.onTime, m.rate])],
    [
      'Liberación',
      [[f.releaseLeadTime.released, f.releaseLeadTime.averageHours, f.releaseLeadTime.medianHours]],
    ],
  ],
  mtd: (f) => [
    ['Días hábiles', [[f.month, f.asOf, f.workingDays.elapsed, f.workingDays.total]]],
    [
      'Periodos',
      [
        ['Mes a la fecha', ...v(f.monthToDate)],
        ['Proyección del mes', null, f.projection.tons, f.projection.amount],
        ['Mes anterior', ...v(f.lastMonth)],
        ['Mes anterior a los mismos días hábiles', ...v(f.lastMonthToDate)],
      ],
    ],
    ['Por día', f.daily.map((d) => [d.date, d.tons, d.amount, d.cumulativeTons, d.cumulativeAmount])],
  ],
  onboarding: (f) => [
    [
      'Totales',
      [
        [
          f.totals.newCustomers,
          f.totals.withFirstOrder,
          f.totals.repeatCustomers,
          f.totals.repeatRate,
          f.totals.averageDaysToFirstOrder,
        ],
      ],
    ],
    ['Por mes', f.byMonth.map((m) => [m.month, m.newCustomers, m.withFirstOrder, m.repeatCustomers])],
    ['Recientes', f.recent.map((c) => [c.name, c.createdAt, c.sellerName, c.firstOrderDate, c.orders])],
  ],
  kpis: (f) => [
    [
      'Indicadores',
      [
        ['Ventas del periodo', ...v(f.sales)],
        ['Periodo anterior', ...v(f.sales.previous)],
        ['Abiertas', ...v(f.open)],
        ['Atrasadas', ...v(f.overdue)],
        ['Retenidas', ...v(f.retained)],
      ],
    ],
    ['Margen', f.margin ? [[f.margin.amountUsd, f.margin.percent, f.margin.tons]] : []],
    ['Entregas a tiempo', [[f.onTime.delivered, f.onTime.onTime, f.onTime.rate]]],
  ],
  purchaseOrders: (f) => [
    ['Totales', [p(f.totals)]],
    ['Por mes', f.byMonth.map((m) => [m.month, ...p(m)])],
    ['Por proveedor', f.bySupplier.map((s) => [s.supplier || 'Sin proveedor', ...p(s)])],
    ['Proveedor y mes', f.bySupplierMonth.map((s) => [s.supplier || 'Sin proveedor', s.month, ...p(s)])],
  ],
};

async function workbookOf(session: Session, key: string, query: Record<string, string>, locale?: 'en') {
  const res = await call(t.app, session, {
    method: 'GET',
    url: `/api/dashboard-figures/${key}/export?${new URLSearchParams(query).toString()}`,
    headers: locale ? { 'accept-language': locale } : {},
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { workbook, disposition: String(res.headers['content-disposition']) };
}

/** A sheet's rows below its header, empty cells as null. */
function rowsOf(sheet: ExcelJS.Worksheet): { header: Cell[]; rows: Cell[][] } {
  const all: Cell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    // A row's values are sparse (an empty cell is a hole): Array.from visits every place.
    all.push(Array.from((row.values as Cell[]).slice(1), (c) => c ?? null));
  });
  const [header = [], ...rows] = all;
  return {
    header,
    rows: rows.map((r) => [...r, ...Array(Math.max(0, header.length - r.length)).fill(null)]),
  };
}

const NAMES: Record<DashboardKey, string> = {
  sales: 'ventas',
  inventory: 'gestion-de-inventario',
  performance: 'desempeno',
  mtd: 'proyeccion-mtd',
  onboarding: 'seguimiento-de-incorporacion',
  kpis: 'kpis-ejecutivos',
  purchaseOrders: 'ordenes-de-compra',
};

describe('the dashboards’ files', () => {
  it.each(Object.keys(SHEETS) as DashboardKey[])(
    'holds the %s figures, sheet by sheet, as the dashboard answers them',
    async (key) => {
      const admin = await login(t.app, 'admin@demo.local');
      const query = { ...range, currency: 'MXN' };
      const { body } = await figures<DashboardFigures[typeof key]>(t, admin, key, query);
      const { workbook, disposition } = await workbookOf(admin, key, query);
      // The stock is today's: its file is dated by the day, with no period among its filters.
      const { byPeriod } = DASHBOARDS[key];
      const dated = byPeriod ? `${range.from}-${range.to}` : range.to;
      expect(disposition).toBe(`attachment; filename="${NAMES[key]}-${dated}.xlsx"`);
      const expected = (SHEETS[key] as (f: typeof body) => Sheets)(body);
      expect(workbook.worksheets.map((s) => s.name)).toEqual(['Filtros', ...expected.map(([name]) => name)]);
      expect(rowsOf(workbook.worksheets[0]!).rows).toEqual([
        ['Tablero', expect.any(String)],
        ...(byPeriod
          ? [
              ['Desde', range.from],
              ['Hasta', range.to],
            ]
          : []),
        ['Moneda', 'MXN'],
        ['Vendedor', 'Todos'],
      ]);
      for (const [name, rows] of expected) {
        const sheet = rowsOf(workbook.getWorksheet(name)!);
        expect(sheet.rows, name).toEqual(rows);
      }
    },
  );

  it('writes headers in English for an English caller, and a seller’s file holds its own figures', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    const sellerId = await userId(t, 'seller@demo.local');
    const { body } = await figures<DashboardFigures['sales']>(t, seller, 'sales', range);
    const { workbook, disposition } = await workbookOf(seller, 'sales', range, 'en');
    expect(disposition).toBe(`attachment; filename="sales-${range.from}-${range.to}.xlsx"`);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Filters',
      'Totals',
      'By month',
      'By product',
      'By customer',
      'By seller',
    ]);
    const filters = rowsOf(workbook.getWorksheet('Filters')!);
    expect(filters.header).toEqual(['Filter', 'Value']);
    expect(filters.rows.at(-1)).toEqual(['Seller', body.bySeller[0]!.name]);
    const totals = rowsOf(workbook.getWorksheet('Totals')!);
    expect(totals.header).toEqual(['Orders', 'Tons', 'Amount (USD)', 'Average price per ton (USD)']);
    expect(totals.rows).toEqual([
      [body.totals.orders, body.totals.tons, body.totals.amount, body.totals.averagePricePerTon],
    ]);
    expect(body.sellerId).toBe(sellerId);
    expect(rowsOf(workbook.getWorksheet('By seller')!).rows).toEqual(
      body.bySeller.map((s) => [s.name, s.orders, s.tons, s.amount]),
    );
  });
});
