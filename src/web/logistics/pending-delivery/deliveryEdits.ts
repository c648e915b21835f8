/**
 * A row's unsaved edits in 'Pendientes de entrega' — its delivery date and its confirmation — and
 * what saving them says. Pure, so the screen and its tests read the same rules.
 */
import type { ConfirmDeliveryBody } from '../../../domain/logistics/delivery';
import type { PendingDeliveryRow } from '../../../domain/logistics/queues';

export interface DeliveryDraft {
  deliveryDate: string;
  isDelivered: boolean;
}

const T = 'app.logisticsQueues.pendingDelivery.toasts';

export const draftOf = (row: PendingDeliveryRow): DeliveryDraft => ({
  deliveryDate: row.dateDelivery,
  isDelivered: row.isDelivered,
});

export function isChanged(row: PendingDeliveryRow, draft: DeliveryDraft | undefined): boolean {
  if (!draft) return false;
  return draft.deliveryDate !== row.dateDelivery || draft.isDelivered !== row.isDelivered;
}

/**
 * Why the draft's date cannot be saved, as a `validation.logistics` key, or null: a confirmed
 * delivery happened already (not after today), a pending one is rescheduled (not before today).
 * A pending row whose date is untouched keeps it, even if already past.
 */
export function dateProblem(row: PendingDeliveryRow, draft: DeliveryDraft, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.deliveryDate)) return 'validation.date';
  if (draft.isDelivered) return draft.deliveryDate > today ? 'validation.logistics.dateNotAfterToday' : null;
  if (draft.deliveryDate === row.dateDelivery) return null;
  return draft.deliveryDate < today ? 'validation.logistics.dateNotBeforeToday' : null;
}

/** The body of PUT /order-logistic/:id/confirm-delivery for the draft (the row's version guards it). */
export function confirmBody(row: PendingDeliveryRow, draft: DeliveryDraft): ConfirmDeliveryBody {
  return { isCompleted: draft.isDelivered, deliveryDate: draft.deliveryDate, version: row.version };
}

export interface SaveTexts {
  success: string;
  /** Shown with the server's message as `%{message}` when it has one. */
  failure: string;
}

/**
 * Which toast a save shows:
 * - only the date of a pending shipment moved (a reschedule): 'Fecha de entrega actualizada
 *   correctamente', or 'Error al actualizar la fecha de entrega';
 * - only the real date of a confirmed shipment corrected: 'Fecha cambiada exitosamente';
 * - only the toggle turned to confirmed: 'Entrega confirmada exitosamente';
 * - only the toggle turned back to pending: 'Estado de entrega actualizado exitosamente';
 * - the toggle and the date together: 'Cambios guardados exitosamente'.
 * Every failure but the reschedule's: 'Error al guardar los cambios: {message}'.
 */
export function saveTexts(row: PendingDeliveryRow, draft: DeliveryDraft): SaveTexts {
  const dateMoved = draft.deliveryDate !== row.dateDelivery;
  const toggled = draft.isDelivered !== row.isDelivered;
  const failure = `${T}.saveFailed`;
  if (dateMoved && toggled) return { success: `${T}.saved`, failure };
  if (toggled) return { success: `${T}.${draft.isDelivered ? 'confirmed' : 'statusUpdated'}`, failure };
  if (draft.isDelivered) return { success: `${T}.dateChanged`, failure };
  return { success: `${T}.dateUpdated`, failure: `${T}.dateFailed` };
}
