/**
 * A shipment's transport (`PUT /api/order-logistic/{id}/assign-transport`) and the carriers' lists.
 * The body's rules depend on the order's delivery model (the delivery-partner model also needs
 * vehicle type, provider and date), so the service checks it against the order once locked.
 * A provider typed in the form is created with the assignment, or reused when the name exists.
 */
import type { z } from 'zod';
import { businessDay } from '../../../../domain/dates';
import { type ListQuery, pageOf } from '../../../../domain/lists';
import type { ShipmentView } from '../../../../domain/logistics/shipments';
import {
  type TransportBody,
  type TransportProviderView,
  transportSchema,
  type VehicleTypeView,
} from '../../../../domain/logistics/transport';
import type { Actor } from '../../../actor';
import type { Executor, Tx } from '../../../db/client';
import { conflict, type FieldProblem, invalidFields, notFound, staleVersion } from '../../../errors';
import { recordHistory, visibleOrder } from '../../orders';
import { queueRemission } from '../billing/remission';
import { shipmentOfOrder } from './create';
import { shipmentRow, updateShipment } from './queries';
import { syncLogisticsStatus } from './status';
import {
  providerById,
  providerNamed,
  providerPage,
  vehicleTypeExists,
  vehicleTypePage,
} from './transportQueries';
import { kgOut, shipmentViewOf } from './view';

/** The shipment by id, its order locked (then the shipment): 404 when missing or another tenant's. */
export async function lockedShipment(db: Executor, actor: Actor, shipmentId: string) {
  const found = await shipmentRow(db, shipmentId);
  if (!found) throw notFound('logistics.shipmentNotFound');
  const order = await visibleOrder(db, actor, found.orderId, { forUpdate: true });
  if (order.opsStatus === 'ORDEN_CANCELADA') throw conflict('logistics.orderCancelled');
  return { order, shipment: await shipmentOfOrder(db, order.id, shipmentId) };
}

/** Zod issues of a per-request schema as the usual 400, in the caller's language. */
export function bodyProblems(actor: Actor, error: z.ZodError) {
  return invalidFields(
    actor.t,
    error.issues.map((issue) => ({ path: ['body', ...issue.path].join('.'), key: issue.message })),
  );
}

const change = (from: unknown, to: unknown) => (from === to ? {} : { from, to });

export async function assignTransport(
  db: Tx,
  actor: Actor,
  shipmentId: string,
  input: unknown,
): Promise<ShipmentView> {
  const { order, shipment } = await lockedShipment(db, actor, shipmentId);
  const deliveryPartner = order.deliveryModel === 'DELIVERY_PARTNER';
  const parsed = transportSchema({ deliveryPartner, today: businessDay(actor.now) }).safeParse(input);
  if (!parsed.success) throw bodyProblems(actor, parsed.error);
  const body: TransportBody = parsed.data;
  if (body.version !== shipment.version) throw staleVersion();
  const userId = actor.claims.sub;

  let vehicleTypeId: string | null = null;
  let providerId: string | null = null;
  if (deliveryPartner) {
    const problems: FieldProblem[] = [];
    if (body.vehicleTypeId && !(await vehicleTypeExists(db, body.vehicleTypeId)))
      problems.push({ path: 'body.vehicleTypeId', key: 'logistics.vehicleTypeNotFound' });
    if (body.newProviderName) {
      providerId = (await providerNamed(db, body.newProviderName, userId)).provider.id;
    } else if (body.vehicleProviderId) {
      if (await providerById(db, body.vehicleProviderId)) providerId = body.vehicleProviderId;
      else problems.push({ path: 'body.vehicleProviderId', key: 'logistics.providerNotFound' });
    }
    if (problems.length) throw invalidFields(actor.t, problems);
    vehicleTypeId = body.vehicleTypeId ?? null;
  }
  const dateDelivery = deliveryPartner && body.deliveryDate ? body.deliveryDate : shipment.dateDelivery;
  await updateShipment(db, shipmentId, {
    plates: body.plates,
    driverName: body.driverName,
    transportComments: body.comments,
    vehicleTypeId,
    transportProviderId: providerId,
    dateDelivery,
    transportAssignedAt: actor.now,
    transportAssignedById: userId,
    version: shipment.version + 1,
  });
  const changes = {
    plates: change(shipment.plates, body.plates),
    driverName: change(shipment.driverName, body.driverName),
    deliveryDate: change(shipment.dateDelivery, dateDelivery),
  };
  await recordHistory(db, {
    orderId: order.id,
    userId,
    event: 'transportAssigned',
    data: {
      name: String(shipment.number),
      shipmentId,
      quantityKg: kgOut(shipment.quantityKg),
      ...Object.fromEntries(Object.entries(changes).filter(([, v]) => 'to' in v)),
    },
  });
  // The remission shows the transport: rendered again with it.
  await queueRemission(db, order.id, shipmentId);
  await syncLogisticsStatus(db, order.id, userId);
  return shipmentViewOf(db, actor, shipmentId);
}

/** `GET /api/vehicle-type`. */
export async function listVehicleTypes(db: Executor, q: ListQuery) {
  const { rows, totalRows } = await vehicleTypePage(db, q);
  const data: VehicleTypeView[] = rows.map((r) => ({ ...r, capacityTons: kgOut(r.capacityTons) }));
  return { data, ...pageOf(totalRows, q.limit, q.offset) };
}

/** `GET /api/transport-providers`. */
export async function listProviders(db: Executor, q: ListQuery) {
  const { rows, totalRows } = await providerPage(db, q);
  const data: TransportProviderView[] = rows;
  return { data, ...pageOf(totalRows, q.limit, q.offset) };
}

/** `POST /api/transport-providers`: an existing name (any case) answers that provider. */
export async function createProvider(db: Executor, actor: Actor, name: string) {
  return providerNamed(db, name, actor.claims.sub);
}
