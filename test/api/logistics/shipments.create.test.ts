/**
 * Creating shipments: kilos leave the allocations through the ledger (SHIPPED), the lot's totals
 * move from allocated to shipped, the order moves to EMBARCADO/PROGRAMADO with the timeline rows
 * in order; every rule of the form answers its text (Spanish and English); a short shipment
 * needs the confirmation; an order ships at most 3 times.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderLogistics } from '../../../src/domain/logistics';
import { shipmentFixture } from './shipmentFixture';
import { inDays, today } from './shipmentHelpers';

const { people, api } = shipmentFixture();

const en = { 'accept-language': 'en' };

describe('POST /api/orders/{id}/logistics/shipments', () => {
  it('ships two lots of one product and one of another: ledger, lots, allocations, status and timeline', async () => {
    const { cat } = api;
    const a1 = await api.lot(cat.productId, cat.packaging, '800', 'A-1');
    const a2 = await api.lot(cat.productId, cat.packaging, '900', 'A-2');
    const b1 = await api.lot(cat.otherProductId, cat.otherPackaging, '700', 'B-1');
    const id = await api.readyOrder(
      [
        { productId: cat.productId, packaging: cat.packaging, kg: '1000' },
        { productId: cat.otherProductId, packaging: cat.otherPackaging, kg: '500' },
      ],
      [
        { lotId: a1.id, kg: '600' },
        { lotId: a2.id, kg: '400' },
        { lotId: b1.id, kg: '500' },
      ],
    );
    const before = await api.logisticsOk(id);
    expect(before.stage).toBe('canShip');
    expect(before.canWrite).toBe(true);
    expect(before.plannedShipments).toBe(1);
    expect(before.shipments).toEqual([]);
    expect(before.shippable.lots.map((l) => [l.lot, l.remainingKg]).sort()).toEqual([
      ['A-1', '600'],
      ['A-2', '400'],
      ['B-1', '500'],
    ]);
    expect(before.shippable.products.map((p) => [p.productId, p.requestedKg, p.shippedKg])).toEqual([
      [cat.productId, '1000', '0'],
      [cat.otherProductId, '500', '0'],
    ]);
    const allocationOf = (lot: string) => before.shippable.lots.find((l) => l.lot === lot)!.allocationId;

    const res = await api.ship(id, {
      dateDelivery: inDays(3),
      comments: 'Entregar por la mañana',
      lines: [
        { allocationId: allocationOf('A-1'), quantity: '600' },
        { allocationId: allocationOf('A-2'), quantity: '400,0' },
        { allocationId: allocationOf('B-1'), quantity: 500 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<OrderLogistics>();
    expect(body.stage).toBe('allShipped');
    expect(body.shippable.lots).toEqual([]);
    expect(body.shippable.products.map((p) => p.shippedKg)).toEqual(['1000', '500']);
    const [s] = body.shipments;
    expect(s).toMatchObject({
      sequence: 1,
      dateDelivery: inDays(3),
      quantityKg: '1500',
      isDelivered: false,
      deliveredAt: null,
      transport: null,
      invoice: null,
      // The remission is queued with the shipment: listed, updating until its job renders it.
      remission: {
        document: expect.objectContaining({ name: `Remisión ${s!.number}`, updating: true, url: null }),
        documentSigned: null,
      },
      comments: 'Entregar por la mañana',
      version: 1,
      canDelete: true,
    });
    expect(s!.number).toBeGreaterThan(0);
    expect(s!.createdBy?.name).toBeTruthy();
    expect(s!.lines.map((l) => [l.lot.lot, l.deliveredQuantity, l.product.id]).sort()).toEqual([
      ['A-1', '600', cat.productId],
      ['A-2', '400', cat.productId],
      ['B-1', '500', cat.otherProductId],
    ]);
    expect(s!.lines[0]!.lot.warehouse).toMatch(/^Almacén/);

    // The ledger: a SHIPPED movement per lot with the order; the lot's kilos moved to shipped.
    for (const [lot, kg, received] of [
      [a1, '600', '800'],
      [a2, '400', '900'],
      [b1, '500', '700'],
    ] as const) {
      const moves = await api.movements(lot.id);
      expect(moves.map((m) => [m.kind, m.quantity_kg, m.order_id])).toEqual([
        ['RECEIVED', `${received}.000`, null],
        ['ALLOCATED', `${kg}.000`, id],
        ['SHIPPED', `${kg}.000`, id],
      ]);
      const row = await api.lotRow(lot.id);
      expect(row.allocatedKg).toBe('0.000');
      expect(row.shippedKg).toBe(`${kg}.000`);
      expect(row.availableKg).toBe(`${Number(received) - Number(kg)}.000`);
    }
    const allocations = await api.allocationRows(id);
    expect(allocations.every((a) => a.shippedKg === a.allocatedKg)).toBe(true);

    const order = await api.orderRow(id);
    expect(order.opsStatus).toBe('EMBARCADO/PROGRAMADO');
    expect(order.shipmentDueDate).toBe(inDays(3));
    expect(order.version).toBeGreaterThan(1);
    const events = await api.events(id);
    expect(events.slice(-2)).toEqual(['shipmentCreated', 'statusChanged:EMBARCADO/PROGRAMADO']);
    const created = (await api.history(id)).find((h) => h.event === 'shipmentCreated')!;
    expect(created.data).toMatchObject({ name: String(s!.number), shipmentId: s!.id, quantityKg: '1500' });
    const changed = (await api.history(id)).at(-1)!;
    expect(changed).toMatchObject({ fromStatus: 'MATERIAL_ASIGNADO', toStatus: 'EMBARCADO/PROGRAMADO' });
    expect(changed.userId).not.toBeNull();

    // Numbers are per tenant, one after the other.
    const other = await api.simpleOrder('300');
    const next = await api.shipAll(other.id);
    expect(next.number).toBe(s!.number + 1);
  });

  it('answers every rule of the form with its text, in Spanish and in English', async () => {
    const { cat } = api;
    const l1 = await api.lot(cat.productId, cat.packaging, '1000', 'V-1');
    const l2 = await api.lot(cat.productId, cat.packaging, '1000', 'V-2');
    const id = await api.readyOrder(
      [{ productId: cat.productId, packaging: cat.packaging, kg: '900' }],
      [
        { lotId: l1.id, kg: '500' },
        { lotId: l2.id, kg: '400' },
      ],
    );
    const lots = (await api.logisticsOk(id)).shippable.lots;
    const v1 = lots.find((l) => l.lot === 'V-1')!.allocationId;
    const v2 = lots.find((l) => l.lot === 'V-2')!.allocationId;
    const details = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const res = await api.ship(id, payload, people.operation, headers);
      expect(res.statusCode, res.body).toBe(400);
      return res
        .json<{ details: { path: string; message: string }[] }>()
        .details.map((d) => [d.path, d.message]);
    };

    // A lot's line above what it holds for the order names lot, requested and shipped.
    expect(await details({ lines: [{ allocationId: v1, quantity: '501' }] })).toEqual([
      [
        'body.lines.0.quantity',
        'La cantidad a embarcar del lote V-1 (501 kg) es mayor a la establecida en la orden (500 kg)',
      ],
    ]);
    expect(await details({ lines: [{ allocationId: v1, quantity: '501' }] }, en)).toEqual([
      ['body.lines.0.quantity', expect.stringContaining('V-1')],
    ]);
    const enText = (await details({ lines: [{ allocationId: v1, quantity: '501' }] }, en))[0]![1];
    expect(enText).not.toMatch(/cantidad/);
    expect(enText).toContain('501');
    expect(enText).toContain('500');

    // A product's lines above what it still has to ship.
    await api.db((tx) => tx.execute(sql`update order_items set quantity_kg = 800 where order_id = ${id}`));
    expect(
      await details({
        lines: [
          { allocationId: v1, quantity: '500' },
          { allocationId: v2, quantity: '400' },
        ],
      }),
    ).toEqual([
      [
        'body.lines',
        `La cantidad a embarcar de ${lots[0]!.reference} (900 kg) es mayor a la pendiente de la orden (800 kg)`,
      ],
    ]);
    await api.db((tx) => tx.execute(sql`update order_items set quantity_kg = 900 where order_id = ${id}`));

    // A lot that is not the order's.
    const stranger = '6f1c1f43-5a53-4c59-9a52-0d5f0c4f3a10';
    expect(await details({ lines: [{ allocationId: stranger, quantity: '10' }] })).toEqual([
      ['body.lines.0.allocationId', 'El lote seleccionado no está asignado a esta orden'],
    ]);
    expect(await details({ lines: [{ allocationId: stranger, quantity: '10' }] }, en)).toEqual([
      ['body.lines.0.allocationId', 'The selected lot is not assigned to this order'],
    ]);

    // Nothing to ship: every line 0 or empty, or no line at all.
    expect(
      await details({
        lines: [
          { allocationId: v1, quantity: '0' },
          { allocationId: v2, quantity: '' },
        ],
      }),
    ).toEqual([['body.lines', 'Ingresa la cantidad a embarcar de al menos un lote']]);
    expect(await details({ lines: [] }, en)).toEqual([
      ['body.lines', 'Enter the quantity to ship of at least one lot'],
    ]);

    // The schema's own fields: date, quantity text, comments.
    expect(await details({ dateDelivery: inDays(-1), lines: [{ allocationId: v1, quantity: '1' }] })).toEqual(
      [['body.dateDelivery', 'La fecha no puede ser anterior a hoy']],
    );
    expect(await details({ dateDelivery: '', lines: [{ allocationId: v1, quantity: '1' }] })).toEqual([
      ['body.dateDelivery', 'La fecha de entrega es obligatoria'],
    ]);
    expect(await details({ lines: [{ allocationId: v1, quantity: 'mucho' }] })).toEqual([
      ['body.lines.0.quantity', 'Ingresa una cantidad válida, con hasta 3 decimales'],
    ]);
    expect(await details({ lines: [{ allocationId: 'x', quantity: '1' }] }, en)).toEqual([
      ['body.lines.0.allocationId', expect.any(String)],
    ]);
    expect(
      await details({ comments: 'x'.repeat(501), lines: [{ allocationId: v1, quantity: '1' }] }),
    ).toEqual([['body.comments', 'Los comentarios no pueden exceder 500 caracteres']]);

    // Nothing of the refusals was kept.
    expect(await api.shipmentRows(id)).toEqual([]);
    expect((await api.orderRow(id)).opsStatus).toBe('MATERIAL_ASIGNADO');

    // Today is a valid delivery date.
    const ok = await api.ship(id, {
      dateDelivery: today(),
      lines: [
        { allocationId: v1, quantity: '500' },
        { allocationId: v2, quantity: '400' },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('needs the confirmation to ship less than the order still has to ship', async () => {
    const { id } = await api.simpleOrder('1000');
    const [lot] = (await api.logisticsOk(id)).shippable.lots;
    const short = { lines: [{ allocationId: lot!.allocationId, quantity: '600' }] };
    const refused = await api.ship(id, short);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Seguro que quieres embarcar una cantidad menor a la establecida en la orden?',
    );
    const refusedEn = await api.ship(id, short, people.operation, en);
    expect(refusedEn.statusCode).toBe(409);
    expect(refusedEn.json().message).not.toMatch(/Seguro/);
    expect(await api.shipmentRows(id)).toEqual([]);

    const res = await api.ship(id, { ...short, confirmShortShipment: true });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<OrderLogistics>();
    expect(body.stage).toBe('canShip');
    expect(body.shippable.lots.map((l) => l.remainingKg)).toEqual(['400']);
    expect((await api.orderRow(id)).opsStatus).toBe('EMBARCADO/PROGRAMADO');
  });

  it('ships an order at most 3 times, then refuses; nothing left to ship refuses too', async () => {
    const { id } = await api.simpleOrder('400');
    const [lot] = (await api.logisticsOk(id)).shippable.lots;
    for (const kg of ['100', '100', '100']) {
      const res = await api.ship(id, {
        confirmShortShipment: true,
        lines: [{ allocationId: lot!.allocationId, quantity: kg }],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const view = await api.logisticsOk(id);
    expect(view.stage).toBe('allShipped');
    expect(view.shipments.map((s) => s.sequence)).toEqual([1, 2, 3]);
    const fourth = await api.ship(id, { lines: [{ allocationId: lot!.allocationId, quantity: '100' }] });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('Máximo 3 envíos');

    const full = await api.simpleOrder('200');
    await api.shipAll(full.id);
    const again = await api.ship(full.id, { lines: [{ allocationId: full.lotId, quantity: '1' }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La orden no tiene material asignado para embarcar');
  });

  it('refuses an order without material, and a cancelled one', async () => {
    const { cat } = api;
    const released = await api.newOrder([{ productId: cat.productId, packaging: cat.packaging, kg: '100' }]);
    await api.release(released);
    const view = await api.logisticsOk(released);
    expect(view.stage).toBe('awaitingMaterial');
    const res = await api.ship(released, { lines: [{ allocationId: cat.productId, quantity: '1' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La orden no tiene material asignado para embarcar');

    await api.setStatus(released, 'ORDEN_CANCELADA');
    expect((await api.logisticsOk(released)).stage).toBe('cancelled');
    const cancelled = await api.ship(released, { lines: [{ allocationId: cat.productId, quantity: '1' }] });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe('La orden está cancelada');
  });
});
