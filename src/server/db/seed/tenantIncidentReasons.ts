/**
 * The incident reasons every tenant starts with (`GET /api/orders-incidents/reasons/{type}`):
 * the cancellation reasons a distributor records most, in both languages, 'Otro' last and asking
 * for free text. A tenant may deactivate or add reasons afterwards.
 */
import type { Executor } from '../client';
import { orderIncidentReasons } from '../schema';

export const DEFAULT_CANCEL_REASONS = [
  { code: 'CLIENT_CANCELLED', es: 'Cliente canceló el pedido', en: 'Customer cancelled the order' },
  { code: 'PRICE_NOT_AUTHORIZED', es: 'Precio no autorizado', en: 'Price not authorised' },
  { code: 'CAPTURE_ERROR', es: 'Error en la captura', en: 'Data entry error' },
  { code: 'NO_CREDIT', es: 'Falta de crédito', en: 'Insufficient credit' },
  { code: 'NO_STOCK', es: 'Sin inventario disponible', en: 'No stock available' },
  { code: 'DUPLICATE', es: 'Orden duplicada', en: 'Duplicate order' },
  { code: 'OTHER', es: 'Otro', en: 'Other', isOther: true },
] as const;

/** Runs inside the tenant's transaction (tenant_id comes from the session setting). */
export async function createTenantIncidentReasons(db: Executor): Promise<void> {
  await db.insert(orderIncidentReasons).values(
    DEFAULT_CANCEL_REASONS.map((r, position) => ({
      type: 'cancel',
      code: r.code,
      descriptionEs: r.es,
      descriptionEn: r.en,
      isOther: 'isOther' in r ? r.isOther : false,
      position,
    })),
  );
}
