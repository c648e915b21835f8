/**
 * The home's pipeline card: seven steps, each a status filter of the order list with the orders in it
 * and their tons (`GET /api/orders/count-by-status-with-tons`). Which statuses a step covers is the
 * list's own `PIPELINE_FILTER_STATUSES`, so a step's count is the number of rows its list shows.
 */
import { z } from 'zod';
import type { PipelineFilter } from './status';

/** The steps in the card's order: open, created, released, material assigned, shipped, transport, invoiced. */
export const PIPELINE_STEPS = [
  'DEFAULT',
  'CREATED',
  'ASSIGNINVENTORY',
  'MATERIALALLOCATED',
  'SCHEDULERORDER',
  'TRANSPORTASSIGN',
  'INVOICED',
] as const satisfies readonly PipelineFilter[];
export type PipelineStep = (typeof PIPELINE_STEPS)[number];

const queryDay = z.iso.date('validation.date').optional();

/**
 * The card's filters: one seller (within the caller's scope) and the delivery date range, both ends
 * or none (a lone end is ignored, as by every list); a range that ends before it starts is refused.
 */
export const pipelineCountsQuerySchema = z.object({
  sellerId: z.uuid('validation.uuid').optional(),
  deliveryDateFrom: queryDay,
  deliveryDateTo: queryDay,
});
export type PipelineCountsQuery = z.infer<typeof pipelineCountsQuerySchema>;

/** One step: its filter value, its orders and their tons (3 decimals). */
export const pipelineStatSchema = z.object({
  label: z.enum(PIPELINE_STEPS),
  count: z.number().int().nonnegative(),
  totalQuantityTons: z.number().nonnegative(),
});
export type PipelineStat = z.infer<typeof pipelineStatSchema>;

/** Every step, in the card's order, zeros included. */
export const pipelineCountsSchema = z.array(pipelineStatSchema);
