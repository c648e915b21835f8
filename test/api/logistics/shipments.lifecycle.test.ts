/**
 * A shipment's life after creation: deleting it gives its kilos back (UNSHIPPED) and is refused
 * once delivered; an order planned in two shipments stays EMBARCADO after a short first one and
 * completes with the second; delivery reaches ORDEN_ENTREGADA and gives the kilos never shipped
 * back to their lots; reopening moves the order back.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type MovementKind, totalsFromMovements } from '../../../src/domain/inventory/lots';
import type { OrderLogistics } from '../../../src/domain/logistics';
import { syncLogisticsStatus } from '../../../src/server/modules/logistics';
import { ORDER_FILES_AREA, orderFileStore } from '../../../src/server/modules/orders';
import { shipmentFixture } from './shipmentFixture';
import { inDays, today } from './shipmentHelpers';

const { t, people, api } = shipmentFixture();

describe('DELETE /api/orders/{id}/logistics/shipments/{shipmentId}', () => {
  it('gives the kilos back to the allocation (UNSHIPPED), removes the shipment and its documents, moves the status back', async () => {
    const { id, lotId } = await api.simpleOrder('500');
    const s = await api.shipAll(id);
    // A document of the shipment (a remission) goes with it.
    await api.db((tx) =>
      tx.execute(sql`insert into order_documents (order_id, type, name, shipment_id)
                     values (${id}, 'remission', 'Remisión', ${s.id})`),
    );
    expect((await api.logisticsOk(id)).shipments[0]!.remission.document?.name).toBe('Remisión');

    const res = await api.removeShipment(id, s.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<OrderLogistics>();
    expect(body.shipments).toEqual([]);
    expect(body.stage).toBe('canShip');
    expect(body.shippable.lots.map((l) => l.remainingKg)).toEqual(['500']);

    expect((await api.movements(lotId)).map((m) => [m.kind, m.quantity_kg])).toEqual([
      ['RECEIVED', '500.000'],
      ['ALLOCATED', '500.000'],
      ['SHIPPED', '500.000'],
      ['UNSHIPPED', '500.000'],
    ]);
    const lot = await api.lotRow(lotId);
    expect([lot.allocatedKg, lot.shippedKg, lot.availableKg]).toEqual(['500.000', '0.000', '0.000']);
    expect((await api.allocationRows(id))[0]!.shippedKg).toBe('0.000');
    expect(await api.shipmentRows(id)).toEqual([]);
    const docs = await api.q<{ n: number }>(
      sql`select count(*)::int as n from order_documents where shipment_id = ${s.id}`,
    );
    expect(docs[0]!.n).toBe(0);

    const order = await api.orderRow(id);
    expect(order.opsStatus).toBe('MATERIAL_ASIGNADO');
    expect(order.shipmentDueDate).toBeNull();
    expect((await api.events(id)).slice(-4)).toEqual([
      'shipmentCreated',
      'statusChanged:EMBARCADO/PROGRAMADO',
      'shipmentDeleted',
      'statusChanged:MATERIAL_ASIGNADO',
    ]);
    const deleted = (await api.history(id)).find((h) => h.event === 'shipmentDeleted')!;
    expect(deleted.data).toMatchObject({ name: String(s.number), quantityKg: '500' });

    // Shipping again works, and a later shipment moves up when an earlier one goes.
    const [l] = body.shippable.lots;
    const first = await api.ship(id, {
      confirmShortShipment: true,
      lines: [{ allocationId: l!.allocationId, quantity: '100' }],
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await api.ship(id, { lines: [{ allocationId: l!.allocationId, quantity: '400' }] });
    expect(second.statusCode, second.body).toBe(201);
    const [one, two] = second.json<OrderLogistics>().shipments;
    expect((await api.removeShipment(id, one!.id)).statusCode).toBe(200);
    expect((await api.shipmentRows(id)).map((r) => [r.id, r.sequence])).toEqual([[two!.id, 1]]);
  });

  it('takes the invoice, its credit notes and the stored files with it', async () => {
    const { id } = await api.simpleOrder('250');
    const s = await api.shipAll(id);
    const store = orderFileStore(t.app.ctx);
    const storedName = await store.save(
      api.tenantId,
      ORDER_FILES_AREA,
      'document',
      'pdf',
      Buffer.from('%PDF-1.4'),
    );
    const [doc] = await api.q<{ id: string }>(sql`
      insert into order_documents (order_id, type, name, shipment_id, stored_name, content_type, size_bytes)
      values (${id}, 'invoice', 'Factura F-1', ${s.id}, ${storedName}, 'application/pdf', 8) returning id`);
    const order = await api.orderRow(id);
    const [invoice] = await api.q<{ id: string }>(sql`
      insert into customer_invoices (customer_id, order_id, shipment_id, number, invoice_date, currency,
                                     total_without_iva, total_with_iva, net_with_iva, document_id)
      values (${order.customerId}, ${id}, ${s.id}, 'F-1', ${today()}, ${order.currency}, 100, 116, 116, ${doc!.id})
      returning id`);
    await api.db((tx) =>
      tx.execute(sql`insert into invoice_credit_notes (invoice_id, number, credit_date, total_value)
                     values (${invoice!.id}, 'NC-1', ${today()}, 10)`),
    );
    const shown = (await api.logisticsOk(id)).shipments[0]!.invoice!;
    expect(shown).toMatchObject({
      number: 'F-1',
      totalInvoiceWithoutIva: '100.00',
      totalCreditNotesWithoutIva: '10.00',
      totalWithoutIva: '90.00',
      totalWithIva: '116.00',
      iva: '16.00',
      netWithIva: '104.40',
      document: {
        id: doc!.id,
        name: 'Factura F-1',
        url: `/api/orders/${id}/documents/${doc!.id}/file`,
        updating: false,
      },
    });
    expect(shown.creditNotes.map((n) => [n.number, n.totalValue])).toEqual([['NC-1', '10.00']]);
    expect(await store.find(api.tenantId, ORDER_FILES_AREA, storedName)).not.toBeNull();

    const res = await api.removeShipment(id, s.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(await api.q(sql`select id from customer_invoices where order_id = ${id}`)).toEqual([]);
    expect(await api.q(sql`select id from invoice_credit_notes where invoice_id = ${invoice!.id}`)).toEqual(
      [],
    );
    expect(await api.q(sql`select id from order_documents where id = ${doc!.id}`)).toEqual([]);
    expect(await store.find(api.tenantId, ORDER_FILES_AREA, storedName)).toBeNull();
  });

  it('refuses a delivered shipment, another order’s, and an unknown one', async () => {
    const { id } = await api.simpleOrder('300');
    const s = await api.shipAll(id);
    const done = await api.confirm(s.id, { isCompleted: true, deliveryDate: today() });
    expect(done.statusCode, done.body).toBe(200);
    const res = await api.removeShipment(id, s.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No se puede eliminar un embarque entregado');
    expect(await api.shipmentRows(id)).toHaveLength(1);

    const other = await api.simpleOrder('200');
    const wrongOrder = await api.removeShipment(other.id, s.id);
    expect(wrongOrder.statusCode).toBe(404);
    expect(wrongOrder.json().message).toBe('No se encontró el embarque');
    expect((await api.removeShipment(id, '6f1c1f43-5a53-4c59-9a52-0d5f0c4f3a10')).statusCode).toBe(404);
  });
});

describe('the status follows the shipments', () => {
  it('an order planned in two shipments stays EMBARCADO after a short first one and is delivered after the second', async () => {
    const { id } = await api.simpleOrder('1000', { quantityDelivered: 2 });
    const view = await api.logisticsOk(id);
    expect(view.plannedShipments).toBe(2);
    const [lot] = view.shippable.lots;
    const first = await api.ship(id, {
      dateDelivery: inDays(1),
      confirmShortShipment: true,
      lines: [{ allocationId: lot!.allocationId, quantity: '400' }],
    });
    expect(first.statusCode, first.body).toBe(201);
    const s1 = first.json<OrderLogistics>().shipments[0]!;
    // Transport and delivery of the first one alone do not deliver the order: one is still planned.
    await api.transport(s1);
    expect((await api.orderRow(id)).opsStatus).toBe('EMBARCADO/PROGRAMADO');
    expect((await api.confirm(s1.id, { isCompleted: true, deliveryDate: today() })).statusCode).toBe(200);
    let order = await api.orderRow(id);
    expect(order.opsStatus).toBe('EMBARCADO/PROGRAMADO');
    expect(order.shipmentDueDate).toBeNull();

    const second = await api.ship(id, {
      dateDelivery: inDays(5),
      lines: [{ allocationId: lot!.allocationId, quantity: '600' }],
    });
    expect(second.statusCode, second.body).toBe(201);
    const s2 = second.json<OrderLogistics>().shipments[1]!;
    expect(s2.sequence).toBe(2);
    expect((await api.orderRow(id)).shipmentDueDate).toBe(inDays(5));
    await api.transport(s2);
    expect((await api.confirm(s2.id, { isCompleted: true, deliveryDate: today() })).statusCode).toBe(200);
    order = await api.orderRow(id);
    expect(order.opsStatus).toBe('ORDEN_ENTREGADA');
    expect(order.isDelivered).toBe(true);
    expect(order.deliveredAt).not.toBeNull();
    expect(order.shipmentDueDate).toBeNull();
    // The order needs an invoice: without it, transport alone leaves it EMBARCADO until delivery.
    expect((await api.events(id)).filter((e) => e.startsWith('statusChanged')).slice(-2)).toEqual([
      'statusChanged:EMBARCADO/PROGRAMADO',
      'statusChanged:ORDEN_ENTREGADA',
    ]);
  });

  it('billing’s call: an invoice moves the order to FACTURADO, a second call changes nothing', async () => {
    const { id } = await api.simpleOrder('150');
    const s = await api.shipAll(id);
    const order = await api.orderRow(id);
    await api.db((tx) =>
      tx.execute(sql`insert into customer_invoices (customer_id, order_id, shipment_id, number, invoice_date, currency,
                                                    total_without_iva, total_with_iva, net_with_iva)
                     values (${order.customerId}, ${id}, ${s.id}, 'F-SYNC', ${today()}, ${order.currency}, 10, 11.6, 11.6)`),
    );
    expect(await api.db((tx) => syncLogisticsStatus(tx, id, null))).toEqual({
      from: 'EMBARCADO/PROGRAMADO',
      to: 'FACTURADO',
    });
    const rows = (await api.history(id)).length;
    const version = (await api.orderRow(id)).version;
    expect(await api.db((tx) => syncLogisticsStatus(tx, id, null))).toBeNull();
    expect((await api.history(id)).length).toBe(rows);
    expect((await api.orderRow(id)).version).toBe(version);
    // Transport after the invoice: TRANSPORTE_ASIGNADO.
    await api.transport((await api.logisticsOk(id)).shipments[0]!);
    expect((await api.orderRow(id)).opsStatus).toBe('TRANSPORTE_ASIGNADO');
  });

  it('an order that needs no invoice reaches TRANSPORTE_ASIGNADO with transport', async () => {
    const { id } = await api.simpleOrder('200');
    await api.db((tx) => tx.execute(sql`update orders set required_invoice = false where id = ${id}`));
    const s = await api.shipAll(id);
    await api.transport(s);
    expect((await api.orderRow(id)).opsStatus).toBe('TRANSPORTE_ASIGNADO');
  });

  it('delivered: the kilos still promised and never shipped go back to their lots', async () => {
    const { cat } = api;
    const lotA = await api.lot(cat.productId, cat.packaging, '1000', 'REL-A');
    const lotB = await api.lot(cat.productId, cat.packaging, '1000', 'REL-B');
    const id = await api.readyOrder(
      [{ productId: cat.productId, packaging: cat.packaging, kg: '1000' }],
      [
        { lotId: lotA.id, kg: '600' },
        { lotId: lotB.id, kg: '400' },
      ],
    );
    const lots = (await api.logisticsOk(id)).shippable.lots;
    const a = lots.find((l) => l.lot === 'REL-A')!;
    // One shipment planned, shipped short: 250 of lot A, nothing of lot B.
    const res = await api.ship(id, {
      confirmShortShipment: true,
      lines: [{ allocationId: a.allocationId, quantity: '250' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json<OrderLogistics>().shipments[0]!;
    expect((await api.confirm(s.id, { isCompleted: true, deliveryDate: today() })).statusCode).toBe(200);

    expect((await api.orderRow(id)).opsStatus).toBe('ORDEN_ENTREGADA');
    const rowA = await api.lotRow(lotA.id);
    const rowB = await api.lotRow(lotB.id);
    expect([rowA.allocatedKg, rowA.shippedKg, rowA.availableKg]).toEqual(['0.000', '250.000', '750.000']);
    expect([rowB.allocatedKg, rowB.shippedKg, rowB.availableKg]).toEqual(['0.000', '0.000', '1000.000']);
    expect((await api.movements(lotA.id)).at(-1)).toMatchObject({
      kind: 'RELEASED',
      quantity_kg: '350.000',
      order_id: id,
    });
    expect((await api.movements(lotB.id)).at(-1)).toMatchObject({
      kind: 'RELEASED',
      quantity_kg: '400.000',
      order_id: id,
    });
    const reasons = await api.q<{ reason: string }>(
      sql`select data->>'reason' as reason from inventory_movements where order_id = ${id} and kind = 'RELEASED'`,
    );
    expect(reasons.map((r) => r.reason)).toEqual(['orderDelivered', 'orderDelivered']);
    // The allocation of lot A keeps what left; lot B's, of which nothing left, is gone.
    expect((await api.allocationRows(id)).map((r) => [r.lotId, r.allocatedKg, r.shippedKg])).toEqual([
      [lotA.id, '250.000', '250.000'],
    ]);
    expect((await api.events(id)).slice(-3)).toEqual([
      'deliveryConfirmed',
      'statusChanged:ORDEN_ENTREGADA',
      'materialReleased',
    ]);
    const view = await api.logisticsOk(id);
    expect(view.stage).toBe('allShipped');
    expect(view.shipments[0]!.canDelete).toBe(false);

    // Reopening moves the order back; the kilos given back stay with the lots.
    const reopened = await api.confirm(s.id, { isCompleted: false });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const order = await api.orderRow(id);
    expect(order.opsStatus).toBe('EMBARCADO/PROGRAMADO');
    expect(order.isDelivered).toBe(false);
    expect(order.deliveredAt).toBeNull();
    expect((await api.lotRow(lotB.id)).availableKg).toBe('1000.000');
  });

  it('a paid delivered order reaches PAGADO, and its delivery can no longer be reopened', async () => {
    const { id } = await api.simpleOrder('100');
    const s = await api.shipAll(id);
    const order = await api.orderRow(id);
    await api.db((tx) =>
      tx.execute(sql`insert into order_finance (order_id, paid_amount) values (${id}, ${order.totalWithTaxes})
                     on conflict (order_id) do update set paid_amount = excluded.paid_amount`),
    );
    expect((await api.confirm(s.id, { isCompleted: true, deliveryDate: today() })).statusCode).toBe(200);
    const paid = await api.orderRow(id);
    expect(paid.opsStatus).toBe('PAGADO');
    expect(paid.paymentStatus).toBe('PAID');
    const res = await api.confirm(s.id, { isCompleted: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La orden ya está pagada; la entrega no puede marcarse pendiente');
    const en = await api.confirm(s.id, { isCompleted: false }, people.operation, { 'accept-language': 'en' });
    expect(en.json().message).toBe('The order is paid; its delivery cannot be set back to pending');
    expect((await api.shipmentRows(id))[0]!.isDelivered).toBe(true);
  });

  it('leaves every lot agreeing with its movements and with its allocations’ unshipped kilos', async () => {
    const lots = await api.q<{
      id: string;
      received_kg: string;
      adjusted_kg: string;
      allocated_kg: string;
      shipped_kg: string;
      available_kg: string;
      unshipped: string;
    }>(sql`
      select l.id, l.received_kg, l.adjusted_kg, l.allocated_kg, l.shipped_kg, l.available_kg,
             (select coalesce(sum(a.allocated_kg - a.shipped_kg), 0) from order_allocations a
               where a.lot_id = l.id)::text as unshipped
        from inventory_lots l where l.warehouse_id = ${api.warehouseId}`);
    expect(lots.length).toBeGreaterThan(5);
    for (const lot of lots) {
      const moves = await api.movements(lot.id);
      const totals = totalsFromMovements(
        moves.map((m) => ({ kind: m.kind as MovementKind, quantityKg: m.quantity_kg })),
      );
      expect(
        [lot.received_kg, lot.adjusted_kg, lot.allocated_kg, lot.shipped_kg, lot.available_kg].map(Number),
      ).toEqual(
        [totals.received, totals.adjusted, totals.allocated, totals.shipped, totals.available].map(Number),
      );
      expect(Number(lot.allocated_kg)).toBe(Number(lot.unshipped));
    }
  });
});
