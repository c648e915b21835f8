/**
 * The logistics lists: 'Pendientes de entrega' (shipments not delivered, the home's 'Confirmación
 * de entrega pendiente'), late orders ('Órdenes atrasadas') and their counts.
 *
 * Late (overdue): an order not delivered, paid or cancelled whose due date is before today in
 * Mexico City. Its due date is the earliest scheduled date of its shipments not delivered, else
 * (no shipment pending) its requested delivery date. Days overdue = today − due date.
 */
import { z } from 'zod';
import { financeCountsQuerySchema, financeQueueQuerySchema } from '../finance/views';
import { listQuerySchema, listResponseSchema, orderDirectionSchema } from '../lists';
import { DELIVERY_MODELS } from '../orders/enums';
import { PIPELINE_FILTER_STATUSES } from '../orders/status';

/** Page sizes of 'Pendientes de entrega' (5 steps up to 100). */
export const PENDING_DELIVERY_PAGE_SIZES = [5, 10, 25, 50, 100] as const;

const day = z.iso.date('validation.date');
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const many = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.uuid('validation.uuid')).max(50, 'validation.tooMany'))
  .optional();

export const PENDING_DELIVERY_SORTS = ['dateDelivery', 'number', 'company', 'quantity'] as const;

/** GET /api/order-logistic/not-delivered (the original's dateDelivery[from/to] as dateDeliveryFrom/To). Date ranges count only with both ends. */
export const pendingDeliveryQuerySchema = listQuerySchema.extend({
  orderField: z.enum(PENDING_DELIVERY_SORTS).default('dateDelivery'),
  orderDirection: orderDirectionSchema,
  dateDeliveryFrom: day.optional(),
  dateDeliveryTo: day.optional(),
  deliveryModel: z.enum(DELIVERY_MODELS).optional(),
  sellers: many,
  isInvoiced: flag,
  hasTransportAssigned: flag,
});
export type PendingDeliveryQuery = z.output<typeof pendingDeliveryQuerySchema>;

/** The original's Package row. */
export const pendingDeliveryRowSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  order: z.object({
    id: z.uuid(),
    displayNumber: z.string(),
    packageId: z.string().nullable(),
    companyName: z.string(),
    deliveryModel: z.string(),
    sellerName: z.string().nullable(),
  }),
  quantityTons: z.string(),
  products: z.string(),
  plates: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  dateDelivery: z.string(),
  isDelivered: z.boolean(),
  version: z.number().int(),
});
export type PendingDeliveryRow = z.infer<typeof pendingDeliveryRowSchema>;
export const pendingDeliveryListSchema = listResponseSchema(pendingDeliveryRowSchema);

/** GET /api/orders/overdue: the dashboard queues' paging, search, seller and date range. */
export const overdueQuerySchema = financeQueueQuerySchema;
export type OverdueQuery = z.output<typeof overdueQuerySchema>;
/** GET /api/orders/count-for-logistics and /count-delay-orders. */
export const logisticsCountsQuerySchema = financeCountsQuerySchema;
export type LogisticsCountsQuery = z.output<typeof logisticsCountsQuerySchema>;

/** The original's Overdue order row. */
export const overdueRowSchema = z.object({
  id: z.uuid(),
  externalId: z.string().nullable(),
  displayNumber: z.string(),
  customerName: z.string(),
  sellerName: z.string().nullable(),
  opsStatus: z.string(),
  quantityTons: z.string(),
  daysOverdue: z.number().int(),
  /** The date it is late against (see above). */
  deliveryDate: z.string(),
  totalOrder: z.string(),
  currency: z.string(),
});
export type OverdueRow = z.infer<typeof overdueRowSchema>;
export const overdueListSchema = listResponseSchema(overdueRowSchema);

export const countSchema = z.object({ count: z.number().int() });

/** Whole days from `due` to `today` (both 'yyyy-mm-dd'). */
export function daysBetween(due: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / 86_400_000);
}

/** Answer of PUT /api/orders/overdue/{id}: the order and the new date it is due. */
export const rescheduleResultSchema = z.object({ id: z.uuid(), deliveryDate: z.string() });
export type RescheduleResult = z.infer<typeof rescheduleResultSchema>;

/** The date an order is late against: its earliest pending shipment's, else its requested date. */
export function dueDateOf(order: { shipmentDueDate: string | null; deliveryDate: string }): string {
  return order.shipmentDueDate ?? order.deliveryDate;
}

/** Late on `today`: open (not delivered, paid or cancelled) and due before today. */
export function isOverdue(
  order: { opsStatus: string; shipmentDueDate: string | null; deliveryDate: string },
  today: string,
): boolean {
  const open = (PIPELINE_FILTER_STATUSES.DEFAULT as readonly string[]).includes(order.opsStatus);
  return open && dueDateOf(order) < today;
}
