/**
 * Delivery confirmation (PUT /api/order-logistic/{id}/confirm-delivery): confirmed needs the real
 * delivery date (not after today); not confirmed with a date reschedules the shipment (the
 * delays modal), not before today.
 */
import { z } from 'zod';
import { lkey, logisticsDay } from './fields';

export const confirmDeliverySchema = (today: string) =>
  z
    .object({
      isCompleted: z.boolean({ error: lkey('isCompletedRequired') }),
      deliveryDate: z.string().nullish(),
      version: z.number().int().min(1, 'validation.tooSmall').optional(),
    })
    .strict()
    .superRefine((v, ctx) => {
      const check = v.isCompleted
        ? logisticsDay(lkey('realDeliveryDateRequired'), { max: today })
        : logisticsDay(lkey('deliveryDateRequired'), { min: today });
      // Pending without a date only undoes a confirmation; the date stays.
      if (!v.isCompleted && !v.deliveryDate) return;
      const r = check.safeParse(v.deliveryDate ?? '');
      if (!r.success)
        for (const issue of r.error.issues)
          ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: issue.message });
    });
export type ConfirmDeliveryBody = z.output<ReturnType<typeof confirmDeliverySchema>>;

/** PUT /api/orders/overdue/{id}: the delays modal's new date for a late order. */
export const rescheduleSchema = (today: string) =>
  z.object({ deliveryDate: logisticsDay(lkey('deliveryDateRequired'), { min: today }) }).strict();
export type RescheduleBody = z.output<ReturnType<typeof rescheduleSchema>>;
