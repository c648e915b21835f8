/**
 * Assigning lots by hand: the stage (pending approval, open, shipment scheduled, cancelled), every
 * limit with its exact text, the stock moved through the ledger, MATERIAL_ASIGNADO set when every
 * product is covered and unset when an allocation is lowered or removed, the timeline, cancellation
 * giving the stock back, who may read and write, and another tenant's orders and lots.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderInventory } from '../../../src/domain/inventory/allocation';
import { rowsOf } from '../../../src/server/db/client';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { allocationApi, type People, peopleOf, tenantIdOf } from './allocationHelpers';

let t: TestContext;
let people: People;
let api: ReturnType<typeof allocationApi>;
let cat: Awaited<ReturnType<ReturnType<typeof allocationApi>['catalog']>>;
let l1: string;
let l2: string;
let lOther: string;
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  people = await peopleOf(t);
  api = allocationApi(t, people, await tenantIdOf(t, people.seller));
  cat = await api.catalog();
  await api.deactivateWarehouses();
  const w = await api.warehouse(cat.regionIds[0] ?? null);
  const p = { warehouseId: w, productId: cat.productId, packagingType: cat.packaging };
  l1 = (await api.lot({ ...p, lot: 'L-001', kg: '1200', receptionDate: '2026-01-10' })).id;
  l2 = (await api.lot({ ...p, lot: 'L-002', kg: '5000', receptionDate: '2026-02-10' })).id;
  lOther = (
    await api.lot({
      warehouseId: w,
      productId: cat.otherProductId,
      packagingType: cat.otherPackaging,
      lot: 'L-OTRO',
      kg: '1000',
    })
  ).id;
  orderId = await api.newOrder([{ productId: cat.productId, packaging: cat.packaging, kg: '2000' }]);
});

afterAll(async () => t?.close());

const item = (inventoryId: string, allocatedQuantity: string) => ({ inventoryId, allocatedQuantity });

/** A 400 with exactly these field texts. */
function expectFields(
  res: { statusCode: number; json: () => unknown },
  details: { path: string; message: string }[],
) {
  expect(res.statusCode).toBe(400);
  expect(
    (res.json() as { details: { path: string; message: string }[] }).details.map(({ path, message }) => ({
      path,
      message,
    })),
  ).toEqual(details);
}

describe('before finance releases the order', () => {
  it('the section reads "pending approval" and refuses any assignment with the reason', async () => {
    const view = await api.inventoryOk(orderId);
    expect(view).toMatchObject({ stage: 'pendingApproval', canEdit: false, data: [] });
    expect(view.requirements).toEqual([
      expect.objectContaining({
        productId: cat.productId,
        requestedKg: '2000',
        allocatedKg: '0',
        missingKg: '2000',
      }),
    ]);
    const res = await api.allocate(orderId, [item(l1, '100')]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'La orden está pendiente de aprobación de finanzas; podrás asignar material cuando sea liberada',
    );
    const auto = await api.autoAssign(orderId);
    expect(auto).toMatchObject({
      outcome: 'NOT_ASSIGNED',
      reason: 'inventory.pendingApproval',
      assigned: [],
    });
    expect((await api.lotRow(l1)).availableKg).toBe('1200.000');
  });
});

describe('limits of a new allocation, with their texts', () => {
  beforeAll(async () => api.release(orderId));

  it('once released, operations may edit and the seller reads without editing', async () => {
    expect(await api.inventoryOk(orderId)).toMatchObject({ stage: 'open', canEdit: true });
    expect(await api.inventoryOk(orderId, people.seller)).toMatchObject({ stage: 'open', canEdit: false });
  });

  it('refuses 0, more than 999,999, an empty list and the same lot twice (the schema)', async () => {
    expectFields(await api.allocate(orderId, [item(l1, '0')]), [
      { path: 'body.allocations.0.allocatedQuantity', message: 'La cantidad debe ser mayor a 0' },
    ]);
    expectFields(await api.allocate(orderId, [item(l1, '1000000')]), [
      { path: 'body.allocations.0.allocatedQuantity', message: 'La cantidad no puede ser mayor a 999,999' },
    ]);
    expectFields(await api.allocate(orderId, []), [
      { path: 'body.allocations', message: 'Debe seleccionar al menos un lote de inventario' },
    ]);
    expectFields(await api.allocate(orderId, [item(l1, '10'), item(l1, '20')]), [
      { path: 'body.allocations.1.inventoryId', message: 'Este lote ya fue seleccionado' },
    ]);
  });

  it('refuses more than the lot holds, more than the order asked, a lot of another product', async () => {
    expectFields(await api.allocate(orderId, [item(l1, '1300')]), [
      {
        path: 'body.allocations.0.allocatedQuantity',
        message: 'La cantidad asignada para L-001 no puede ser mayor a 1200',
      },
    ]);
    const ref = (await api.inventoryOk(orderId)).requirements[0]!.reference;
    expectFields(await api.allocate(orderId, [item(l1, '1200'), item(l2, '900')]), [
      {
        path: 'body.allocations',
        message: `El total asignado de ${ref} (2100 kg) supera lo solicitado (2000 kg)`,
      },
    ]);
    expectFields(await api.allocate(orderId, [item(lOther, '10')]), [
      {
        path: 'body.allocations.0.inventoryId',
        message: 'El lote L-OTRO no es del producto y tipo de empaque de la orden',
      },
    ]);
  });

  it('an unknown lot is a 404, and nothing of a refused request was written', async () => {
    const res = await api.allocate(orderId, [
      item(l1, '10'),
      item('00000000-0000-4000-8000-000000000000', '10'),
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró el lote de inventario');
    expect(await api.allocationRows(orderId)).toEqual([]);
    expect((await api.lotRow(l1)).availableKg).toBe('1200.000');
    expect((await api.movements(l1)).map((m) => m.kind)).toEqual(['RECEIVED']);
  });
});

describe('assigning, changing and removing lots', () => {
  let view: OrderInventory;
  const allocationOf = (lot: string) => view.data.find((a) => a.inventoryDetail.lot === lot)!;

  it('covering every product moves the order to MATERIAL_ASIGNADO, takes the stock, writes the timeline', async () => {
    const before = await api.orderRow(orderId);
    let res = await api.allocate(orderId, []);
    const history = await api.historyOf(orderId, async () => {
      res = await api.allocate(orderId, [item(l1, '1200'), item(l2, '800')]);
    });
    expect(res.statusCode, res.body).toBe(201);
    view = res.json<OrderInventory>();
    expect(view.requirements[0]).toMatchObject({ requestedKg: '2000', allocatedKg: '2000', missingKg: '0' });
    expect(allocationOf('L-001')).toMatchObject({
      allocatedQuantity: '1200',
      shippedKg: '0',
      version: 1,
      inventoryDetail: { id: l1, quantity: '0', product: { id: cat.productId } },
      createdBy: expect.any(String),
    });
    const after = await api.orderRow(orderId);
    expect(after.opsStatus).toBe('MATERIAL_ASIGNADO');
    expect(after.version).toBe(before.version + 1);
    expect(await api.lotRow(l1)).toMatchObject({ availableKg: '0.000', allocatedKg: '1200.000' });
    expect(await api.lotRow(l2)).toMatchObject({ availableKg: '4200.000', allocatedKg: '800.000' });
    expect((await api.movements(l2)).map((m) => [m.kind, m.quantity_kg])).toEqual([
      ['RECEIVED', '5000.000'],
      ['ALLOCATED', '800.000'],
    ]);
    expect(history.map((h) => [h.event, h.fromStatus, h.toStatus, h.data.name ?? null])).toEqual([
      ['materialAllocated', null, null, 'L-001'],
      ['materialAllocated', null, null, 'L-002'],
      ['statusChanged', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', null],
    ]);
    expect(history[1]!.data).toMatchObject({ lotId: l2, quantityKg: '800', packagingType: cat.packaging });
    // On the timeline, in the order they were written: the two lots, then the status they complete.
    const timeline = (await api.history(orderId)).slice(-3);
    expect(timeline.map((h) => h.event)).toEqual(['materialAllocated', 'materialAllocated', 'statusChanged']);
    const [stamps] = rowsOf<{ distinct: number }>(
      await t.database.db.execute(
        sql`select count(distinct created_at)::int as distinct from order_history
            where id in (${sql.join(
              timeline.map((h) => sql`${h.id}`),
              sql`, `,
            )})`,
      ),
    );
    expect(stamps!.distinct).toBe(3);
  });

  it('the same lot again is refused: its quantity is edited instead', async () => {
    const res = await api.allocate(orderId, [item(l1, '1')]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('El lote L-001 ya está asignado a esta orden; edita su cantidad');
  });

  it('a change needs the version read, a different quantity, and stays within the lot', async () => {
    const a = allocationOf('L-002');
    const stale = await api.change(orderId, a.id, { allocatedQuantity: '500', version: a.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expectFields(await api.change(orderId, a.id, { allocatedQuantity: '800', version: a.version }), [
      { path: 'body.allocatedQuantity', message: 'La cantidad no cambió' },
    ]);
    const l1a = allocationOf('L-001');
    expectFields(await api.change(orderId, l1a.id, { allocatedQuantity: '1300', version: l1a.version }), [
      {
        path: 'body.allocatedQuantity',
        message: 'La cantidad asignada para L-001 no puede ser mayor a 1200',
      },
      {
        path: 'body.allocatedQuantity',
        message: `El total asignado de ${view.requirements[0]!.reference} (2100 kg) supera lo solicitado (2000 kg)`,
      },
    ]);
  });

  it('lowering gives the difference back and the order is no longer MATERIAL_ASIGNADO', async () => {
    const a = allocationOf('L-002');
    let res = await api.inventory(people.operation, orderId);
    const history = await api.historyOf(orderId, async () => {
      res = await api.change(orderId, a.id, { allocatedQuantity: '500', version: a.version });
    });
    expect(res.statusCode, res.body).toBe(200);
    view = res.json<OrderInventory>();
    expect(allocationOf('L-002')).toMatchObject({ allocatedQuantity: '500', version: 2 });
    expect(view.requirements[0]).toMatchObject({ allocatedKg: '1700', missingKg: '300' });
    expect(await api.lotRow(l2)).toMatchObject({ availableKg: '4500.000', allocatedKg: '500.000' });
    expect((await api.movements(l2)).at(-1)).toMatchObject({
      kind: 'ALLOCATION_CHANGED',
      quantity_kg: '-300.000',
    });
    expect((await api.orderRow(orderId)).opsStatus).toBe('APROBADO_POR_FINANZAS');
    expect(history.map((h) => [h.event, h.fromStatus, h.toStatus])).toEqual([
      ['allocationChanged', null, null],
      ['statusChanged', 'MATERIAL_ASIGNADO', 'APROBADO_POR_FINANZAS'],
    ]);
    expect(history[0]!.data).toMatchObject({ name: 'L-002', quantity: { from: '800', to: '500' } });
  });

  it('raising takes the difference and covers the order again', async () => {
    const a = allocationOf('L-002');
    const res = await api.change(orderId, a.id, { allocatedQuantity: '800', version: a.version });
    expect(res.statusCode, res.body).toBe(200);
    view = res.json<OrderInventory>();
    expect(await api.lotRow(l2)).toMatchObject({ availableKg: '4200.000', allocatedKg: '800.000' });
    expect((await api.movements(l2)).at(-1)).toMatchObject({
      kind: 'ALLOCATION_CHANGED',
      quantity_kg: '300.000',
    });
    expect((await api.orderRow(orderId)).opsStatus).toBe('MATERIAL_ASIGNADO');
  });

  it('removing an allocation gives its kilos back (RELEASED) and unsets MATERIAL_ASIGNADO', async () => {
    const a = allocationOf('L-001');
    let res = await api.inventory(people.operation, orderId);
    const history = await api.historyOf(orderId, async () => {
      res = await api.remove(orderId, a.id);
    });
    expect(res.statusCode, res.body).toBe(200);
    view = res.json<OrderInventory>();
    expect(view.data.map((d) => d.inventoryDetail.lot)).toEqual(['L-002']);
    expect(await api.lotRow(l1)).toMatchObject({ availableKg: '1200.000', allocatedKg: '0.000' });
    expect((await api.movements(l1)).at(-1)).toMatchObject({ kind: 'RELEASED', quantity_kg: '1200.000' });
    expect((await api.orderRow(orderId)).opsStatus).toBe('APROBADO_POR_FINANZAS');
    expect(history.map((h) => [h.event, h.toStatus])).toEqual([
      ['allocationRemoved', null],
      ['statusChanged', 'APROBADO_POR_FINANZAS'],
    ]);
    expect(history[0]!.data).toMatchObject({ name: 'L-001', quantityKg: '1200' });
    const again = await api.remove(orderId, a.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No se encontró la asignación de material');
  });

  it('the candidates leave out the lots the order already holds', async () => {
    const lots = await api.candidates(orderId);
    expect(lots.map((l) => l.lot)).toEqual(['L-001']);
    expect(lots[0]).toMatchObject({ quantityAvailable: '1200', receptionDate: '2026-01-10' });
  });
});

describe('once a shipment is scheduled', () => {
  it('the section is read-only and every change is refused with the reason', async () => {
    const id = await api.releasedOrder([{ productId: cat.productId, packaging: cat.packaging, kg: '100' }]);
    const created = await api.allocate(id, [item(l1, '100')]);
    expect(created.statusCode, created.body).toBe(201);
    const allocation = created.json<OrderInventory>().data[0]!;
    await api.setStatus(id, 'EMBARCADO/PROGRAMADO');
    expect(await api.inventoryOk(id)).toMatchObject({ stage: 'shipmentScheduled', canEdit: false });
    const text = 'La orden ya tiene un embarque programado; la asignación de material no se puede modificar';
    for (const res of [
      await api.allocate(id, [item(l2, '1')]),
      await api.change(id, allocation.id, { allocatedQuantity: '50', version: allocation.version }),
      await api.remove(id, allocation.id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(text);
    }
    expect(await api.autoAssign(id)).toMatchObject({
      outcome: 'NOT_ASSIGNED',
      reason: 'inventory.shipmentScheduled',
      message: text,
    });
    await api.setStatus(id, 'FACTURADO');
    expect((await api.remove(id, allocation.id)).statusCode).toBe(409);
    expect(await api.allocationRows(id)).toHaveLength(1);
  });
});

describe('cancelling an order', () => {
  it('gives its lots back (RELEASED) and the order takes no more material', async () => {
    const id = await api.releasedOrder([{ productId: cat.productId, packaging: cat.packaging, kg: '700' }]);
    const before = await api.lotRow(l2);
    expect((await api.allocate(id, [item(l2, '700')])).statusCode).toBe(201);
    expect((await api.lotRow(l2)).availableKg).not.toBe(before.availableKg);
    const reasons = (
      await call(t.app, people.seller, { method: 'GET', url: '/api/orders-incidents/reasons/cancel' })
    ).json<{ id: string; isOther: boolean }[]>();
    const res = await call(t.app, people.seller, {
      method: 'PUT',
      url: `/api/orders/cancel/${id}`,
      payload: { reasonId: reasons.find((r) => !r.isOther)!.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await api.lotRow(l2)).toMatchObject({
      availableKg: before.availableKg,
      allocatedKg: before.allocatedKg,
    });
    expect((await api.movements(l2)).at(-1)).toMatchObject({
      kind: 'RELEASED',
      quantity_kg: '700.000',
      order_id: id,
    });
    expect(await api.allocationRows(id)).toEqual([]);
    expect((await api.history(id)).find((h) => h.event === 'materialReleased')).toMatchObject({
      event: 'materialReleased',
      data: { lots: ['L-002'], quantityKg: '700' },
    });
    expect(await api.inventoryOk(id)).toMatchObject({ stage: 'cancelled', canEdit: false });
    const again = await api.allocate(id, [item(l2, '1')]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La orden está cancelada');
  });
});

describe('finance retaining a released order', () => {
  it('gives back the lots it held and locks nothing the seller must fix', async () => {
    const id = await api.releasedOrder([{ productId: cat.productId, packaging: cat.packaging, kg: '900' }]);
    const before = await api.lotRow(l2);
    expect((await api.allocate(id, [item(l2, '400')])).statusCode).toBe(201);
    // Partly allocated: the products and quantities are locked already, before MATERIAL_ASIGNADO.
    const locked = (await call(t.app, people.seller, { method: 'GET', url: `/api/orders/${id}` })).json();
    expect(locked.opsStatus).toBe('APROBADO_POR_FINANZAS');
    expect(locked.locks.quantity).toMatchObject({ locked: true, reason: 'materialAssigned' });
    const res = await call(t.app, people.credit, {
      method: 'PUT',
      url: `/api/orders/${id}/finance/retain`,
      payload: { reason: 'overdraft' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await api.lotRow(l2)).toMatchObject({
      availableKg: before.availableKg,
      allocatedKg: before.allocatedKg,
    });
    expect(await api.allocationRows(id)).toEqual([]);
    expect((await api.history(id)).find((h) => h.event === 'materialReleased')).toMatchObject({
      data: { lots: ['L-002'], quantityKg: '400', reason: 'orderRetained' },
    });
    expect(await api.inventoryOk(id)).toMatchObject({ stage: 'pendingApproval', canEdit: false });
    const after = (await call(t.app, people.seller, { method: 'GET', url: `/api/orders/${id}` })).json();
    expect(after.locks.quantity).not.toMatchObject({ reason: 'materialAssigned' });
  });
});

describe('who may read and change the lots', () => {
  it('the seller reads the section but may not change it; a customer may do neither', async () => {
    expect((await api.inventory(people.seller, orderId)).statusCode).toBe(200);
    expect((await api.allocate(orderId, [item(l1, '1')], people.seller)).statusCode).toBe(403);
    expect(
      (
        await call(t.app, people.seller, {
          method: 'POST',
          url: `/api/orders/${orderId}/inventory/auto-assign`,
        })
      ).statusCode,
    ).toBe(403);
    expect((await api.inventory(people.customer, orderId)).statusCode).toBe(403);
    expect((await api.allocate(orderId, [item(l1, '1')], people.customer)).statusCode).toBe(403);
    expect(
      (
        await call(t.app, people.customer, {
          method: 'GET',
          url: `/api/orders/${orderId}/inventory/candidates`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, people.customer, { method: 'GET', url: '/api/orders/count-without-material' }))
        .statusCode,
    ).toBe(403);
  });

  it('a seller outside the order’s scope is refused (403)', async () => {
    const seller2 = await login(t.app, 'seller2@demo.local');
    expect((await api.inventory(seller2, orderId)).statusCode).toBe(403);
  });

  it('an unknown order is a 404', async () => {
    const res = await api.inventory(people.operation, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró la orden');
  });
});

describe('another tenant', () => {
  let norteOperation: Session;
  let norteOrder: string;

  beforeAll(async () => {
    const norteSeller = await login(t.app, 'seller@norte.demo.local', 'norte');
    const norteCredit = await login(t.app, 'finance.credit@norte.demo.local', 'norte');
    norteOperation = await login(t.app, 'operation@norte.demo.local', 'norte');
    [norteOrder] = (await createOrder(t.app, norteSeller, { paymentTerm: 'CREDIT' })) as [string];
    const released = await call(t.app, norteCredit, {
      method: 'PUT',
      url: `/api/orders/${norteOrder}/finance/release`,
      payload: {},
    });
    expect(released.statusCode, released.body).toBeLessThan(300);
  });

  it('main’s order is not found from norte, and changes nothing', async () => {
    const before = await api.lotRow(l1);
    expect((await api.inventory(norteOperation, orderId)).statusCode).toBe(404);
    const res = await api.allocate(orderId, [item(l1, '1')], norteOperation);
    expect(res.statusCode).toBe(404);
    expect(await api.lotRow(l1)).toEqual(before);
  });

  it('main’s lot is not found for a norte order', async () => {
    const before = await api.lotRow(l1);
    const res = await api.allocate(norteOrder, [item(l1, '1')], norteOperation);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró el lote de inventario');
    expect(await api.lotRow(l1)).toEqual(before);
  });
});
