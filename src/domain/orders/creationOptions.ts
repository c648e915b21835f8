/**
 * What the order creation form reads besides customers, products and sellers: the warehouses a
 * counter sale may be picked up from, and the pricing values in force (exchange rate, VAT, delivery
 * premium and handling per ton) that the form's summary estimate uses. The server copies the same
 * version onto the order when it is created, so the estimate and the stored totals agree unless the
 * parameters change in between.
 */
import { z } from 'zod';
import { pricingValuesOutputSchema } from '../pricing';

export const warehouseSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehouseListSchema = z.object({ data: z.array(warehouseSchema) });

export const pricingInForceSchema = z.object({
  /** The pricing set's id and the version number in force. */
  setId: z.uuid(),
  version: z.number().int(),
  values: pricingValuesOutputSchema,
});
export type PricingInForce = z.infer<typeof pricingInForceSchema>;
