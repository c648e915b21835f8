/**
 * What the logistics queue tests share: orders with their material assigned and shipped through the
 * API (a seller creates, finance releases, operations assigns a lot and creates the shipment),
 * time moved back on an order (its dates shifted, as if the days had passed), and the queue calls.
 */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import type { OrderLogistics, OverdueRow, PendingDeliveryRow } from '../../../src/domain/logistics';
import { orderShipments, orders } from '../../../src/server/db/schema';
import { addDays } from '../../../src/server/db/seed/orderRows';
import { call, type Session, type TestContext } from '../../helpers/testApp';
import { allocationApi, type People, peopleOf, tenantIdOf } from '../inventory/allocationHelpers';

export interface ListAnswer<T> {
  data: T[];
  totalRows: number;
  page: number;
  totalPages: number;
}

export const today = () => businessDay();

export async function queuesApi(t: TestContext) {
  const people: People = await peopleOf(t);
  const tenantId = await tenantIdOf(t, people.seller);
  const alloc = allocationApi(t, people, tenantId);
  const catalog = await alloc.catalog();
  await alloc.deactivateWarehouses();
  const warehouseId = await alloc.warehouse(catalog.regionIds[0] ?? null);
  let lots = 0;

  /** A released order of the seller's with its kilos assigned from a lot of its own. */
  const allocatedOrder = async (kg = '1000') => {
    const id = await alloc.releasedOrder([
      { productId: catalog.productId, packaging: catalog.packaging, kg },
    ]);
    const lot = await alloc.lot({
      warehouseId,
      productId: catalog.productId,
      packagingType: catalog.packaging,
      lot: `QL-${++lots}`,
      kg,
    });
    const res = await alloc.allocate(id, [{ inventoryId: lot.id, allocatedQuantity: kg }]);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return id;
  };

  /** Creates a shipment of everything the order holds, on `dateDelivery` (today by default). */
  const ship = async (orderId: string, dateDelivery = today(), session: Session = people.operation) => {
    const logistics = await call(t.app, session, { method: 'GET', url: `/api/orders/${orderId}/logistics` });
    expect(logistics.statusCode, logistics.body).toBe(200);
    const lines = logistics
      .json<OrderLogistics>()
      .shippable.lots.map((l) => ({ allocationId: l.allocationId, quantity: l.remainingKg }));
    const res = await call(t.app, session, {
      method: 'POST',
      url: `/api/orders/${orderId}/logistics/shipments`,
      payload: { dateDelivery, lines },
    });
    expect(res.statusCode, res.body).toBe(201);
    const shipments = res.json<OrderLogistics>().shipments;
    return shipments[shipments.length - 1]!;
  };

  /** An order shipped in one shipment on `dateDelivery`. */
  const shippedOrder = async (dateDelivery = today()) => {
    const id = await allocatedOrder();
    const shipment = await ship(id, dateDelivery);
    return { id, shipment };
  };

  /** `days` pass for this order: every date of it and of its shipments moves back by that much. */
  const age = (orderId: string, days: number) =>
    alloc.db(async (tx) => {
      await tx
        .update(orderShipments)
        .set({ dateDelivery: sql`${orderShipments.dateDelivery} - ${days}::int` })
        .where(eq(orderShipments.orderId, orderId));
      await tx
        .update(orders)
        .set({
          deliveryDate: sql`${orders.deliveryDate} - ${days}::int`,
          shipmentDueDate: sql`${orders.shipmentDueDate} - ${days}::int`,
        })
        .where(eq(orders.id, orderId));
    });

  /** The order's requested date set to `day` (created today, as if it were due then). */
  const dueOn = (orderId: string, day: string) =>
    alloc.db((tx) => tx.update(orders).set({ deliveryDate: day }).where(eq(orders.id, orderId)));

  const get = async <T>(session: Session, url: string): Promise<T> => {
    const res = await call(t.app, session, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const pending = (query = '', session: Session = people.operation) =>
    get<ListAnswer<PendingDeliveryRow>>(session, `/api/order-logistic/not-delivered?${query}`);
  const overdue = (query = '', session: Session = people.operation) =>
    get<ListAnswer<OverdueRow>>(session, `/api/orders/overdue?${query}`);
  const countForLogistics = async (query = '', session: Session = people.operation) =>
    (await get<{ count: number }>(session, `/api/orders/count-for-logistics?${query}`)).count;
  const countDelayed = async (query = '', session: Session = people.operation) =>
    (await get<{ count: number }>(session, `/api/orders/count-delay-orders?${query}`)).count;
  const reschedule = (
    orderId: string,
    payload: Record<string, unknown>,
    session: Session = people.operation,
  ) => call(t.app, session, { method: 'PUT', url: `/api/orders/overdue/${orderId}`, payload });

  /** The order's number as the lists' search takes it. */
  const numberOf = async (orderId: string) => (await alloc.orderRow(orderId)).number;

  return {
    people,
    tenantId,
    alloc,
    catalog,
    allocatedOrder,
    ship,
    shippedOrder,
    age,
    dueOn,
    pending,
    overdue,
    countForLogistics,
    countDelayed,
    reschedule,
    numberOf,
    addDays,
  };
}
