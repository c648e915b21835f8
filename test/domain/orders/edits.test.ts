import { describe, expect, it } from 'vitest';
import {
  deliveryDateChangeOn,
  deliveryDateChangeSchema,
  deliveryInputSchema,
  deliveryModelChangeSchema,
  itemsChanged,
  orderItemsChangeSchema,
  paymentInputSchema,
} from '../../../src/domain/orders';

const id = (n: number) => `0196e9a0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const k = (name: string) => `validation.orders.${name}`;

function issues(
  schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) {
  return (schema.safeParse(input).error?.issues ?? []).map((i) => ({
    path: i.path.join('.'),
    message: i.message,
  }));
}

describe('delivery model change', () => {
  it('needs an address for the delivery-partner model, on the address field', () => {
    expect(issues(deliveryModelChangeSchema, { version: 3, deliveryModel: 'DELIVERY_PARTNER' })).toEqual([
      { path: 'addressId', message: k('addressRequired') },
    ]);
    expect(
      issues(deliveryModelChangeSchema, { version: 3, deliveryModel: 'DELIVERY_PARTNER', addressId: id(1) }),
    ).toEqual([]);
    expect(issues(deliveryModelChangeSchema, { version: 3, deliveryModel: 'PICKUP' })).toEqual([]);
  });

  it('offers only pickup and delivery partner', () => {
    expect(issues(deliveryModelChangeSchema, { version: 3, deliveryModel: 'COURIER' })).toEqual([
      { path: 'deliveryModel', message: k('deliveryModelRequired') },
    ]);
  });
});

describe('delivery date change', () => {
  it('needs a non-blank date', () => {
    expect(issues(deliveryDateChangeSchema, { version: 1, deliveryDate: '  ' })).toEqual([
      { path: 'deliveryDate', message: k('deliveryDateRequired') },
    ]);
    expect(issues(deliveryDateChangeSchema, { version: 1 })).toEqual([
      { path: 'deliveryDate', message: k('deliveryDateRequired') },
    ]);
    expect(issues(deliveryDateChangeSchema, { version: 1, deliveryDate: '2026-07-15' })).toEqual([]);
  });

  it('on a given day, refuses a date before it and takes that day or any later one', () => {
    const onNov22 = deliveryDateChangeOn('2026-11-22');
    expect(issues(onNov22, { version: 1, deliveryDate: '2026-11-21' })).toEqual([
      { path: 'deliveryDate', message: k('deliveryDateInPast') },
    ]);
    expect(issues(onNov22, { version: 1, deliveryDate: '2026-11-22' })).toEqual([]);
    // Past the creation window (last day of next month): a postponement is still a valid edit.
    expect(issues(onNov22, { version: 1, deliveryDate: '2027-03-01' })).toEqual([]);
    expect(issues(onNov22, { version: 1, deliveryDate: ' ' })).toEqual([
      { path: 'deliveryDate', message: k('deliveryDateRequired') },
    ]);
  });
});

describe('product rows change', () => {
  const row = (targetPrice: string) => ({
    productId: id(1),
    presentation: 'BULK',
    quantity: '2,000',
    targetPrice,
  });

  it('applies the price range of the order currency', () => {
    expect(issues(orderItemsChangeSchema('USD'), { version: 2, items: [row('7')] })).toEqual([
      { path: 'items.0.targetPrice', message: k('priceRange') },
    ]);
    expect(issues(orderItemsChangeSchema('MXN'), { version: 2, items: [row('7')] })).toEqual([]);
  });

  it('keeps the 1 to 10 products rule', () => {
    expect(issues(orderItemsChangeSchema('USD'), { version: 2, items: [] })).toEqual([
      { path: 'items', message: k('minProducts') },
    ]);
    const eleven = Array.from({ length: 11 }, () => row('1'));
    expect(issues(orderItemsChangeSchema('USD'), { version: 2, items: eleven })).toEqual([
      { path: 'items', message: k('maxProducts') },
    ]);
  });

  it('enables saving only when a row really changed', () => {
    const before = [{ productId: id(1), presentation: 'BAG', quantity: '1500', targetPrice: '0.85' }];
    expect(itemsChanged(before, [{ ...before[0]!, quantity: '1,500', targetPrice: '0.850' }])).toBe(false);
    expect(itemsChanged(before, [{ ...before[0]!, targetPrice: '0,850' }])).toBe(true); // 850: a thousands comma
    expect(itemsChanged(before, [{ ...before[0]!, quantity: '1600' }])).toBe(true);
    expect(itemsChanged(before, [{ ...before[0]!, targetPrice: '0,9' }])).toBe(true);
    expect(itemsChanged(before, [{ ...before[0]!, productId: id(2) }])).toBe(true);
    expect(itemsChanged(before, [{ ...before[0]!, presentation: 'BULK' }])).toBe(true);
    expect(itemsChanged(before, [...before, ...before])).toBe(true);
  });
});

describe('payment form', () => {
  const payment = { paymentDate: '2026-05-12', amount: '1,234.50', paymentReceipt: 'receipt-1.pdf' };

  it('accepts a complete payment', () => {
    expect(paymentInputSchema.parse(payment)).toEqual({ ...payment, amount: '1234.5' });
  });

  it.each([
    [{ paymentDate: '' }, 'paymentDate', k('paymentDateRequired')],
    [{ amount: '' }, 'amount', k('amountRequired')],
    [{ amount: '0' }, 'amount', k('amountPositive')],
    [{ amount: '10.005' }, 'amount', k('amountInvalid')],
    [{ paymentReceipt: ' ' }, 'paymentReceipt', k('receiptRequired')],
    [{ paymentReceipt: undefined }, 'paymentReceipt', k('receiptRequired')],
  ])('refuses %j', (over, path, message) => {
    expect(issues(paymentInputSchema, { ...payment, ...over })).toEqual([{ path, message }]);
  });
});

describe('delivery form', () => {
  const delivery = { quantity: '12', deliveryDate: '2026-05-20', deliveryModel: 'PICKUP' };

  it('accepts a pickup without address and a delivery with one', () => {
    expect(issues(deliveryInputSchema, delivery)).toEqual([]);
    expect(
      issues(deliveryInputSchema, { ...delivery, deliveryModel: 'DELIVERY_PARTNER', addressId: id(3) }),
    ).toEqual([]);
  });

  it.each([
    [{ quantity: '0' }, 'quantity', k('quantityPositive')],
    [{ deliveryDate: '' }, 'deliveryDate', k('deliveryDateRequired')],
    [{ deliveryModel: 'BOAT' }, 'deliveryModel', k('deliveryModelRequired')],
    [{ deliveryModel: 'DELIVERY_PARTNER' }, 'addressId', k('addressRequired')],
  ])('refuses %j', (over, path, message) => {
    expect(issues(deliveryInputSchema, { ...delivery, ...over })).toEqual([{ path, message }]);
  });
});
