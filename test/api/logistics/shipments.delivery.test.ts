/**
 * Delivery confirmation: the date rules (confirmed not after today, rescheduled not before),
 * confirming, rescheduling and reopening with their timeline rows, a repeated confirmation that
 * changes nothing, and two confirmations of one shipment at once writing one row.
 */
import { describe, expect, it } from 'vitest';
import type { ShipmentView } from '../../../src/domain/logistics';
import { shipmentFixture } from './shipmentFixture';
import { inDays, today } from './shipmentHelpers';

const { people, api } = shipmentFixture();

const en = { 'accept-language': 'en' };

async function details(
  shipmentId: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await api.confirm(shipmentId, payload, people.operation, headers);
  expect(res.statusCode, res.body).toBe(400);
  return res.json<{ details: { path: string; message: string }[] }>().details.map((d) => [d.path, d.message]);
}

describe('PUT /api/order-logistic/{id}/confirm-delivery', () => {
  it('checks the dates: confirmed not after today, rescheduled not before', async () => {
    const { id } = await api.simpleOrder('200');
    const s = await api.shipAll(id);
    expect(await details(s.id, { isCompleted: true, deliveryDate: inDays(1) })).toEqual([
      ['body.deliveryDate', 'La fecha no puede ser posterior a hoy'],
    ]);
    expect(await details(s.id, { isCompleted: true, deliveryDate: inDays(1) }, en)).toEqual([
      ['body.deliveryDate', 'The date cannot be after today'],
    ]);
    expect(await details(s.id, { isCompleted: true })).toEqual([
      ['body.deliveryDate', 'La fecha real de entrega es obligatoria'],
    ]);
    expect(await details(s.id, { isCompleted: true, deliveryDate: '' }, en)).toEqual([
      ['body.deliveryDate', 'The actual delivery date is required'],
    ]);
    expect(await details(s.id, { isCompleted: false, deliveryDate: inDays(-1) })).toEqual([
      ['body.deliveryDate', 'La fecha no puede ser anterior a hoy'],
    ]);
    expect(await details(s.id, { deliveryDate: today() })).toEqual([
      ['body.isCompleted', 'Indica si la entrega se completó'],
    ]);
    expect(await details(s.id, { deliveryDate: today() }, en)).toEqual([
      ['body.isCompleted', 'Say whether the delivery was completed'],
    ]);
    expect((await api.shipmentRows(id))[0]!.isDelivered).toBe(false);
  });

  it('reschedules, confirms (a repeat changes nothing), reopens', async () => {
    const { id } = await api.simpleOrder('200');
    const s = await api.shipAll(id);

    const moved = await api.confirm(s.id, { isCompleted: false, deliveryDate: inDays(6) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ShipmentView>()).toMatchObject({ dateDelivery: inDays(6), isDelivered: false });
    expect((await api.orderRow(id)).shipmentDueDate).toBe(inDays(6));
    const rescheduled = (await api.history(id)).at(-1)!;
    expect(rescheduled.event).toBe('deliveryRescheduled');
    expect(rescheduled.data).toMatchObject({
      name: String(s.number),
      deliveryDate: { from: s.dateDelivery, to: inDays(6) },
    });
    // The same date again: nothing to do.
    const rows = (await api.history(id)).length;
    expect((await api.confirm(s.id, { isCompleted: false, deliveryDate: inDays(6) })).statusCode).toBe(200);
    expect((await api.history(id)).length).toBe(rows);

    const done = await api.confirm(s.id, { isCompleted: true, deliveryDate: today() });
    expect(done.statusCode, done.body).toBe(200);
    const view = done.json<ShipmentView>();
    expect(view).toMatchObject({
      isDelivered: true,
      deliveredAt: today(),
      dateDelivery: today(),
      canDelete: false,
    });
    const row = (await api.shipmentRows(id))[0]!;
    expect(row.deliveryConfirmedById).not.toBeNull();
    const order = await api.orderRow(id);
    expect(order.opsStatus).toBe('ORDEN_ENTREGADA');
    expect(order.shipmentDueDate).toBeNull();
    expect((await api.events(id)).slice(-2)).toEqual(['deliveryConfirmed', 'statusChanged:ORDEN_ENTREGADA']);

    // Confirming again with the same date changes nothing and writes no row.
    const before = (await api.history(id)).length;
    const again = await api.confirm(s.id, { isCompleted: true, deliveryDate: today(), version: 1 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ShipmentView>().version).toBe(view.version);
    expect((await api.history(id)).length).toBe(before);

    // A stale version on a real change is refused.
    const stale = await api.confirm(s.id, { isCompleted: false, version: 1 });
    expect(stale.statusCode).toBe(409);

    // Reopened: pending again, the order back before delivery.
    const reopened = await api.confirm(s.id, { isCompleted: false, version: view.version });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<ShipmentView>()).toMatchObject({ isDelivered: false, deliveredAt: null });
    const back = await api.orderRow(id);
    expect(back.opsStatus).toBe('EMBARCADO/PROGRAMADO');
    expect(back.isDelivered).toBe(false);
    expect(back.shipmentDueDate).toBe(today());
    expect((await api.events(id)).slice(-2)).toEqual([
      'deliveryReopened',
      'statusChanged:EMBARCADO/PROGRAMADO',
    ]);
  });

  it('two confirmations of one shipment at once: one changes it, the other finds it done', async () => {
    const { id } = await api.simpleOrder('200');
    const s = await api.shipAll(id);
    const responses = await Promise.all([
      api.confirm(s.id, { isCompleted: true, deliveryDate: today(), version: s.version }),
      api.confirm(s.id, { isCompleted: true, deliveryDate: today(), version: s.version }),
    ]);
    for (const r of responses) expect(r.statusCode, r.body).toBe(200);
    const rows = (await api.history(id)).filter((h) => h.event === 'deliveryConfirmed');
    expect(rows).toHaveLength(1);
    expect((await api.history(id)).filter((h) => h.toStatus === 'ORDEN_ENTREGADA')).toHaveLength(1);
    expect((await api.shipmentRows(id))[0]!.version).toBe(s.version + 1);
  });
});
