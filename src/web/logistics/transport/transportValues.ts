/**
 * The transport form's values: what it starts from (a shipment's current transport, or blank) and
 * what it sends — the pickup model only its plates, driver and comments; the delivery-partner
 * model also the vehicle type, the carrier (an existing one or a new name) and the delivery date.
 */
import type { TransportBody, TransportInput, TransportView } from '../../../domain/logistics';

/** The texts of the transport form and its toasts. */
export const TT = 'app.orderLogistics.transport';

/** The order's delivery model as the API spells it ('DELIVERY_PARTNER' or 'PICKUP'). */
export const isDeliveryPartner = (deliveryModel: string) => deliveryModel === 'DELIVERY_PARTNER';

/** What the dialog is opened with: the transport already assigned, and the shipment's date. */
export interface TransportInitial {
  transport?: TransportView;
  /** The shipment's scheduled date ('yyyy-mm-dd'): the delivery-partner date starts from it. */
  dateDelivery?: string | null;
}

export function transportDefaults(initial: TransportInitial, version: number, today: string): TransportInput {
  const t = initial.transport;
  const date = initial.dateDelivery && initial.dateDelivery >= today ? initial.dateDelivery : '';
  return {
    plates: t?.plates ?? '',
    driverName: t?.driverName ?? '',
    comments: t?.comments ?? '',
    vehicleTypeId: t?.vehicleType?.id ?? '',
    vehicleProviderId: t?.supplierTransport?.id ?? '',
    newProviderName: null,
    deliveryDate: date,
    version,
  };
}

/** The body sent: nothing of the delivery-partner fields for a pickup, no blanks for the rest. */
export function transportBody(values: TransportBody, deliveryPartner: boolean): TransportBody {
  const base = {
    plates: values.plates,
    driverName: values.driverName,
    comments: values.comments,
    version: values.version,
  };
  if (!deliveryPartner) return base;
  const creating = typeof values.newProviderName === 'string';
  return {
    ...base,
    vehicleTypeId: values.vehicleTypeId || null,
    ...(creating
      ? { newProviderName: values.newProviderName }
      : { vehicleProviderId: values.vehicleProviderId || null }),
    deliveryDate: values.deliveryDate || null,
  };
}
