/**
 * Each dashboard's figures as tables, one sheet each in its file: headers in the caller's language,
 * one row per entry of the figure, numbers as numbers (tons, amounts, counts, rates 0–1).
 */
import type { DashboardFigures, DashboardKey } from '../../../../domain/dashboards';
import type { Locale, Translate } from '../../../../domain/i18n';
import { OPS_STEP_LABELS } from '../../../../domain/orders/status';

export type Cell = string | number | null;
/** How a column's numbers are shown (the cell holds the number itself). */
export type ColumnKind = 'text' | 'count' | 'tons' | 'amount' | 'rate' | 'measure';

export interface Table {
  sheet: string;
  columns: { header: string; kind: ColumnKind }[];
  rows: Cell[][];
}

export interface TableLabels {
  t: Translate;
  locale: Locale;
  currency: string;
}

type Spec = [column: string, kind: ColumnKind];

function tableOf(l: TableLabels, sheet: string, columns: Spec[], rows: Cell[][]): Table {
  return {
    sheet: l.t(`dashboards.export.sheets.${sheet}`),
    columns: columns.map(([column, kind]) => ({
      header: l.t(`dashboards.export.columns.${column}`, { currency: l.currency }),
      kind,
    })),
    rows,
  };
}

const VOLUME: Spec[] = [
  ['orders', 'count'],
  ['tons', 'tons'],
  ['amount', 'amount'],
];
const PURCHASE: Spec[] = [
  ['lots', 'count'],
  ['tons', 'tons'],
  ['costUsd', 'amount'],
  ['averageCostPerTon', 'amount'],
];
const volume = (v: { orders: number; tons: number; amount: number }): Cell[] => [v.orders, v.tons, v.amount];
const purchase = (p: DashboardFigures['purchaseOrders']['totals']): Cell[] => [
  p.lots,
  p.tons,
  p.costUsd,
  p.averageCostPerTon,
];

type Builders = { [K in DashboardKey]: (f: DashboardFigures[K], l: TableLabels) => Table[] };

const BUILDERS: Builders = {
  sales: (f, l) => [
    tableOf(
      l,
      'totals',
      [...VOLUME, ['averagePricePerTon', 'amount']],
      [[...volume(f.totals), f.totals.averagePricePerTon]],
    ),
    tableOf(
      l,
      'byMonth',
      [['month', 'text'], ...VOLUME],
      f.byMonth.map((m) => [m.month, ...volume(m)]),
    ),
    tableOf(
      l,
      'byProduct',
      [
        ['product', 'text'],
        ['tons', 'tons'],
        ['amount', 'amount'],
      ],
      f.byProduct.map((p) => [p.name, p.tons, p.amount]),
    ),
    tableOf(
      l,
      'byCustomer',
      [
        ['customer', 'text'],
        ['tons', 'tons'],
        ['amount', 'amount'],
      ],
      f.byCustomer.map((c) => [c.name, c.tons, c.amount]),
    ),
    tableOf(
      l,
      'bySeller',
      [['seller', 'text'], ...VOLUME],
      f.bySeller.map((s) => [s.name ?? l.t('dashboards.export.columns.noSeller'), ...volume(s)]),
    ),
  ],
  inventory: (f, l) => [
    tableOf(
      l,
      'totals',
      [
        ['asOf', 'text'],
        ['lots', 'count'],
        ['availableTons', 'tons'],
        ['allocatedTons', 'tons'],
        ['stockValueUsd', 'amount'],
        ['demandTons', 'tons'],
        ['coverage', 'rate'],
      ],
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
    ),
    tableOf(
      l,
      'byWarehouse',
      [
        ['warehouse', 'text'],
        ['lots', 'count'],
        ['availableTons', 'tons'],
        ['allocatedTons', 'tons'],
      ],
      f.byWarehouse.map((w) => [w.name, w.lots, w.availableTons, w.allocatedTons]),
    ),
    tableOf(
      l,
      'byProduct',
      [
        ['product', 'text'],
        ['availableTons', 'tons'],
        ['demandTons', 'tons'],
        ['coverage', 'rate'],
      ],
      f.byProduct.map((p) => [p.name, p.availableTons, p.demandTons, p.coverage]),
    ),
    tableOf(
      l,
      'ageing',
      [
        ['bucket', 'text'],
        ['lots', 'count'],
        ['availableTons', 'tons'],
      ],
      f.ageing.map((a) => [a.bucket, a.lots, a.availableTons]),
    ),
  ],
  performance: (f, l) => [
    tableOf(
      l,
      'cycleTimes',
      [
        ['step', 'text'],
        ['orders', 'count'],
        ['averageDays', 'measure'],
        ['medianDays', 'measure'],
      ],
      f.cycleTimes.map((c) => [OPS_STEP_LABELS[c.step][l.locale], c.orders, c.averageDays, c.medianDays]),
    ),
    tableOf(
      l,
      'onTime',
      [
        ['delivered', 'count'],
        ['onTime', 'count'],
        ['rate', 'rate'],
      ],
      [[f.onTime.delivered, f.onTime.onTime, f.onTime.rate]],
    ),
    tableOf(
      l,
      'onTimeByMonth',
      [
        ['month', 'text'],
        ['delivered', 'count'],
        ['onTime', 'count'],
        ['rate', 'rate'],
      ],
      f.onTimeByMonth.map((m) => [m.month, m.delivered, m.onTime, m.rate]),
    ),
    tableOf(
      l,
      'releaseLeadTime',
      [
        ['released', 'count'],
        ['averageHours', 'measure'],
        ['medianHours', 'measure'],
      ],
      [[f.releaseLeadTime.released, f.releaseLeadTime.averageHours, f.releaseLeadTime.medianHours]],
    ),
  ],
  mtd: (f, l) => {
    const period = (key: string) => l.t(`dashboards.export.periods.${key}`);
    return [
      tableOf(
        l,
        'workingDays',
        [
          ['month', 'text'],
          ['asOf', 'text'],
          ['elapsed', 'count'],
          ['total', 'count'],
        ],
        [[f.month, f.asOf, f.workingDays.elapsed, f.workingDays.total]],
      ),
      tableOf(
        l,
        'periods',
        [['period', 'text'], ...VOLUME],
        [
          [period('monthToDate'), ...volume(f.monthToDate)],
          [period('projection'), null, f.projection.tons, f.projection.amount],
          [period('lastMonth'), ...volume(f.lastMonth)],
          [period('lastMonthToDate'), ...volume(f.lastMonthToDate)],
        ],
      ),
      tableOf(
        l,
        'daily',
        [
          ['date', 'text'],
          ['tons', 'tons'],
          ['amount', 'amount'],
          ['cumulativeTons', 'tons'],
          ['cumulativeAmount', 'amount'],
        ],
        f.daily.map((d) => [d.date, d.tons, d.amount, d.cumulativeTons, d.cumulativeAmount]),
      ),
    ];
  },
  onboarding: (f, l) => [
    tableOf(
      l,
      'totals',
      [
        ['newCustomers', 'count'],
        ['withFirstOrder', 'count'],
        ['repeatCustomers', 'count'],
        ['repeatRate', 'rate'],
        ['averageDaysToFirstOrder', 'measure'],
      ],
      [
        [
          f.totals.newCustomers,
          f.totals.withFirstOrder,
          f.totals.repeatCustomers,
          f.totals.repeatRate,
          f.totals.averageDaysToFirstOrder,
        ],
      ],
    ),
    tableOf(
      l,
      'byMonth',
      [
        ['month', 'text'],
        ['newCustomers', 'count'],
        ['withFirstOrder', 'count'],
        ['repeatCustomers', 'count'],
      ],
      f.byMonth.map((m) => [m.month, m.newCustomers, m.withFirstOrder, m.repeatCustomers]),
    ),
    tableOf(
      l,
      'recent',
      [
        ['customer', 'text'],
        ['createdAt', 'text'],
        ['seller', 'text'],
        ['firstOrderDate', 'text'],
        ['orders', 'count'],
      ],
      f.recent.map((c) => [c.name, c.createdAt, c.sellerName, c.firstOrderDate, c.orders]),
    ),
  ],
  kpis: (f, l) => {
    const indicator = (key: string) => l.t(`dashboards.export.indicators.${key}`);
    return [
      tableOf(
        l,
        'indicators',
        [['indicator', 'text'], ...VOLUME],
        [
          [indicator('sales'), ...volume(f.sales)],
          [indicator('previous'), ...volume(f.sales.previous)],
          [indicator('open'), ...volume(f.open)],
          [indicator('overdue'), ...volume(f.overdue)],
          [indicator('retained'), ...volume(f.retained)],
        ],
      ),
      tableOf(
        l,
        'margin',
        [
          ['marginUsd', 'amount'],
          ['marginPercent', 'measure'],
          ['tons', 'tons'],
        ],
        f.margin ? [[f.margin.amountUsd, f.margin.percent, f.margin.tons]] : [],
      ),
      tableOf(
        l,
        'onTime',
        [
          ['delivered', 'count'],
          ['onTime', 'count'],
          ['rate', 'rate'],
        ],
        [[f.onTime.delivered, f.onTime.onTime, f.onTime.rate]],
      ),
    ];
  },
  purchaseOrders: (f, l) => {
    const supplier = (name: string) => name || l.t('dashboards.export.columns.noSupplier');
    return [
      tableOf(l, 'totals', PURCHASE, [purchase(f.totals)]),
      tableOf(
        l,
        'byMonth',
        [['month', 'text'], ...PURCHASE],
        f.byMonth.map((m) => [m.month, ...purchase(m)]),
      ),
      tableOf(
        l,
        'bySupplier',
        [['supplier', 'text'], ...PURCHASE],
        f.bySupplier.map((s) => [supplier(s.supplier), ...purchase(s)]),
      ),
      tableOf(
        l,
        'bySupplierMonth',
        [['supplier', 'text'], ['month', 'text'], ...PURCHASE],
        f.bySupplierMonth.map((s) => [supplier(s.supplier), s.month, ...purchase(s)]),
      ),
    ];
  },
};

export function dashboardTables<K extends DashboardKey>(
  key: K,
  figures: DashboardFigures[K],
  labels: TableLabels,
): Table[] {
  return (BUILDERS[key] as (f: DashboardFigures[K], l: TableLabels) => Table[])(figures, labels);
}
