/** The transport form per delivery model, and the delivery confirmation's date rules. */
import { describe, expect, it } from 'vitest';
import { confirmDeliverySchema } from '../../../src/domain/logistics/delivery';
import { transportSchema } from '../../../src/domain/logistics/transport';

const today = '2026-03-10';
const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('transportSchema', () => {
  const base = { plates: 'abc-12', driverName: 'Juan Pérez', version: 1 };
  it('asks the pickup model for plates and driver only, plates in capitals', () => {
    const r = transportSchema({ deliveryPartner: false, today }).safeParse(base);
    expect(r.data).toMatchObject({ plates: 'ABC-12', driverName: 'Juan Pérez', comments: null });
  });

  it('says only "required" for empty plates and driver, one message per field', () => {
    const r = transportSchema({ deliveryPartner: false, today }).safeParse({
      ...base,
      plates: ' ',
      driverName: '',
    });
    expect(messages(r)).toEqual([
      ['plates', 'validation.logistics.platesRequired'],
      ['driverName', 'validation.logistics.driverNameRequired'],
    ]);
  });

  it('asks the delivery-partner model for vehicle type, provider (or a new name) and a date from today', () => {
    const schema = transportSchema({ deliveryPartner: true, today });
    expect(messages(schema.safeParse(base))).toEqual([
      ['vehicleTypeId', 'validation.logistics.vehicleTypeRequired'],
      ['vehicleProviderId', 'validation.logistics.vehicleProviderRequired'],
      ['deliveryDate', 'validation.logistics.deliveryDateRequired'],
    ]);
    const id = '00000000-0000-4000-8000-000000000001';
    expect(
      schema.safeParse({ ...base, vehicleTypeId: id, newProviderName: 'Fletes', deliveryDate: today })
        .success,
    ).toBe(true);
    expect(
      messages(
        schema.safeParse({ ...base, vehicleTypeId: id, vehicleProviderId: id, deliveryDate: '2026-03-09' }),
      ),
    ).toEqual([['deliveryDate', 'validation.logistics.dateNotBeforeToday']]);
  });
});

describe('confirmDeliverySchema', () => {
  const schema = confirmDeliverySchema(today);
  it('confirms with a real date not after today', () => {
    expect(schema.safeParse({ isCompleted: true, deliveryDate: today }).success).toBe(true);
    expect(messages(schema.safeParse({ isCompleted: true, deliveryDate: '2026-03-11' }))).toEqual([
      ['deliveryDate', 'validation.logistics.dateNotAfterToday'],
    ]);
    expect(messages(schema.safeParse({ isCompleted: true }))).toEqual([
      ['deliveryDate', 'validation.logistics.realDeliveryDateRequired'],
    ]);
  });

  it('reschedules from today on, and reopens without a date', () => {
    expect(schema.safeParse({ isCompleted: false, deliveryDate: '2026-03-12' }).success).toBe(true);
    expect(schema.safeParse({ isCompleted: false }).success).toBe(true);
    expect(messages(schema.safeParse({ isCompleted: false, deliveryDate: '2026-03-09' }))).toEqual([
      ['deliveryDate', 'validation.logistics.dateNotBeforeToday'],
    ]);
  });
});
