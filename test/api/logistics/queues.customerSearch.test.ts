/**
 * 'Pendientes de entrega' searched by customer: a shipment carries its order's customer (copied
 * when it is created, carried over if the order's customer is changed), and the search reads the
 * matching customers' pending shipments by it. Shipments created through the API on delivery days
 * far ahead; the customers searched are made here with names no demo customer has.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/client';
import { createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { queuesApi, today } from './queuesHelpers';

let t: TestContext;
let q: Awaited<ReturnType<typeof queuesApi>>;
let range: string;
const shipped: { id: string; shipmentId: string }[] = [];

const NAME = 'Aceros Quetzalcoatl Pruebas';

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

const rows = async <T>(statement: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.database.db.execute(statement));

/** A customer of the tenant `slug` named `NAME` (RFC unique per tenant). */
const customerNamed = async (slug: string, rfc: string) => {
  const [row] = await rows<{ id: string }>(sql`
    insert into customers (tenant_id, company_name, full_name, rfc)
    select id, ${NAME}, ${NAME}, ${rfc} from tenants where slug = ${slug}
    returning id`);
  return row!.id;
};

/** Each shipment of these orders with its own customer and its order's. */
const copies = (orderIds: string[]) =>
  rows<{ shipment: string; own: string; order: string }>(sql`
    select s.id as shipment, s.customer_id as own, o.customer_id as "order"
    from order_shipments s join orders o on o.id = s.order_id
    where s.order_id in (${sql.join(
      orderIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);

beforeAll(async () => {
  t = await createTestApp();
  q = await queuesApi(t);
  const days = [410, 411].map((n) => q.addDays(today(), n));
  range = `dateDeliveryFrom=${days[0]}&dateDeliveryTo=${days[1]}`;
  for (const day of days) {
    const { id, shipment } = await q.shippedOrder(day);
    shipped.push({ id, shipmentId: shipment.id });
  }
});
afterAll(() => t.close());

const search = async (text: string, session?: Session, where = '') =>
  ids((await q.pending(`limit=100${where}&searchParam=${encodeURIComponent(text)}`, session)).data);

describe('the customer on the shipment', () => {
  it('is the order’s customer on every shipment created', async () => {
    const found = await copies(shipped.map((s) => s.id));
    expect(found).toHaveLength(2);
    for (const row of found) {
      expect(row.own).toBeTruthy();
      expect(row.own).toBe(row.order);
    }
  });

  it('follows a change of the order’s customer', async () => {
    const [a] = shipped as [{ id: string; shipmentId: string }];
    const before = (await copies([a.id]))[0]!.order;
    const other = await customerNamed('main', 'QTZ990101AA1');
    await t.database.db.execute(sql`update orders set customer_id = ${other} where id = ${a.id}`);
    expect(await copies([a.id])).toEqual([{ shipment: a.shipmentId, own: other, order: other }]);
    await t.database.db.execute(sql`update orders set customer_id = ${before} where id = ${a.id}`);
    expect(await copies([a.id])).toEqual([{ shipment: a.shipmentId, own: before, order: before }]);
  });
});

describe('the search by customer', () => {
  it('finds the customer’s pending shipments typed in part and in any case; delivered, they leave', async () => {
    const [a, b] = shipped as [{ id: string; shipmentId: string }, { id: string; shipmentId: string }];
    const ours = await customerNamed('main', 'QTZ990101AA2');
    await t.database.db.execute(sql`update orders set customer_id = ${ours} where id = ${a.id}`);
    for (const text of [NAME, 'quetzalcoatl PRU', 'ACEROS QUETZ', 'zalcoatl'])
      expect(await search(text), text).toEqual([a.shipmentId]);
    // The RFC is searched too, and the other shipment keeps its own customer's name.
    expect(await search('qtz990101aa2')).toEqual([a.shipmentId]);
    const theOther = (await copies([b.id]))[0]!.own;
    const [{ name }] = (await rows<{ name: string }>(
      sql`select company_name as name from customers where id = ${theOther}`,
    )) as [{ name: string }];
    const byOtherName = await search(name, undefined, `&${range}`);
    expect(byOtherName).toEqual([b.shipmentId]);
    expect((await q.pending(`limit=100&searchParam=${encodeURIComponent(NAME)}`)).totalRows).toBe(1);
    // Delivered: no longer pending, no longer found; back to pending, found again.
    await t.database.db.execute(
      sql`update order_shipments set is_delivered = true, delivered_at = ${today()} where id = ${a.shipmentId}`,
    );
    expect(await search('quetzalcoatl')).toEqual([]);
    expect((await q.pending(`limit=100&searchParam=quetzalcoatl`)).totalRows).toBe(0);
    await t.database.db.execute(
      sql`update order_shipments set is_delivered = false, delivered_at = null where id = ${a.shipmentId}`,
    );
    expect(await search('quetzalcoatl')).toEqual([a.shipmentId]);
  });

  it('never shows another tenant’s customer of the same name', async () => {
    const [a] = shipped as [{ id: string; shipmentId: string }];
    const norte = await login(t.app, 'admin@norte.demo.local', 'norte');
    const theirs = await customerNamed('norte', 'QTZ990101AA2');
    const [order] = await rows<{ id: string; shipment: string }>(sql`
      select s.order_id as id, s.id as shipment from order_shipments s join tenants te on te.id = s.tenant_id
      where te.slug = 'norte' and not s.is_delivered
        and not exists (select 1 from order_shipments x where x.order_id = s.order_id and x.id <> s.id and not x.is_delivered)
      order by s.number limit 1`);
    expect(order).toBeDefined();
    await t.database.db.execute(sql`update orders set customer_id = ${theirs} where id = ${order!.id}`);
    expect(await search('quetzalcoatl', norte)).toEqual([order!.shipment]);
    expect(await search('quetzalcoatl')).toEqual([a.shipmentId]);
  });
});
