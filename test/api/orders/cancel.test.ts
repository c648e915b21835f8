import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancellationReason, OrderHistoryEntry } from '../../../src/domain/orders/views';
import { orders } from '../../../src/server/db/schema';
import { inTenant } from '../../../src/server/db/tenantTx';
import { drainJobs } from '../../helpers/jobs';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let seller: Session;
let seller2: Session;
let financeCredit: Session;
let norteAdmin: Session;
let tenantId: string;
let reasons: CancellationReason[];

beforeAll(async () => {
  t = await createTestApp();
  [seller, seller2, financeCredit, norteAdmin] = await Promise.all([
    login(t.app, 'seller@demo.local'),
    login(t.app, 'seller2@demo.local'),
    login(t.app, 'finance.credit@demo.local'),
    login(t.app, 'admin@norte.demo.local', 'norte'),
  ]);
  tenantId = (await t.app.ctx.tokens.verifyAccess(seller.accessToken)).tenantId;
  reasons = (
    await call(t.app, seller, { method: 'GET', url: '/api/orders-incidents/reasons/cancel' })
  ).json();
});

afterAll(async () => t?.close());

const reason = (isOther = false) => reasons.find((r) => r.isOther === isOther)!;
const cancel = (
  session: Session,
  id: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) => call(t.app, session, { method: 'PUT', url: `/api/orders/cancel/${id}`, payload, headers });
const orderRow = async (id: string) =>
  inTenant(
    t.database.db,
    tenantId,
    async (tx) => (await tx.select().from(orders).where(eq(orders.id, id)))[0]!,
  );
const setStatus = (id: string, opsStatus: string, isDelivered = false) =>
  inTenant(t.database.db, tenantId, (tx) =>
    tx.update(orders).set({ opsStatus, isDelivered }).where(eq(orders.id, id)),
  );

describe('cancellation reasons', () => {
  it('lists the tenant’s cancel reasons in the request language, Other last', async () => {
    expect(reasons.map((r) => r.description)).toContain('Cliente canceló el pedido');
    expect(reasons.map((r) => r.description)).toContain('Precio no autorizado');
    expect(reasons.at(-1)).toMatchObject({ description: 'Otro', isOther: true });
    const en = await call(t.app, seller, {
      method: 'GET',
      url: '/api/orders-incidents/reasons/cancel',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json<CancellationReason[]>().at(-1)).toMatchObject({ description: 'Other', isOther: true });
    expect(en.json<CancellationReason[]>().map((r) => r.id)).toEqual(reasons.map((r) => r.id));
  });

  it('each tenant has its own reasons', async () => {
    const norte = await call(t.app, norteAdmin, {
      method: 'GET',
      url: '/api/orders-incidents/reasons/cancel',
    });
    expect(norte.statusCode).toBe(200);
    const ids = norte.json<CancellationReason[]>().map((r) => r.id);
    expect(ids.length).toBe(reasons.length);
    expect(ids.some((id) => reasons.some((r) => r.id === id))).toBe(false);
  });

  it('refuses an unknown incident type', async () => {
    const res = await call(t.app, seller, { method: 'GET', url: '/api/orders-incidents/reasons/lost' });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/orders/cancel/{id}', () => {
  it('cancels with a listed reason: status, fields, version and history', async () => {
    const [id] = (await createOrder(t.app, seller)) as [string];
    // The creation's proforma is a job run after commit; let it land so the newest entry is ours.
    await drainJobs(t.app);
    const before = await orderRow(id);
    const res = await cancel(seller, id, { reasonId: reason().id, version: before.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      opsStatus: 'ORDEN_CANCELADA',
      version: before.version + 1,
      cancellation: { reasonId: reason().id, reason: reason().description, other: null },
    });
    const after = await orderRow(id);
    expect(after).toMatchObject({
      opsStatus: 'ORDEN_CANCELADA',
      cancellationReasonId: reason().id,
      cancellationOther: null,
      version: before.version + 1,
    });
    expect(after.cancelledAt).toBeInstanceOf(Date);
    expect(after.cancelledById).toBe((await t.app.ctx.tokens.verifyAccess(seller.accessToken)).sub);
    const history = (await call(t.app, seller, { method: 'GET', url: `/api/orders/${id}/history` })).json<
      OrderHistoryEntry[]
    >();
    expect(history[0]).toMatchObject({
      event: 'cancelled',
      fromStatus: 'ORDEN_CREADA',
      toStatus: 'ORDEN_CANCELADA',
      data: { reasonId: reason().id, reason: reason().description },
    });

    // Irreversible: a second cancel is refused.
    const again = await cancel(seller, id, { reasonId: reason().id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La orden ya está cancelada');
  });

  it('"other" needs its text', async () => {
    const [id] = (await createOrder(t.app, seller)) as [string];
    const blank = await cancel(seller, id, { reasonId: reason(true).id, otherReason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Describe el motivo de la cancelación');
    const ok = await cancel(seller, id, {
      reasonId: reason(true).id,
      otherReason: ' El cliente cambió de proveedor ',
    });
    expect(ok.statusCode).toBe(200);
    expect((await orderRow(id)).cancellationOther).toBe('El cliente cambió de proveedor');
  });

  it('needs a reason from the list', async () => {
    const [id] = (await createOrder(t.app, seller)) as [string];
    const none = await cancel(seller, id, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0]).toMatchObject({
      path: 'body.reasonId',
      message: 'Debe seleccionar un motivo de cancelación',
    });
    const unknown = await cancel(seller, id, { reasonId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('El motivo de cancelación no existe');
    const norteReason = (
      await call(t.app, norteAdmin, { method: 'GET', url: '/api/orders-incidents/reasons/cancel' })
    ).json<CancellationReason[]>()[0]!;
    expect((await cancel(seller, id, { reasonId: norteReason.id })).statusCode).toBe(400);
    expect((await orderRow(id)).opsStatus).toBe('ORDEN_CREADA');
  });

  it('is refused once shipped/scheduled or delivered, allowed before (released, material assigned)', async () => {
    const created: string[] = [];
    for (let i = 0; i < 4; i++) created.push(...(await createOrder(t.app, seller)));
    const [a, b, c, d] = created as [string, string, string, string];
    await setStatus(a, 'EMBARCADO/PROGRAMADO');
    await setStatus(b, 'ORDEN_ENTREGADA', true);
    await setStatus(c, 'FACTURADO');
    await setStatus(d, 'MATERIAL_ASIGNADO');
    const shipped = await cancel(seller, a, { reasonId: reason().id });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toBe('La orden ya fue embarcada o programada y no se puede cancelar');
    const delivered = await cancel(seller, b, { reasonId: reason().id });
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().message).toBe('La orden ya fue entregada y no se puede cancelar');
    expect((await cancel(seller, c, { reasonId: reason().id })).statusCode).toBe(409);
    expect((await cancel(seller, d, { reasonId: reason().id })).statusCode).toBe(200);
  });

  it('refuses a stale version (409 STALE_VERSION)', async () => {
    const [id] = (await createOrder(t.app, seller)) as [string];
    const { version } = await orderRow(id);
    const res = await cancel(seller, id, { reasonId: reason().id, version: version + 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STALE_VERSION');
  });

  it('needs ORDER_CANCEL write, the order in scope, and the same tenant', async () => {
    const [id] = (await createOrder(t.app, seller)) as [string];
    expect((await cancel(financeCredit, id, { reasonId: reason().id })).statusCode).toBe(403);
    const other = await cancel(seller2, id, { reasonId: reason().id });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('No tienes permisos para acceder a esta orden');
    expect((await cancel(norteAdmin, id, { reasonId: reason().id })).statusCode).toBe(404);
    expect((await orderRow(id)).opsStatus).toBe('ORDEN_CREADA');
  });
});
