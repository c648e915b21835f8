/**
 * What a base cost can be picked from: suppliers' quotes (active: not past `validUntil`, tons
 * left) and lots in stock with tons available. Both in USD per ton.
 */
import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from '../lists';
import { isIsoDay } from '../orders/deliveryWindow';
import { PACKAGING_TYPES } from '../products';
import { versionSchema } from '../versioning';
import { BASE_COST_SOURCES, type CostDefaults, parseCostInput, pkey, TRANSPORT_MODES } from './costs';
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

// ---- Keeping suppliers and quotes (pricing) ------------------------------------------------------

/** `POST /api/suppliers`. */
export const supplierCreateSchema = z
  .object({
    name: z
      .string(pkey('supplierNameRequired'))
      .trim()
      .min(2, pkey('supplierNameRequired'))
      .max(200, 'validation.tooLong'),
  })
  .strict();
export type SupplierCreate = z.infer<typeof supplierCreateSchema>;

export const supplierListSchema = z.object({ data: z.array(supplierSchema) });

/** A quote's figure: digits with one comma or dot (like the calculator's inputs), required. */
const quoteAmount = (requiredKey: string, invalidKey: string) =>
  z.union([z.string(), z.number()], { error: requiredKey }).transform((v, ctx) => {
    const text = String(v).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: requiredKey, input: v });
      return z.NEVER;
    }
    const parsed = parseCostInput(text);
    if (parsed === null || parsed === undefined) {
      ctx.addIssue({ code: 'custom', message: invalidKey, input: v });
      return z.NEVER;
    }
    return parsed;
  });

const quoteFields = {
  number: z
    .string(pkey('quoteNumberRequired'))
    .trim()
    .min(1, pkey('quoteNumberRequired'))
    .max(60, 'validation.tooLong'),
  supplierId: z.uuid({ error: pkey('supplierRequired') }),
  productId: z.uuid({ error: pkey('productRequired') }),
  packagingType: z.enum(PACKAGING_TYPES, { error: pkey('packagingRequired') }),
  priceUsdPerTon: quoteAmount(pkey('quotePriceRequired'), pkey('costInvalid')),
  availableQuantityTon: quoteAmount(pkey('quoteTonsRequired'), pkey('costInvalid')),
  validUntil: z.string(pkey('validUntilRequired')).refine(isIsoDay, 'validation.date'),
};

/** `POST /api/supplier-quotes`: the number is unique in the tenant (409 otherwise). */
export const supplierQuoteCreateSchema = z.object(quoteFields).strict();
export type SupplierQuoteCreate = z.infer<typeof supplierQuoteCreateSchema>;

/** `PUT /api/supplier-quotes/{id}`: any of the fields, with the version read. */
export const supplierQuoteUpdateSchema = z
  .object(quoteFields)
  .partial()
  .extend({ version: versionSchema })
  .strict();
export type SupplierQuoteUpdate = z.infer<typeof supplierQuoteUpdateSchema>;

/** `GET /api/supplier-quotes`: search on number and supplier, a product, only the active ones. */
export const supplierQuoteListQuerySchema = listQuerySchema.extend({
  productId: z.uuid('validation.uuid').optional(),
  active: z
    .enum(['true', 'false'], { error: 'validation.invalidOption' })
    .transform((v) => v === 'true')
    .optional(),
});
export type SupplierQuoteListQuery = z.infer<typeof supplierQuoteListQuerySchema>;

export const supplierQuoteViewSchema = supplierQuoteSchema.extend({
  product: z.object({ id: z.uuid(), reference: z.string(), name: z.string() }),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupplierQuoteView = z.infer<typeof supplierQuoteViewSchema>;
export const supplierQuoteListSchema = listResponseSchema(supplierQuoteViewSchema);
