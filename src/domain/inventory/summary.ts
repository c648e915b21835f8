/**
 * The quantity summary per warehouse: available tons by product × warehouse, the customer's
 * region first. Read by the order form (what can be promised) and by price requests.
 */
import { z } from 'zod';
import { PACKAGING_TYPES } from '../products';

export const summaryQuerySchema = z.object({
  /** The customer whose region is shown first; without it every region is shown. */
  customerId: z.uuid('validation.uuid').optional(),
  productId: z.uuid('validation.uuid').optional(),
  packagingType: z.enum(PACKAGING_TYPES, { error: 'validation.invalidOption' }).optional(),
});
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;

export const summaryRowSchema = z.object({
  productId: z.uuid(),
  reference: z.string(),
  productName: z.string(),
  packagingType: z.enum(PACKAGING_TYPES),
  warehouse: z.object({ id: z.uuid(), code: z.string(), name: z.string() }),
  region: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  availableTons: z.string(),
  lots: z.number().int(),
});
export type SummaryRow = z.infer<typeof summaryRowSchema>;

/**
 * The three empty states: no customer chosen (every region shown), nothing in the customer's
 * region (the rest shown), nothing anywhere.
 */
export const summarySchema = z.object({
  region: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Rows in the customer's region (empty without a customer). */
  inRegion: z.array(summaryRowSchema),
  /** Rows elsewhere (every row without a customer). */
  elsewhere: z.array(summaryRowSchema),
});
export type InventorySummary = z.infer<typeof summarySchema>;
