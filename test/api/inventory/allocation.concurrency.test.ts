/**
 * The last kilos of a lot are never promised twice: 100 allocation requests at once, each for a
 * different order and each asking 10 kg of one lot with 250 kg left. Exactly 25 succeed, the rest
 * are refused (409 stock changed, or 400 when they already read less than 10 kg), and the lot's
 * totals still agree with its movements and its allocations. On PostgreSQL (DATABASE_URL) the
 * requests really run in parallel over the pool; on PGlite they interleave on one connection.
 */
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/client';
import { adjustLot } from '../../../src/server/modules/inventory/ledgerQueries';
import { createTestApp, type TestContext } from '../../helpers/testApp';
import { allocationApi, type People, peopleOf, tenantIdOf } from './allocationHelpers';

const REQUESTS = 100;

let t: TestContext;
let people: People;
let api: ReturnType<typeof allocationApi>;
let lotId: string;
let orderIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  people = await peopleOf(t);
  api = allocationApi(t, people, await tenantIdOf(t, people.seller));
  const cat = await api.catalog();
  const w = await api.warehouse(null);
  const item = [{ productId: cat.productId, packaging: cat.packaging, kg: '20' }];
  const lot = await api.lot({
    warehouseId: w,
    productId: cat.productId,
    packagingType: cat.packaging,
    lot: 'CASI-VACIO',
    kg: '1000',
  });
  lotId = lot.id;
  // 1000 received, 200 written off, 550 promised to another order: 250 kg left.
  await api.db((tx) => adjustLot(tx, lotId, '-200', lot.version, { userId: null, reason: 'DAMAGE' }));
  const first = await api.releasedOrder([{ ...item[0]!, kg: '550' }]);
  expect((await api.allocate(first, [{ inventoryId: lotId, allocatedQuantity: '550' }])).statusCode).toBe(
    201,
  );
  orderIds = [];
  for (let i = 0; i < REQUESTS; i++) orderIds.push(await api.releasedOrder(item));
}, 300_000);

afterAll(async () => t?.close());

describe('100 concurrent allocations of one nearly empty lot', () => {
  it('promise no more than the lot holds, and its totals still add up', async () => {
    expect((await api.lotRow(lotId)).availableKg).toBe('250.000');
    const responses = await Promise.all(
      orderIds.map((id) => api.allocate(id, [{ inventoryId: lotId, allocatedQuantity: '10' }])),
    );
    const succeeded = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    for (const r of refused) {
      expect([400, 409], r.body).toContain(r.statusCode);
      expect(r.json().code === 'CONFLICT' ? r.json().message : r.json().details[0].message).toMatch(
        /^(El lote CASI-VACIO ya no tiene 10 kg disponibles; otra persona acaba de asignarlos|La cantidad asignada para CASI-VACIO no puede ser mayor a \d+)$/,
      );
    }
    // Stock only goes down here, so a request is refused only once less than 10 kg are left.
    expect(succeeded.length).toBe(25);

    const [check] = await api.db(async (tx) =>
      rowsOf<{
        received: string;
        adjusted: string;
        allocated: string;
        shipped: string;
        available: string;
        allocations: string;
        allocation_rows: number;
        movements: string;
      }>(
        await tx.execute(sql`
          select l.received_kg as received, l.adjusted_kg as adjusted, l.allocated_kg as allocated,
                 l.shipped_kg as shipped, l.available_kg as available,
                 (select coalesce(sum(a.allocated_kg), 0) from order_allocations a where a.lot_id = l.id) as allocations,
                 (select count(*) from order_allocations a where a.lot_id = l.id)::int as allocation_rows,
                 -- Available from the ledger: what came in or back, less what was promised or left.
                 (select coalesce(sum(case when m.kind in ('RECEIVED', 'ADJUSTED', 'RELEASED') then m.quantity_kg
                                           else -m.quantity_kg end), 0)
                    from inventory_movements m where m.lot_id = l.id) as movements
          from inventory_lots l where l.id = ${lotId}`),
      ),
    );
    const kg = (v: string) => new Decimal(v);
    const { received, adjusted, allocated, shipped, available, allocations, movements } = check!;
    expect(kg(allocations).lte(kg(received).plus(adjusted).minus(shipped))).toBe(true);
    expect(kg(available).gte(0)).toBe(true);
    expect(kg(available).eq(kg(received).plus(adjusted).minus(allocated).minus(shipped))).toBe(true);
    expect(kg(allocated).eq(allocations)).toBe(true);
    expect(kg(movements).eq(available)).toBe(true);
    expect(kg(available).toFixed()).toBe('0');
    expect(check!.allocation_rows).toBe(1 + succeeded.length);
    expect(new Decimal(succeeded.length).times(10).lte(250)).toBe(true);
    // Each refused order kept nothing.
    const refusedOrders = orderIds.filter((_, i) => responses[i]!.statusCode !== 201);
    for (const id of refusedOrders.slice(0, 5)) expect(await api.allocationRows(id)).toEqual([]);
  });
});
