/** Who may move a price request where, and the MSP guard's comparison of order prices. */
import { describe, expect, it } from 'vitest';
import {
  allowedPriceRequestActions,
  approvalProblems,
  mspPerKg,
  mspShortfalls,
  nextPriceRequestStatus,
  PRICE_REQUEST_STATUSES,
  priceRequestCreateSchema,
} from '../../../src/domain/priceRequests';

const pricing = { pricing: true, requester: false };
const requester = { pricing: false, requester: true };
const stranger = { pricing: false, requester: false };

describe('nextPriceRequestStatus', () => {
  it('costs to QUOTED with a base cost and to IN_COSTING without, for pricing only', () => {
    expect(nextPriceRequestStatus('REQUESTED', 'cost', pricing, true)).toBe('QUOTED');
    expect(nextPriceRequestStatus('REQUESTED', 'cost', pricing, false)).toBe('IN_COSTING');
    expect(nextPriceRequestStatus('QUOTED', 'cost', pricing, false)).toBe('IN_COSTING');
    expect(nextPriceRequestStatus('REQUESTED', 'cost', requester, true)).toBeNull();
    expect(nextPriceRequestStatus('APPROVED', 'cost', pricing, true)).toBeNull();
  });

  it('approves only a quoted request, by pricing', () => {
    expect(nextPriceRequestStatus('QUOTED', 'approve', pricing)).toBe('APPROVED');
    for (const s of PRICE_REQUEST_STATUSES.filter((x) => x !== 'QUOTED')) {
      expect(nextPriceRequestStatus(s, 'approve', pricing), s).toBeNull();
    }
    expect(nextPriceRequestStatus('QUOTED', 'approve', requester)).toBeNull();
  });

  it('lets the requester or pricing edit and delete while open; an edit of a quoted request goes back to costing', () => {
    expect(nextPriceRequestStatus('REQUESTED', 'edit', requester)).toBe('REQUESTED');
    expect(nextPriceRequestStatus('QUOTED', 'edit', requester)).toBe('IN_COSTING');
    expect(nextPriceRequestStatus('IN_COSTING', 'delete', pricing)).toBe('IN_COSTING');
    for (const s of ['APPROVED', 'REJECTED', 'EXPIRED'] as const) {
      expect(nextPriceRequestStatus(s, 'edit', requester), s).toBeNull();
      expect(nextPriceRequestStatus(s, 'delete', pricing), s).toBeNull();
    }
    expect(nextPriceRequestStatus('REQUESTED', 'edit', stranger)).toBeNull();
  });

  it('rejects open requests (pricing) and expires open or approved ones (the system only)', () => {
    expect(nextPriceRequestStatus('IN_COSTING', 'reject', pricing)).toBe('REJECTED');
    expect(nextPriceRequestStatus('APPROVED', 'reject', pricing)).toBeNull();
    expect(nextPriceRequestStatus('APPROVED', 'expire', { ...stranger, system: true })).toBe('EXPIRED');
    expect(nextPriceRequestStatus('REQUESTED', 'expire', pricing)).toBeNull();
    expect(nextPriceRequestStatus('REJECTED', 'expire', { ...stranger, system: true })).toBeNull();
  });

  it('offers the buttons the actor may press', () => {
    expect(allowedPriceRequestActions('QUOTED', pricing)).toEqual([
      'edit',
      'delete',
      'cost',
      'approve',
      'reject',
    ]);
    expect(allowedPriceRequestActions('QUOTED', requester)).toEqual(['edit', 'delete']);
    expect(allowedPriceRequestActions('APPROVED', pricing)).toEqual([]);
  });
});

describe('approvalProblems', () => {
  it('wants a price at or above the MSP and a validity from today up to 180 days', () => {
    expect(
      approvalProblems({ priceUsdPerTon: '530', validUntil: '2026-12-31' }, '530.0000', '2026-11-29'),
    ).toEqual([]);
    expect(
      approvalProblems({ priceUsdPerTon: '529.99', validUntil: '2026-11-28' }, '530.0000', '2026-11-29'),
    ).toEqual([
      { path: 'priceUsdPerTon', message: 'validation.priceRequests.priceBelowMsp' },
      { path: 'validUntil', message: 'validation.priceRequests.validUntilPast' },
    ]);
    expect(
      approvalProblems({ priceUsdPerTon: '600', validUntil: '2027-05-29' }, '530', '2026-11-29'),
    ).toEqual([{ path: 'validUntil', message: 'validation.priceRequests.validUntilTooFar' }]);
  });
});

describe('the MSP guard', () => {
  const approval = {
    priceRequestId: 'a',
    number: 7,
    productId: 'p1',
    msp: '452.3456',
    validUntil: '2026-12-31',
  };

  it('shows the MSP per kg rounded up to what a price can be typed as', () => {
    expect(mspPerKg('452.3456', 'USD', '18.5')).toBe('0.453');
    expect(mspPerKg('452.3456', 'MXN', '18.5')).toBe('8.369'); // 0.4523456 × 18.5 = 8.3684
  });

  it('flags lines below the approved MSP and only those', () => {
    const lines = [
      { productId: 'p1', pricePerKg: '0.452' },
      { productId: 'p1', pricePerKg: '0.453' },
      { productId: 'p2', pricePerKg: '0.001' },
    ];
    const short = mspShortfalls(lines, [approval], 'USD', '18.5');
    expect(short).toHaveLength(1);
    expect(short[0]).toMatchObject({ pricePerKg: '0.452', priceUsdPerTon: '452.0000', msp: '452.3456' });
    expect(mspShortfalls([{ productId: 'p1', pricePerKg: '8.368' }], [approval], 'MXN', '18.5')).toHaveLength(
      1,
    );
    expect(mspShortfalls([{ productId: 'p1', pricePerKg: '8.369' }], [approval], 'MXN', '18.5')).toHaveLength(
      0,
    );
  });
});

describe('priceRequestCreateSchema', () => {
  const base = {
    customerId: '7d1c3a4e-7a30-4b0b-9a32-0d1f7b6c2e11',
    requestedByType: 'SELLER',
    deliveryMethod: 'PICKUP',
    paymentTerm: 'CREDIT',
    deliveryWindowFrom: '2026-12-01',
    deliveryWindowTo: '2026-12-15',
    items: [{ productId: '0b5e8b1e-2c3d-4f4a-8b6c-1d2e3f4a5b6c', packagingType: 'BAG', volumeTons: '25,5' }],
  };

  it('reads one or several products, volumes typed with a decimal comma', () => {
    const parsed = priceRequestCreateSchema.parse(base);
    expect(parsed.items[0]).toMatchObject({ volumeTons: '25.5', targetPriceUsdPerTon: null });
  });

  it('needs an address for delivery and a window in order', () => {
    const result = priceRequestCreateSchema.safeParse({
      ...base,
      deliveryMethod: 'DELIVERY_PARTNER',
      deliveryWindowTo: '2026-11-30',
      items: [{ ...base.items[0], volumeTons: '0' }],
    });
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining(['items.0.volumeTons:validation.priceRequests.volumePositive']),
    );
    const terms = priceRequestCreateSchema.safeParse({
      ...base,
      deliveryMethod: 'DELIVERY_PARTNER',
      deliveryWindowTo: '2026-11-30',
    });
    expect(terms.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'addressId:validation.priceRequests.addressRequired',
      'deliveryWindowTo:validation.priceRequests.windowOrder',
    ]);
  });
});
