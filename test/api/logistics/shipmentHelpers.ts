/**
 * Shipment test helpers: orders brought to MATERIAL_ASIGNADO through the real API (a seller
 * creates, finance releases, operations assigns the test's own lots), and the logistics routes.
 */
import { asc, eq, type sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import type { OrderLogistics, ShipmentCreateInput, ShipmentView } from '../../../src/domain/logistics';
import type { OrderCreationInput } from '../../../src/domain/orders';
import { rowsOf } from '../../../src/server/db/client';
import { orderShipments, vehicleTypes } from '../../../src/server/db/schema';
import { createOrder } from '../../helpers/orders';
import { call, login, type Session, type TestContext } from '../../helpers/testApp';
import { allocationApi, type People, peopleOf, tenantIdOf } from '../inventory/allocationHelpers';

export interface LogisticsPeople extends People {
  customerService: Session;
  degraded: Session;
}

export async function logisticsPeopleOf(t: TestContext): Promise<LogisticsPeople> {
  const base = await peopleOf(t);
  const [customerService, degraded] = await Promise.all([
    login(t.app, 'customer.service@demo.local'),
    login(t.app, 'degraded@demo.local'),
  ]);
  return { ...base, customerService, degraded };
}

export const today = () => businessDay();
/** The business day `n` days from today ('yyyy-mm-dd'). */
export const inDays = (n: number) => {
  const d = new Date(`${businessDay()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

type Packaging = OrderCreationInput['items'][number]['presentation'];
export interface Item {
  productId: string;
  packaging: string;
  kg: string;
}

export async function shipmentApi(t: TestContext, people: LogisticsPeople) {
  const tenantId = await tenantIdOf(t, people.seller);
  const inv = allocationApi(t, people, tenantId);
  const cat = await inv.catalog();
  await inv.deactivateWarehouses();
  const warehouseId = await inv.warehouse(null);
  let lots = 0;

  /** A lot of the test's own warehouse with `kg` received. */
  const lot = async (productId: string, packaging: string, kg: string, name?: string) => {
    lots += 1;
    return inv.lot({ warehouseId, productId, packagingType: packaging, lot: name ?? `LT-${lots}`, kg });
  };

  /**
   * An order at MATERIAL_ASIGNADO: created by the seller (one item per entry), released by finance,
   * each item covered by the lots given (kg of each lot allocated).
   */
  const readyOrder = async (
    items: Item[],
    allocations: { lotId: string; kg: string }[],
    overrides: Partial<OrderCreationInput> = {},
  ) => {
    const [id] = await createOrder(t.app, people.seller, {
      paymentTerm: 'CREDIT',
      items: items.map((i) => ({
        productId: i.productId,
        presentation: i.packaging as Packaging,
        quantity: i.kg,
        targetPrice: '2.5',
      })),
      ...overrides,
    });
    await inv.release(id!);
    const res = await inv.allocate(
      id!,
      allocations.map((a) => ({ inventoryId: a.lotId, allocatedQuantity: a.kg })),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await inv.orderRow(id!)).opsStatus).toBe('MATERIAL_ASIGNADO');
    return id!;
  };

  /** The simplest shippable order: one product, one lot of `kg`, all of it allocated. */
  const simpleOrder = async (kg = '1000', overrides: Partial<OrderCreationInput> = {}) => {
    const l = await lot(cat.productId, cat.packaging, kg);
    const id = await readyOrder(
      [{ productId: cat.productId, packaging: cat.packaging, kg }],
      [{ lotId: l.id, kg }],
      overrides,
    );
    return { id, lotId: l.id };
  };

  const logistics = (id: string, session: Session = people.operation, headers: Record<string, string> = {}) =>
    call(t.app, session, { method: 'GET', url: `/api/orders/${id}/logistics`, headers });
  const logisticsOk = async (id: string, session: Session = people.operation) => {
    const res = await logistics(id, session);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderLogistics>();
  };
  const ship = (
    id: string,
    payload: Partial<ShipmentCreateInput> & Record<string, unknown>,
    session: Session = people.operation,
    headers: Record<string, string> = {},
  ) =>
    call(t.app, session, {
      method: 'POST',
      url: `/api/orders/${id}/logistics/shipments`,
      payload: { dateDelivery: inDays(2), ...payload },
      headers,
    });
  /** Ships every lot's remaining kilos; answers the new shipment. */
  const shipAll = async (id: string, extra: Record<string, unknown> = {}) => {
    const before = await logisticsOk(id);
    const res = await ship(id, {
      lines: before.shippable.lots.map((l) => ({ allocationId: l.allocationId, quantity: l.remainingKg })),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<OrderLogistics>().shipments.at(-1)!;
  };
  const removeShipment = (id: string, shipmentId: string, session: Session = people.operation) =>
    call(t.app, session, { method: 'DELETE', url: `/api/orders/${id}/logistics/shipments/${shipmentId}` });
  const assignTransport = (
    shipmentId: string,
    payload: Record<string, unknown>,
    session: Session = people.operation,
    headers: Record<string, string> = {},
  ) =>
    call(t.app, session, {
      method: 'PUT',
      url: `/api/order-logistic/${shipmentId}/assign-transport`,
      payload,
      headers,
    });
  const confirm = (
    shipmentId: string,
    payload: Record<string, unknown>,
    session: Session = people.operation,
    headers: Record<string, string> = {},
  ) =>
    call(t.app, session, {
      method: 'PUT',
      url: `/api/order-logistic/${shipmentId}/confirm-delivery`,
      payload,
      headers,
    });
  const vehicleTypeId = async () =>
    inv.db(
      async (tx) => (await tx.select().from(vehicleTypes).orderBy(asc(vehicleTypes.name)).limit(1))[0]!.id,
    );
  /**
   * Transport for the shipment at its version: plates and driver, and for the delivery-partner
   * model (the fixture's) a vehicle type, a provider and its scheduled date.
   */
  const transport = async (s: ShipmentView, partner = true) => {
    const res = await assignTransport(s.id, {
      plates: 'ABC-123',
      driverName: 'Juan Pérez',
      version: s.version,
      ...(partner
        ? {
            vehicleTypeId: await vehicleTypeId(),
            newProviderName: 'Fletes del Bajío',
            deliveryDate: s.dateDelivery,
          }
        : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ShipmentView>();
  };
  const shipmentRows = (orderId: string) =>
    inv.db((tx) =>
      tx
        .select()
        .from(orderShipments)
        .where(eq(orderShipments.orderId, orderId))
        .orderBy(asc(orderShipments.sequence)),
    );
  /** Events of the order's timeline after the given ones, oldest first. */
  const events = async (orderId: string) =>
    (await inv.history(orderId)).map((h) =>
      h.event === 'statusChanged' ? `statusChanged:${h.toStatus}` : h.event,
    );
  const q = <T>(query: ReturnType<typeof sql>) => inv.db(async (tx) => rowsOf<T>(await tx.execute(query)));

  return {
    ...inv,
    cat,
    tenantId,
    warehouseId,
    lot,
    readyOrder,
    simpleOrder,
    logistics,
    logisticsOk,
    ship,
    shipAll,
    removeShipment,
    assignTransport,
    confirm,
    vehicleTypeId,
    transport,
    shipmentRows,
    events,
    q,
  };
}
export type ShipmentApi = Awaited<ReturnType<typeof shipmentApi>>;
