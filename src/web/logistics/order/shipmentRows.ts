/**
 * The rows of the shipments table: the shipments created (by their place in the order) and the
 * planned ones not created yet, shown as pending. The first pending row is where the next shipment
 * is created while the order has material to ship ('canShip'): at most 3 shipments, and one more
 * row than planned when an earlier shipment left kilos behind.
 */
import { Decimal } from 'decimal.js';
import { businessDay } from '../../../domain/dates';
import type { Locale } from '../../../domain/i18n';
import { MAX_SHIPMENTS, type OrderLogistics, type ShipmentView } from '../../../domain/logistics';
import { formatNumber } from '../../format';

export type ShipmentRow =
  | { kind: 'created'; key: string; sequence: number; shipment: ShipmentView }
  | { kind: 'pending'; key: string; sequence: number; creatable: boolean };

export function shipmentRows(view: OrderLogistics): ShipmentRow[] {
  const created = [...view.shipments].sort((a, b) => a.sequence - b.sequence || a.number - b.number);
  const rows: ShipmentRow[] = created.map((shipment, i) => ({
    kind: 'created',
    key: shipment.id,
    sequence: i + 1,
    shipment,
  }));
  const room = Math.max(MAX_SHIPMENTS - created.length, 0);
  const planned = Math.max(view.plannedShipments - created.length, 0);
  const pending =
    view.stage === 'canShip'
      ? Math.min(Math.max(planned, 1), room)
      : view.stage === 'awaitingMaterial'
        ? Math.min(planned, room)
        : 0;
  for (let i = 0; i < pending; i++) {
    const sequence = created.length + i + 1;
    rows.push({
      kind: 'pending',
      key: `pending-${sequence}`,
      sequence,
      creatable: i === 0 && view.stage === 'canShip',
    });
  }
  return rows;
}

/** '12,500' (kg, up to 3 decimals). */
export const kgText = (kg: string, locale: Locale) => formatNumber(kg, 3, locale);

/** '12.5' (tons, up to 3 decimals). */
export const tonsText = (kg: string, locale: Locale) =>
  formatNumber(new Decimal(kg || '0').dividedBy(1000).toString(), 3, locale);

/** A business day or an instant as the business day it falls on ('yyyy-mm-dd'). */
export const dayOf = (value: string) => (value.length > 10 ? businessDay(new Date(value)) : value);
