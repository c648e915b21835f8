/**
 * Numbers the database hands out: orders created at the same moment (single and multi-orders)
 * all succeed with distinct, consecutive numbers and no gap; shipments created at the same moment
 * on different orders get distinct, consecutive numbers. Lot allocation, the other counter-like
 * rule, is raced in test/api/inventory/allocation.concurrency.test.ts. On PostgreSQL (DATABASE_URL)
 * the requests really run in parallel over the pool; on PGlite they interleave on one connection.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '../../../src/domain/orders';
import { rowsOf } from '../../../src/server/db/client';
import { validOrderPayload } from '../../helpers/orders';
import { call, createTestApp, type TestContext } from '../../helpers/testApp';
import {
  type LogisticsPeople,
  logisticsPeopleOf,
  type ShipmentApi,
  shipmentApi,
} from '../logistics/shipmentHelpers';
import { CONCURRENT, warmUp } from './raceHelpers';

let t: TestContext;
let people: LogisticsPeople;

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  people = await logisticsPeopleOf(t);
  await warmUp(t, people.seller);
});
afterAll(() => t?.close());

const consecutive = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.map((_, i) => sorted[0]! + i);
};

describe(`${CONCURRENT} creations at once`, () => {
  it('orders: every creation succeeds, the numbers are distinct and consecutive, each order whole', async () => {
    const single = await validOrderPayload(t.app, people.seller);
    const day = single.deliveryDate;
    // Every third creation is a multi-order of three delivery days: 3 numbers taken at once.
    const payloads = Array.from({ length: CONCURRENT }, (_, i) =>
      i % 3 === 0
        ? { ...single, isMultiOrder: true, numberOfAdditionalOrders: '2', deliveryDates: [day, day, day] }
        : single,
    );
    const [{ max: before }] = (await q<{ max: number }>(
      sql`select coalesce(max(number), 0)::int as max from orders o join tenants t on t.id = o.tenant_id where t.slug = 'main'`,
    )) as [{ max: number }];
    const responses = await Promise.all(
      payloads.map((payload) => call(t.app, people.seller, { method: 'POST', url: '/api/orders', payload })),
    );
    for (const r of responses) expect(r.statusCode, r.body).toBe(201);
    const created = responses.flatMap((r) => r.json<OrderCreated>().data);
    const numbers = created.map((o) => o.number);
    expect(numbers).toHaveLength(CONCURRENT + 2 * Math.ceil(CONCURRENT / 3));
    expect([...numbers].sort((a, b) => a - b)).toEqual(consecutive(numbers));
    expect(Math.min(...numbers)).toBe(before + 1);
    // A multi-order's own numbers follow each other.
    for (const r of responses) {
      const own = r.json<OrderCreated>().data.map((o) => o.number);
      expect(own).toEqual(own.map((_, i) => own[0]! + i));
    }
    const rows = await q<{ items: number; created: number }>(sql`
      select (select count(*)::int from order_items i where i.order_id = o.id) as items,
             (select count(*)::int from order_history h where h.order_id = o.id and h.event = 'created') as created
      from orders o where o.id in (${sql.join(
        created.map((o) => sql`${o.id}`),
        sql`, `,
      )})`);
    expect(rows).toHaveLength(created.length);
    for (const row of rows) expect(row).toEqual({ items: 1, created: 1 });
  });

  describe('shipments', () => {
    let api: ShipmentApi;
    let orderIds: string[];
    beforeAll(async () => {
      api = await shipmentApi(t, people);
      orderIds = [];
      for (let i = 0; i < CONCURRENT; i++) orderIds.push((await api.simpleOrder('100')).id);
    }, 120_000);

    it('each order’s shipment is created with its own number, all consecutive', async () => {
      const lots = await Promise.all(orderIds.map((id) => api.logisticsOk(id)));
      const responses = await Promise.all(
        orderIds.map((id, i) =>
          api.ship(id, {
            lines: lots[i]!.shippable.lots.map((l) => ({
              allocationId: l.allocationId,
              quantity: l.remainingKg,
            })),
          }),
        ),
      );
      for (const r of responses) expect(r.statusCode, r.body).toBe(201);
      const rows = await q<{ number: number }>(sql`
        select number from order_shipments where order_id in (${sql.join(
          orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      const numbers = rows.map((r) => r.number);
      expect(numbers).toHaveLength(CONCURRENT);
      expect([...numbers].sort((a, b) => a - b)).toEqual(consecutive(numbers));
    });
  });
});
