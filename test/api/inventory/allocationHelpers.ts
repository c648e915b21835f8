/**
 * Material allocation test helpers: released orders created through the API (a seller creates,
 * finance releases), warehouses and lots written directly (the ledger's receiveLot inside the
 * tenant's transaction), and the allocation routes.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  AllocationInput,
  AutoAssignResult,
  CandidateLot,
  OrderInventory,
} from '../../../src/domain/inventory/allocation';
import type { OrderCreationInput } from '../../../src/domain/orders';
import { rowsOf } from '../../../src/server/db/client';
import {
  customers,
  inventoryLots,
  orderAllocations,
  orderHistory,
  orders,
  products,
  regions,
  warehouses,
} from '../../../src/server/db/schema';
import { inTenant } from '../../../src/server/db/tenantTx';
import { receiveLot } from '../../../src/server/modules/inventory/ledgerQueries';
import { createOrder, orderFixture } from '../../helpers/orders';
import { call, login, type Session, type TestContext } from '../../helpers/testApp';

export interface People {
  seller: Session;
  credit: Session;
  operation: Session;
  customer: Session;
  admin: Session;
}

export async function peopleOf(t: TestContext): Promise<People> {
  const [seller, credit, operation, customer, admin] = await Promise.all([
    login(t.app, 'seller@demo.local'),
    login(t.app, 'finance.credit@demo.local'),
    login(t.app, 'operation@demo.local'),
    login(t.app, 'customer@demo.local'),
    login(t.app, 'admin@demo.local'),
  ]);
  return { seller: seller!, credit: credit!, operation: operation!, customer: customer!, admin: admin! };
}

let codes = 0;

export function allocationApi(t: TestContext, people: People, tenantId: string) {
  const db = <T>(work: Parameters<typeof inTenant<T>>[2]) => inTenant(t.database.db, tenantId, work);

  /** The fixture's customer, product and packaging, a second product, and two regions. */
  const catalog = async () => {
    const f = await orderFixture(t.app, people.seller);
    return db(async (tx) => {
      const [other] = await tx
        .select({ id: products.id, packagingTypes: products.packagingTypes })
        .from(products)
        .where(
          sql`${products.active} and ${products.id} <> ${f.productId} and jsonb_array_length(${products.packagingTypes}) > 0`,
        )
        .orderBy(asc(products.reference))
        .limit(1);
      const found = await tx.select({ id: regions.id }).from(regions).orderBy(asc(regions.name)).limit(2);
      return {
        ...f,
        packaging: f.presentation as OrderCreationInput['items'][number]['presentation'],
        otherProductId: other!.id,
        otherPackaging: other!.packagingTypes[0] as OrderCreationInput['items'][number]['presentation'],
        regionIds: found.map((r) => r.id),
      };
    });
  };

  /** Only the test's own warehouses hold stock: the others are deactivated. */
  const deactivateWarehouses = () => db((tx) => tx.update(warehouses).set({ active: false }));

  const warehouse = (regionId: string | null, active = true) =>
    db(async (tx) => {
      codes += 1;
      const [row] = await tx
        .insert(warehouses)
        .values({
          code: `T${codes}`,
          name: `Almacén ${codes}`,
          city: 'Querétaro',
          state: 'Querétaro',
          regionId,
          active,
        })
        .returning({ id: warehouses.id });
      return row!.id;
    });

  const lot = (values: {
    warehouseId: string;
    productId: string;
    packagingType: string;
    lot: string;
    kg: string;
    receptionDate?: string;
  }) =>
    db((tx) =>
      receiveLot(
        tx,
        {
          warehouseId: values.warehouseId,
          productId: values.productId,
          packagingType: values.packagingType,
          lot: values.lot,
          costUsdPerTon: '120',
          receptionDate: values.receptionDate ?? '2026-01-15',
        },
        values.kg,
        { userId: null },
      ),
    );

  const lotRow = (id: string) =>
    db(async (tx) => (await tx.select().from(inventoryLots).where(eq(inventoryLots.id, id)))[0]!);

  const orderRow = (id: string) =>
    db(async (tx) => (await tx.select().from(orders).where(eq(orders.id, id)))[0]!);

  const setStatus = (id: string, opsStatus: string) =>
    db((tx) => tx.update(orders).set({ opsStatus }).where(eq(orders.id, id)));

  const setCustomerRegion = (customerId: string, regionId: string | null) =>
    db((tx) => tx.update(customers).set({ regionId }).where(eq(customers.id, customerId)));

  const history = (id: string) =>
    db((tx) =>
      tx
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, id))
        .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id)),
    );

  /**
   * The history rows `change` wrote, sorted by event (rows of one transaction share their time,
   * so their order among themselves is not kept).
   */
  const historyOf = async (id: string, change: () => Promise<unknown>) => {
    const seen = new Set((await history(id)).map((h) => h.id));
    await change();
    return (await history(id))
      .filter((h) => !seen.has(h.id))
      .sort(
        (a, b) => a.event.localeCompare(b.event) || String(a.data.name).localeCompare(String(b.data.name)),
      );
  };

  const allocationRows = (orderId: string) =>
    db((tx) => tx.select().from(orderAllocations).where(eq(orderAllocations.orderId, orderId)));

  /** The lot's movements, oldest first. */
  const movements = (lotId: string) =>
    db(async (tx) =>
      rowsOf<{ kind: string; quantity_kg: string; order_id: string | null }>(
        await tx.execute(
          sql`select kind, quantity_kg, order_id from inventory_movements where lot_id = ${lotId} order by created_at, id`,
        ),
      ),
    );

  /** An order created by the seller (credit, one item per line given), not yet released. */
  const newOrder = async (items: { productId: string; packaging: string; kg: string }[]) => {
    const [id] = await createOrder(t.app, people.seller, {
      paymentTerm: 'CREDIT',
      items: items.map((i) => ({
        productId: i.productId,
        presentation: i.packaging as OrderCreationInput['items'][number]['presentation'],
        quantity: i.kg,
        targetPrice: '2.5',
      })),
    });
    return id!;
  };

  /** Released by finance: APROBADO_POR_FINANZAS, material may be assigned. */
  const release = async (id: string) => {
    const res = await call(t.app, people.credit, {
      method: 'PUT',
      url: `/api/orders/${id}/finance/release`,
      payload: {},
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };

  const releasedOrder = async (items: { productId: string; packaging: string; kg: string }[]) => {
    const id = await newOrder(items);
    await release(id);
    return id;
  };

  const inventory = (session: Session, id: string) =>
    call(t.app, session, { method: 'GET', url: `/api/orders/${id}/inventory` });
  const inventoryOk = async (id: string, session = people.operation) => {
    const res = await inventory(session, id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderInventory>();
  };
  const candidates = async (id: string, session = people.operation) => {
    const res = await call(t.app, session, { method: 'GET', url: `/api/orders/${id}/inventory/candidates` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: CandidateLot[] }>().data;
  };
  const allocate = (id: string, allocations: AllocationInput[], session = people.operation) =>
    call(t.app, session, { method: 'POST', url: `/api/orders/${id}/inventory`, payload: { allocations } });
  const change = (
    id: string,
    allocationId: string,
    payload: Record<string, unknown>,
    session = people.operation,
  ) => call(t.app, session, { method: 'PUT', url: `/api/orders/${id}/inventory/${allocationId}`, payload });
  const remove = (id: string, allocationId: string, session = people.operation) =>
    call(t.app, session, { method: 'DELETE', url: `/api/orders/${id}/inventory/${allocationId}` });
  const autoAssign = async (id: string, session = people.operation) => {
    const res = await call(t.app, session, {
      method: 'POST',
      url: `/api/orders/${id}/inventory/auto-assign`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AutoAssignResult>();
  };

  return {
    db,
    catalog,
    deactivateWarehouses,
    warehouse,
    lot,
    lotRow,
    orderRow,
    setStatus,
    setCustomerRegion,
    history,
    historyOf,
    allocationRows,
    movements,
    newOrder,
    release,
    releasedOrder,
    inventory,
    inventoryOk,
    candidates,
    allocate,
    change,
    remove,
    autoAssign,
  };
}

export async function tenantIdOf(t: TestContext, session: Session): Promise<string> {
  return (await t.app.ctx.tokens.verifyAccess(session.accessToken)).tenantId;
}
