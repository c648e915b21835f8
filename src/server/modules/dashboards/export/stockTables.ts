/** The tables of the dashboards about stock: inventory management and purchase orders. */
import type { DashboardKey } from '../../../../domain/dashboards';
import { PURCHASE, purchase, type TablesOf, tableOf } from './tables';

export const STOCK_TABLES: { [K in DashboardKey]?: TablesOf<K> } = {
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
