/** The tables of the dashboards about orders: sales, performance, month to date, onboarding, KPIs. */
import type { DashboardKey } from '../../../../domain/dashboards';
import { OPS_STEP_LABELS } from '../../../../domain/orders/status';
import { type TablesOf, tableOf, VOLUME, volume } from './tables';

export const SALES_TABLES: { [K in DashboardKey]?: TablesOf<K> } = {
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
};
