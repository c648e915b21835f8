import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDocumentView } from '../../../src/domain/orders/views';
import { orderDocuments, orderHistory, orders } from '../../../src/server/db/schema';
import { inTenant } from '../../../src/server/db/tenantTx';
import { groupDecimal } from '../../../src/server/modules/orders/documents/proformaPdf';
import {
  markProformaUpdating,
  regenerateUnfinishedProformas,
  scheduleProforma,
  waitForProformas,
} from '../../../src/server/modules/orders/proforma';
import { createOrder } from '../../helpers/orders';
import { pdfText } from '../../helpers/pdfText';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

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
  inTenant(t.app.ctx.db, tenantId, async (tx) => {
    const [row] = await tx
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.type, 'sales_order')));
    return row!;
  });

const orderRow = () =>
  inTenant(
    t.app.ctx.db,
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
    await waitForProformas(t.app.ctx);
    const row = await proformaRow();
    expect(row.updating).toBe(false);
    expect(row.contentType).toBe('application/pdf');
    expect(row.storedName).toMatch(/^proforma-[0-9a-f]{32}\.pdf$/);
    const history = await inTenant(t.app.ctx.db, tenantId, (tx) =>
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
    await inTenant(t.app.ctx.db, tenantId, async (tx) => {
      await tx
        .update(orders)
        .set({ deliveryDate: '2026-12-15', comments: 'Cambio de fecha' })
        .where(eq(orders.id, orderId));
      await markProformaUpdating(tx, orderId);
    });
    expect((await proformaRow()).updating).toBe(true);
    const listed = (
      await call(t.app, seller, { method: 'GET', url: `/api/orders/${orderId}/documents` })
    ).json<OrderDocumentView[]>();
    expect(listed[0]).toMatchObject({ type: 'sales_order', updating: true });

    scheduleProforma(t.app.ctx, tenantId, [orderId]);
    // Two requests for one order while the first runs: serialised, the last one wins.
    scheduleProforma(t.app.ctx, tenantId, [orderId, orderId]);
    await waitForProformas(t.app.ctx);
    const after = await proformaRow();
    expect(after.updating).toBe(false);
    expect(after.storedName).not.toBe(before.storedName);
    // The old file is gone from the store.
    expect(() => readFileSync(join(t.dataDir, 'uploads', tenantId, 'orders', before.storedName!))).toThrow();
    const text = pdfText(await proformaBytes());
    expect(text).toContain('15/12/2026');
    expect(text).toContain('Cambio de fecha');
  });

  it('start-up regenerates a proforma left updating by a stop', async () => {
    await inTenant(t.app.ctx.db, tenantId, (tx) => markProformaUpdating(tx, orderId));
    await regenerateUnfinishedProformas(t.app.ctx);
    await waitForProformas(t.app.ctx);
    expect((await proformaRow()).updating).toBe(false);
  });

  it('a failed generation leaves the flag for the retry and never throws', async () => {
    await inTenant(t.app.ctx.db, tenantId, (tx) => markProformaUpdating(tx, orderId));
    // A tenant id that is not a uuid makes the store refuse the write.
    scheduleProforma(t.app.ctx, 'not-a-tenant', [orderId]);
    await waitForProformas(t.app.ctx);
    expect((await proformaRow()).updating).toBe(true);
    scheduleProforma(t.app.ctx, tenantId, [orderId]);
    await waitForProformas(t.app.ctx);
    expect((await proformaRow()).updating).toBe(false);
  });
});
