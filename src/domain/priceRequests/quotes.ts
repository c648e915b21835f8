/**
 * What a base cost can be picked from: suppliers' quotes (active: not past `validUntil`, tons
 * left) and lots in stock with tons available. Both in USD per ton.
 */
import { z } from 'zod';
import { PACKAGING_TYPES } from '../products';
import { BASE_COST_SOURCES, type CostDefaults, TRANSPORT_MODES } from './costs';
import { costFiguresSchema } from './figures';

const decimal = z.string();
const isoDay = z.string();

export const supplierSchema = z.object({ id: z.uuid(), name: z.string() });
export type Supplier = z.infer<typeof supplierSchema>;

/** A supplier's offer: number, supplier, USD/ton, tons available, packaging, valid until (dd/MM/yyyy on screen). */
export const supplierQuoteSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  supplier: supplierSchema,
  productId: z.uuid(),
  priceUsdPerTon: decimal,
  availableQuantityTon: decimal,
  packagingType: z.enum(PACKAGING_TYPES),
  validUntil: isoDay,
});
export type SupplierQuote = z.infer<typeof supplierQuoteSchema>;

/** A lot of the request's product with stock: its material cost is what the tenant paid. */
export const lotInventorySchema = z.object({
  id: z.uuid(),
  lot: z.string(),
  warehouse: z.object({ id: z.uuid(), name: z.string() }),
  priceUsdPerTon: decimal,
  availableQuantityTon: decimal,
  packagingType: z.enum(PACKAGING_TYPES),
  receivedDate: isoDay,
});
export type LotInventory = z.infer<typeof lotInventorySchema>;

const cost = decimal.nullable();

/** A calculation as stored and answered; the base cost's source carries its quote number or lot. */
export const savedCostDataSchema = z.object({
  baseCost: cost,
  baseCostSource: z.object({ kind: z.enum(BASE_COST_SOURCES), id: z.uuid(), label: z.string() }).nullable(),
  storageCost: cost,
  transferCost: cost,
  pickingCost: cost,
  packagingCost: cost,
  transportMode: z.enum(TRANSPORT_MODES),
  firstMileCostPerTon: cost,
  firstMileCostTotal: cost,
  middleMileCostPerTon: cost,
  middleMileCostTotal: cost,
  lastMileCostPerTon: cost,
  lastMileCostTotal: cost,
  extraCost: cost,
  commissionUsdPerTon: cost,
  salesMarginUsdPerTon: cost,
});
export type SavedCostData = z.infer<typeof savedCostDataSchema>;

/**
 * `GET /api/price-requests/{id}/costs`: the saved calculation (or a new one from the defaults),
 * its figures, the defaults, and what the quotes modal offers for the request's product.
 */
export const priceRequestCostsSchema = z.object({
  volumeTons: decimal,
  costs: savedCostDataSchema,
  figures: costFiguresSchema,
  /** The pricing parameters' operational and margin values in force, for "reset to defaults". */
  defaults: z.object({
    storageCost: decimal.nullable(),
    transferCost: decimal.nullable(),
    pickingCost: decimal.nullable(),
    packagingCost: decimal.nullable(),
    commissionUsdPerTon: decimal.nullable(),
    salesMarginUsdPerTon: decimal.nullable(),
  }) satisfies z.ZodType<CostDefaults>,
  quotes: z.array(supplierQuoteSchema),
  lots: z.array(lotInventorySchema),
  /** Whether a calculation was ever saved (false: these are the defaults). */
  saved: z.boolean(),
});
export type PriceRequestCosts = z.infer<typeof priceRequestCostsSchema>;
