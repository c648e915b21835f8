/**
 * What each built-in dashboard answers (`GET /api/dashboard-figures/{key}`). Every figure is an
 * aggregate the database computes; tons are rounded to 3 decimals, amounts to 2, rates are 0–1.
 * Amounts are in the currency asked (items' totals without VAT) unless the name says USD.
 * Which orders and lots each figure counts: docs/decisions.md, "Dashboards".
 */
import { z } from 'zod';
import { CURRENCIES } from '../users';
import type { DashboardKey } from './catalog';

const count = z.number().int().nonnegative();
const tons = z.number();
const amount = z.number();
/** 0–1, null when nothing was measured (no delivered orders, no demand…). */
const rate = z.number().nullable();
const day = z.iso.date();
/** 'yyyy-mm'. */
const month = z.string().regex(/^\d{4}-\d{2}$/);

/** What every answer repeats of its question, after the defaults. */
const asked = {
  from: day,
  to: day,
  currency: z.enum(CURRENCIES),
  /** The seller the figures are narrowed to (a seller's own id for a seller), null for everyone visible. */
  sellerId: z.uuid().nullable(),
};

const volume = { orders: count, tons, amount };
const named = { id: z.uuid(), name: z.string() };

// ---- Sales (orders not cancelled, by their creation day in Mexico City) -------------------------

export const salesFiguresSchema = z.object({
  ...asked,
  totals: z.object({ ...volume, averagePricePerTon: amount.nullable() }),
  /** Every month of the range, months without sales included (zeros). */
  byMonth: z.array(z.object({ month, ...volume })),
  /** Largest amount first; at most 20. */
  byProduct: z.array(z.object({ ...named, tons, amount })),
  /** Largest amount first; at most 10. */
  byCustomer: z.array(z.object({ ...named, tons, amount })),
  /** Largest amount first; orders without a seller under a null id. */
  bySeller: z.array(z.object({ id: z.uuid().nullable(), name: z.string().nullable(), ...volume })),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

// ---- Inventory management (stock now; demand = every order waiting for material; no period) -----

export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '91-180', '180+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const inventoryFiguresSchema = z.object({
  ...asked,
  /** The day the stock is read (today). */
  asOf: day,
  totals: z.object({
    lots: count,
    availableTons: tons,
    allocatedTons: tons,
    stockValueUsd: amount,
    demandTons: tons,
    coverage: rate,
  }),
  byWarehouse: z.array(z.object({ ...named, lots: count, availableTons: tons, allocatedTons: tons })),
  /**
   * Per product: stock available and the open orders' tons still waiting for material (whatever
   * their delivery date, the seller's when narrowed); coverage = available / waiting (null without
   * demand, can exceed 1).
   */
  byProduct: z.array(z.object({ ...named, availableTons: tons, demandTons: tons, coverage: rate })),
  /** Lots with stock by days since reception, every bucket present. */
  ageing: z.array(z.object({ bucket: z.enum(AGEING_BUCKETS), lots: count, availableTons: tons })),
});
export type InventoryFigures = z.infer<typeof inventoryFiguresSchema>;

// ---- Performance (orders created in the range; deliveries and releases in the range) --------------

/** The steps whose cycle time is measured: days from creation to the first time the order reached it. */
export const CYCLE_STEPS = [
  'APROBADO_POR_FINANZAS',
  'MATERIAL_ASIGNADO',
  'EMBARCADO/PROGRAMADO',
  'TRANSPORTE_ASIGNADO',
  'FACTURADO',
  'ORDEN_ENTREGADA',
] as const;

export const performanceFiguresSchema = z.object({
  ...asked,
  cycleTimes: z.array(
    z.object({
      step: z.enum(CYCLE_STEPS),
      /** Orders created in the range that reached the step. */
      orders: count,
      averageDays: z.number().nullable(),
      medianDays: z.number().nullable(),
    }),
  ),
  /** Orders delivered in the range; on time when delivered no later than the requested date. */
  onTime: z.object({ delivered: count, onTime: count, rate }),
  onTimeByMonth: z.array(z.object({ month, delivered: count, onTime: count, rate })),
  /** Finance releases in the range: hours from the release request (else creation) to the release. */
  releaseLeadTime: z.object({
    released: count,
    averageHours: z.number().nullable(),
    medianHours: z.number().nullable(),
  }),
});
export type PerformanceFigures = z.infer<typeof performanceFiguresSchema>;

// ---- Month-to-date projection (the month of `to`) --------------------------------------------------

export const mtdFiguresSchema = z.object({
  ...asked,
  /** 'yyyy-mm' of `to`. */
  month,
  /** The last day counted: `to`, or today when `to` is later. */
  asOf: day,
  /** Monday to Friday less Mexico's statutory rest days. */
  workingDays: z.object({ elapsed: count, total: count }),
  monthToDate: z.object(volume),
  /** Month to date / elapsed working days × the month's working days (null before the first). */
  projection: z.object({ tons: tons.nullable(), amount: amount.nullable() }),
  /** The whole previous month. */
  lastMonth: z.object(volume),
  /** The previous month up to the same number of working days. */
  lastMonthToDate: z.object(volume),
  /** Every day of the month up to `asOf`. */
  daily: z.array(z.object({ date: day, tons, amount, cumulativeTons: tons, cumulativeAmount: amount })),
});
export type MtdFigures = z.infer<typeof mtdFiguresSchema>;

// ---- Onboarding tracking (customers created in the range) ----------------------------------------

export const onboardingFiguresSchema = z.object({
  ...asked,
  totals: z.object({
    newCustomers: count,
    /** Of them, those with an order (not cancelled). */
    withFirstOrder: count,
    /** Of them, those with two orders or more. */
    repeatCustomers: count,
    /** repeatCustomers / withFirstOrder. */
    repeatRate: rate,
    averageDaysToFirstOrder: z.number().nullable(),
  }),
  /** Every month of the range. */
  byMonth: z.array(z.object({ month, newCustomers: count, withFirstOrder: count, repeatCustomers: count })),
  /** The 20 newest customers of the range. */
  recent: z.array(
    z.object({
      ...named,
      createdAt: day,
      sellerName: z.string().nullable(),
      firstOrderDate: day.nullable(),
      orders: count,
    }),
  ),
});
export type OnboardingFigures = z.infer<typeof onboardingFiguresSchema>;

// ---- Executive KPIs (one screen) ----------------------------------------------------------------

export const kpisFiguresSchema = z.object({
  ...asked,
  /** Sales of the range and of the range of the same length just before it. */
  sales: z.object({ ...volume, previous: z.object(volume) }),
  /**
   * On the tons shipped or allocated from lots with a cost: items' USD price per ton less the lots'
   * cost per ton. Null when no allocated ton of the range's sales has a cost.
   */
  margin: z
    .object({
      amountUsd: amount,
      /** Margin over the revenue of those tons, as a percentage (0–100, 2 decimals; negative at a loss). */
      percent: z.number(),
      tons,
    })
    .nullable(),
  /** Orders open now (not delivered, paid or cancelled), whatever their dates. */
  open: z.object(volume),
  /** Open orders past their due date now (the delays queue's rule). */
  overdue: z.object(volume),
  /** Orders retained by finance now. */
  retained: z.object(volume),
  /** As performance's on-time figure. */
  onTime: z.object({ delivered: count, onTime: count, rate }),
});
export type KpisFigures = z.infer<typeof kpisFiguresSchema>;

// ---- Purchase orders (lots received in the range; costs in USD) -------------------------------------

const purchase = { lots: count, tons, costUsd: amount, averageCostPerTon: amount.nullable() };

export const purchaseOrdersFiguresSchema = z.object({
  ...asked,
  totals: z.object(purchase),
  /** Every month of the range. */
  byMonth: z.array(z.object({ month, ...purchase })),
  /** Largest cost first; lots without a supplier under ''. */
  bySupplier: z.array(z.object({ supplier: z.string(), ...purchase })),
  bySupplierMonth: z.array(z.object({ supplier: z.string(), month, ...purchase })),
});
export type PurchaseOrdersFigures = z.infer<typeof purchaseOrdersFiguresSchema>;

export const dashboardFiguresSchemas = {
  sales: salesFiguresSchema,
  inventory: inventoryFiguresSchema,
  performance: performanceFiguresSchema,
  mtd: mtdFiguresSchema,
  onboarding: onboardingFiguresSchema,
  kpis: kpisFiguresSchema,
  purchaseOrders: purchaseOrdersFiguresSchema,
} satisfies Record<DashboardKey, z.ZodType>;

export type DashboardFigures = {
  [K in DashboardKey]: z.infer<(typeof dashboardFiguresSchemas)[K]>;
};

/** `GET /api/dashboards/{id}/url`: where the external BI shows the dashboard, signed for a few minutes. */
export const dashboardEmbedSchema = z.object({
  url: z.url(),
  /** When the signature stops working (ISO instant): the page asks again before. */
  expiresAt: z.iso.datetime(),
});
export type DashboardEmbed = z.infer<typeof dashboardEmbedSchema>;
