/**
 * What the API answers for each dashboard in these tests: one realistic answer per dashboard, each
 * checked by the dashboard's figures schema (answer()), and an empty one.
 */
import type {
  InventoryFigures,
  KpisFigures,
  MtdFigures,
  OnboardingFigures,
  PerformanceFigures,
  PurchaseOrdersFigures,
  SalesFigures,
} from '../../../../src/domain/dashboards';

export const SELLER_ID = 'a0000000-0000-4000-8000-000000000001';
export const OTHER_SELLER_ID = 'a0000000-0000-4000-8000-000000000002';
const id = (n: number) => `b0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const asked = { from: '2025-12-01', to: '2026-11-20', currency: 'USD' as const, sellerId: null };
const volume = (orders: number, tons: number, amount: number) => ({ orders, tons, amount });

export function salesFigures(overrides: Partial<SalesFigures> = {}): SalesFigures {
  return {
    ...asked,
    totals: { ...volume(42, 1234.5, 987654.32), averagePricePerTon: 800.04 },
    byMonth: [
      { month: '2026-10', ...volume(20, 600.25, 480000) },
      { month: '2026-11', ...volume(22, 634.25, 507654.32) },
    ],
    byProduct: [
      { id: id(1), name: 'Carbonato de calcio', tons: 800, amount: 640000 },
      { id: id(2), name: 'Cal hidratada', tons: 434.5, amount: 347654.32 },
    ],
    byCustomer: [{ id: id(3), name: 'Aceros del Norte', tons: 500, amount: 400000 }],
    bySeller: [
      { id: SELLER_ID, name: 'Carlos Méndez', ...volume(30, 900, 700000) },
      { id: null, name: null, ...volume(12, 334.5, 287654.32) },
    ],
    ...overrides,
  };
}

export function emptySales(): SalesFigures {
  return salesFigures({
    totals: { ...volume(0, 0, 0), averagePricePerTon: null },
    byMonth: [{ month: '2026-11', ...volume(0, 0, 0) }],
    byProduct: [],
    byCustomer: [],
    bySeller: [],
  });
}

export function inventoryFigures(): InventoryFigures {
  return {
    ...asked,
    asOf: '2026-11-20',
    totals: {
      lots: 12,
      availableTons: 2500.75,
      allocatedTons: 400,
      stockValueUsd: 1500000,
      demandTons: 1000,
      coverage: 2.5,
    },
    byWarehouse: [
      { id: id(10), name: 'Almacén Querétaro', lots: 12, availableTons: 2500.75, allocatedTons: 400 },
    ],
    byProduct: [
      { id: id(1), name: 'Carbonato de calcio', availableTons: 2500.75, demandTons: 1000, coverage: 2.5 },
    ],
    ageing: [
      { bucket: '0-30', lots: 5, availableTons: 1000 },
      { bucket: '31-60', lots: 3, availableTons: 800 },
      { bucket: '61-90', lots: 2, availableTons: 400 },
      { bucket: '91-180', lots: 2, availableTons: 300.75 },
      { bucket: '180+', lots: 0, availableTons: 0 },
    ],
  };
}

export function performanceFigures(): PerformanceFigures {
  return {
    ...asked,
    cycleTimes: [
      { step: 'APROBADO_POR_FINANZAS', orders: 40, averageDays: 1.5, medianDays: 1 },
      { step: 'MATERIAL_ASIGNADO', orders: 35, averageDays: 2.25, medianDays: 2 },
      { step: 'EMBARCADO/PROGRAMADO', orders: 30, averageDays: 4, medianDays: 3.5 },
      { step: 'TRANSPORTE_ASIGNADO', orders: 28, averageDays: 5, medianDays: 4.5 },
      { step: 'FACTURADO', orders: 25, averageDays: 6, medianDays: 6 },
      { step: 'ORDEN_ENTREGADA', orders: 20, averageDays: 8.5, medianDays: 8 },
    ],
    onTime: { delivered: 20, onTime: 17, rate: 0.85 },
    onTimeByMonth: [
      { month: '2026-10', delivered: 10, onTime: 8, rate: 0.8 },
      { month: '2026-11', delivered: 10, onTime: 9, rate: 0.9 },
    ],
    releaseLeadTime: { released: 40, averageHours: 12.5, medianHours: 6 },
  };
}

export function mtdFigures(): MtdFigures {
  return {
    ...asked,
    from: '2026-11-01',
    month: '2026-11',
    asOf: '2026-11-03',
    workingDays: { elapsed: 2, total: 19 },
    monthToDate: volume(4, 100, 80000),
    projection: { tons: 950, amount: 760000 },
    lastMonth: volume(40, 900, 720000),
    lastMonthToDate: volume(3, 80, 64000),
    daily: [
      { date: '2026-11-01', tons: 0, amount: 0, cumulativeTons: 0, cumulativeAmount: 0 },
      { date: '2026-11-02', tons: 60, amount: 48000, cumulativeTons: 60, cumulativeAmount: 48000 },
      { date: '2026-11-03', tons: 40, amount: 32000, cumulativeTons: 100, cumulativeAmount: 80000 },
    ],
  };
}

export function onboardingFigures(): OnboardingFigures {
  return {
    ...asked,
    totals: {
      newCustomers: 8,
      withFirstOrder: 5,
      repeatCustomers: 2,
      repeatRate: 0.4,
      averageDaysToFirstOrder: 6.5,
    },
    byMonth: [
      { month: '2026-10', newCustomers: 3, withFirstOrder: 2, repeatCustomers: 1 },
      { month: '2026-11', newCustomers: 5, withFirstOrder: 3, repeatCustomers: 1 },
    ],
    recent: [
      {
        id: id(20),
        name: 'Minera del Bajío',
        createdAt: '2026-11-10',
        sellerName: 'Carlos Méndez',
        firstOrderDate: '2026-11-12',
        orders: 2,
      },
    ],
  };
}

export function kpisFigures(overrides: Partial<KpisFigures> = {}): KpisFigures {
  return {
    ...asked,
    sales: { ...volume(50, 1200, 900000), previous: volume(40, 1000, 800000) },
    margin: { amountUsd: 120000, percent: 13.33, tons: 900 },
    open: volume(15, 300, 250000),
    overdue: volume(3, 60, 50000),
    retained: volume(2, 40, 30000),
    onTime: { delivered: 20, onTime: 18, rate: 0.9 },
    ...overrides,
  };
}

export function purchaseOrdersFigures(): PurchaseOrdersFigures {
  const purchase = (lots: number, tons: number, costUsd: number) => ({
    lots,
    tons,
    costUsd,
    averageCostPerTon: tons ? Math.round((costUsd / tons) * 100) / 100 : null,
  });
  return {
    ...asked,
    totals: purchase(6, 3000, 1200000),
    byMonth: [
      { month: '2026-10', ...purchase(3, 1500, 600000) },
      { month: '2026-11', ...purchase(3, 1500, 600000) },
    ],
    bySupplier: [
      { supplier: 'Minerales del Golfo', ...purchase(4, 2000, 820000) },
      { supplier: '', ...purchase(2, 1000, 380000) },
    ],
    bySupplierMonth: [
      { supplier: 'Minerales del Golfo', month: '2026-10', ...purchase(2, 1000, 400000) },
      { supplier: 'Minerales del Golfo', month: '2026-11', ...purchase(2, 1000, 420000) },
      { supplier: '', month: '2026-11', ...purchase(2, 1000, 380000) },
    ],
  };
}
