import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDocumentView } from '../../../src/domain/orders/views';
import { rowsOf } from '../../../src/server/db/client';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/migrate';
import { orderDocuments, orderHistory, orders } from '../../../src/server/db/schema';
import { inTenant } from '../../../src/server/db/tenantTx';
import { groupDecimal } from '../../../src/server/modules/orders/documents/proformaPdf';
import { markProformaUpdating } from '../../../src/server/modules/orders/proforma';
import { drainJobs, jobsOfKind } from '../../helpers/jobs';
import { createOrder } from '../../helpers/orders';
import { pdfText } from '../../helpers/pdfText';
import {
  call,
  createSiblingApp,
  createTestApp,
  login,
  type Session,
  type TestContext,
} from '../../helpers/testApp';

/** Runs once inside the next render, between reading the order and storing the file (set per test). */
const duringRender = vi.hoisted(() => ({ once: null as (() => Promise<void>) | null }));
vi.mock('../../../src/server/modules/orders/documents/proformaPdf', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../../src/server/modules/orders/documents/proformaPdf')>();
  return {
    ...original,
    renderProformaPdf: async (...args: Parameters<typeof original.renderProformaPdf>) => {
      const hook = duringRender.once;
      duringRender.once = null;
      await hook?.();
      return original.renderProformaPdf(...args);
    },
  };
});

let t: TestContext;
let seller: Session;
let tenantId: string;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = await login(t.app, 'seller@demo.local');
  tenantId = (await t.app.ctx.tokens.verifyAccess(seller.accessToken)).tenantId;
  [orderId] = (await createOrder(t.app, seller, {
    comments: 'Entregar por la mañana; andén 3. ¿Factura a nombre de la sucursal?',
  })) as [string];
});

afterAll(async () => t?.close());

const proformaRow = () =>
  inTenant(t.database.db, tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.type, 'sales_order')));
    return row!;
  });

const orderRow = () =>
  inTenant(
    t.database.db,
    tenantId,
    async (tx) => (await tx.select().from(orders).where(eq(orders.id, orderId)))[0]!,
  );

async function proformaBytes(session: Session = seller): Promise<Buffer> {
  const docs = (await call(t.app, session, { method: 'GET', url: `/api/orders/${orderId}/documents` })).json<
    OrderDocumentView[]
  >();
  const proforma = docs.find((d) => d.type === 'sales_order')!;
  const res = await call(t.app, session, { method: 'GET', url: proforma.url! });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
}

describe('proforma PDF', () => {
  it('is marked updating at creation and generated after commit', async () => {
    expect((await proformaRow()).updating).toBe(true);
    await drainJobs(t.app);
    const row = await proformaRow();
    expect(row.updating).toBe(false);
    expect(row.contentType).toBe('application/pdf');
    expect(row.storedName).toMatch(/^proforma-[0-9a-f]{32}\.pdf$/);
    const history = await inTenant(t.database.db, tenantId, (tx) =>
      tx
        .select()
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.event, 'proformaGenerated'))),
    );
    expect(history).toHaveLength(1);
    expect(history[0]!.userId).toBeNull();
  });

  it('is a real PDF naming the order, customer, items, totals and comments', async () => {
    const bytes = await proformaBytes();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    const order = await orderRow();
    const text = pdfText(bytes);
    const number = String(order.number).padStart(6, '0');
    expect(text).toContain(`Orden ${number}`);
    expect(text).toContain('Proforma');
    expect(text).toContain('Total a pagar');
    expect(text).toContain(`$${groupDecimal(order.totalWithTaxes, 2)} ${order.currency}`);
    expect(text).toContain('Entregar por la mañana; andén 3. ¿Factura a nombre de la sucursal?');
    const [y, m, d] = order.deliveryDate.split('-');
    expect(text).toContain(`${d}/${m}/${y}`);
  });

  it('downloads as proforma_<number>.pdf', async () => {
    const docs = (await call(t.app, seller, { method: 'GET', url: `/api/orders/${orderId}/documents` })).json<
      OrderDocumentView[]
    >();
    const proforma = docs.find((d) => d.type === 'sales_order')!;
    const res = await call(t.app, seller, { method: 'GET', url: `${proforma.url}?disposition=inline` });
    const order = await orderRow();
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="proforma_${String(order.number).padStart(6, '0')}.pdf"`,
    );
  });

  it('is regenerated after an edit: updating while pending, new content after', async () => {
    const before = await proformaRow();
    const edit = (deliveryDate: string, comments: string) =>
      inTenant(t.database.db, tenantId, async (tx) => {
        await tx.update(orders).set({ deliveryDate, comments }).where(eq(orders.id, orderId));
        await markProformaUpdating(tx, orderId);
      });
    await edit('2026-12-10', 'Primer cambio');
    expect((await proformaRow()).updating).toBe(true);
    const listed = (
      await call(t.app, seller, { method: 'GET', url: `/api/orders/${orderId}/documents` })
    ).json<OrderDocumentView[]>();
    expect(listed[0]).toMatchObject({ type: 'sales_order', updating: true });

    // A second edit while the render waits: one job renders both, the last edit wins.
    await edit('2026-12-15', 'Cambio de fecha');
    expect((await pendingRenders()).length).toBe(1);
    await drainJobs(t.app);
    const after = await proformaRow();
    expect(after.updating).toBe(false);
    expect(after.storedName).not.toBe(before.storedName);
    // The old file is gone from the store.
    expect(() => readFileSync(join(t.dataDir, 'uploads', tenantId, 'orders', before.storedName!))).toThrow();
    const text = pdfText(await proformaBytes());
    expect(text).toContain('15/12/2026');
    expect(text).toContain('Cambio de fecha');
  });

  it('an edit during a render wins: the stale file is dropped and the edit’s job renders', async () => {
    const generated = await generations();
    duringRender.once = async () => {
      await inTenant(t.database.db, tenantId, async (tx) => {
        await tx.update(orders).set({ comments: 'Editado durante el render' }).where(eq(orders.id, orderId));
        await markProformaUpdating(tx, orderId);
      });
    };
    await inTenant(t.database.db, tenantId, (tx) => markProformaUpdating(tx, orderId));
    // Two renders, and the live event of the one kept (the order page's documents changed).
    expect(await drainJobs(t.app)).toBe(3);
    expect(duringRender.once).toBeNull();
    expect((await proformaRow()).updating).toBe(false);
    expect(pdfText(await proformaBytes())).toContain('Editado durante el render');
    // Only the second render was kept: one more generation, one proforma file in the store.
    expect(await generations()).toBe(generated + 1);
    expect(storedProformas()).toEqual([(await proformaRow()).storedName]);
  });

  it('a proforma left updating by a stop is rendered when the next process starts', async () => {
    await inTenant(t.database.db, tenantId, (tx) => markProformaUpdating(tx, orderId));
    const next = await createSiblingApp(t, { jobs: { worker: true } });
    try {
      await next.jobs.idle();
      expect((await proformaRow()).updating).toBe(false);
      expect(await pendingRenders()).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it('a proforma left updating before jobs existed gets its render job from the migration', async () => {
    await owner(
      sql`update order_documents set updating = true where order_id = ${orderId} and type = 'sales_order'`,
    );
    await owner(sql`delete from jobs where kind = 'proforma.render'`);
    const migration = readFileSync(join(MIGRATIONS_FOLDER, '0010_jobs_for_unfinished_proformas.sql'), 'utf8');
    await owner(sql.raw(migration));
    expect(await pendingRenders()).toMatchObject([{ status: 'pending', attempts: 0 }]);
    expect(await drainJobs(t.app)).toBe(2); // the render and its live event

    expect((await proformaRow()).updating).toBe(false);
  });

  it('a failed generation leaves the flag for the retry and never throws', async () => {
    const [saved] = await owner<{ values: unknown }>(
      sql`select computed_values as values from orders where id = ${orderId}`,
    );
    // Figures the PDF cannot be drawn from make the render throw.
    await owner(sql`update orders set computed_values = '{}'::jsonb where id = ${orderId}`);
    await inTenant(t.database.db, tenantId, (tx) => markProformaUpdating(tx, orderId));
    expect(await drainJobs(t.app)).toBe(1);
    expect((await proformaRow()).updating).toBe(true);
    const [retry] = await pendingRenders();
    expect(retry).toMatchObject({ status: 'pending', attempts: 1 });
    expect(retry!.lastError).toMatch(/TypeError/);

    await owner(
      sql`update orders set computed_values = ${JSON.stringify(saved!.values)}::jsonb where id = ${orderId}`,
    );
    await owner(sql`update jobs set run_at = now() where id = ${retry!.id}`); // the retry comes due
    expect(await drainJobs(t.app)).toBe(2); // the render and its live event
    expect((await proformaRow()).updating).toBe(false);
  });
});

async function owner<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await t.database.db.execute(query));
}

async function pendingRenders() {
  return (await jobsOfKind(t.database.db, 'proforma.render')).filter(
    (j) => j.status === 'pending' && (j.payload as { orderId: string }).orderId === orderId,
  );
}

async function generations(): Promise<number> {
  const rows = await inTenant(t.database.db, tenantId, (tx) =>
    tx
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.event, 'proformaGenerated'))),
  );
  return rows.length;
}

/** Proforma files in the tenant's order store (this file creates one order). */
function storedProformas(): string[] {
  return readdirSync(join(t.dataDir, 'uploads', tenantId, 'orders')).filter((f) => f.startsWith('proforma-'));
}
