/** The shipment creation rules the form and the server share (checkShipment, shipmentCreateSchema). */
import { describe, expect, it } from 'vitest';
import {
  checkShipment,
  type ShippableLot,
  type ShippableProduct,
  shipmentCreateSchema,
} from '../../../src/domain/logistics/shipments';

const A1 = '00000000-0000-4000-8000-0000000000a1';
const A2 = '00000000-0000-4000-8000-0000000000a2';
const B1 = '00000000-0000-4000-8000-0000000000b1';
const lots: ShippableLot[] = [
  { allocationId: A1, lot: 'A-1', productId: 'p', packagingType: 'BAG', remainingKg: '600' },
  { allocationId: A2, lot: 'A-2', productId: 'p', packagingType: 'BAG', remainingKg: '400' },
  { allocationId: B1, lot: 'B-1', productId: 'q', packagingType: 'BULK', remainingKg: '500' },
];
const products: ShippableProduct[] = [
  { productId: 'p', packagingType: 'BAG', reference: 'CAL-01', requestedKg: '1000', shippedKg: '0' },
  { productId: 'q', packagingType: 'BULK', reference: 'ARE-02', requestedKg: '500', shippedKg: '0' },
];

describe('checkShipment', () => {
  it('accepts everything still to ship, summing the lines', () => {
    const r = checkShipment(
      [
        { allocationId: A1, quantity: '600' },
        { allocationId: A2, quantity: '400' },
        { allocationId: B1, quantity: '500' },
      ],
      lots,
      products,
    );
    expect(r).toEqual({
      problems: [],
      isShort: false,
      totalKg: '1500',
      lines: [
        { allocationId: A1, quantityKg: '600' },
        { allocationId: A2, quantityKg: '400' },
        { allocationId: B1, quantityKg: '500' },
      ],
    });
  });

  it('marks a shipment of less than a product still has to ship as short, and ignores lines of 0', () => {
    const r = checkShipment(
      [
        { allocationId: A1, quantity: '600' },
        { allocationId: A2, quantity: '0' },
        { allocationId: B1, quantity: '' },
      ],
      lots,
      products,
    );
    expect(r.problems).toEqual([]);
    expect(r.isShort).toBe(true);
    expect(r.lines).toEqual([{ allocationId: A1, quantityKg: '600' }]);
  });

  it('names the lot, what it holds and what was asked when a line is more than the lot holds', () => {
    const r = checkShipment([{ allocationId: A2, quantity: '400.5' }], lots, products);
    expect(r.problems).toEqual([
      { kind: 'lotExceeds', allocationId: A2, lot: 'A-2', requested: '400', shipped: '400.5' },
    ]);
  });

  it('refuses a product shipped beyond what it still has to ship (earlier shipments counted)', () => {
    const shippedBefore = products.map((p) => (p.productId === 'p' ? { ...p, shippedKg: '700' } : p));
    const r = checkShipment([{ allocationId: A1, quantity: '500' }], lots, shippedBefore);
    expect(r.problems).toEqual([
      { kind: 'productExceeds', reference: 'CAL-01', requested: '300', shipped: '500' },
    ]);
  });

  it('refuses a lot that is not the order’s, and nothing to ship', () => {
    expect(checkShipment([{ allocationId: 'x', quantity: '1' }], lots, products).problems).toEqual([
      { kind: 'unknownLot', allocationId: 'x' },
    ]);
    expect(checkShipment([{ allocationId: A1, quantity: '-5' }], lots, products).problems).toEqual([
      { kind: 'nothingToShip' },
    ]);
  });
});

describe('shipmentCreateSchema', () => {
  const today = '2026-03-10';
  const parse = (v: object) => shipmentCreateSchema(today).safeParse(v);
  it('reads decimal commas, defaults the confirmation, refuses a date before today', () => {
    const ok = parse({ dateDelivery: today, lines: [{ allocationId: A1, quantity: '12,5' }] });
    expect(ok.data).toEqual({
      dateDelivery: today,
      lines: [{ allocationId: A1, quantity: '12.5' }],
      confirmShortShipment: false,
    });
    const past = parse({ dateDelivery: '2026-03-09', lines: [{ allocationId: A1, quantity: '1' }] });
    expect(past.error?.issues.map((i) => i.message)).toEqual(['validation.logistics.dateNotBeforeToday']);
    expect(parse({ dateDelivery: today, lines: [] }).error?.issues.map((i) => i.message)).toEqual([
      'validation.logistics.nothingToShip',
    ]);
  });
});
