import { describe, expect, it } from 'vitest';
import { deliveryWindow, isInDeliveryWindow, isIsoDay, lastDayOfNextMonth } from '../../../src/domain/orders';

describe('delivery window', () => {
  it.each([
    ['2026-05-10', '2026-06-30'],
    ['2026-12-15', '2027-01-31'], // across the year end
    ['2026-11-30', '2026-12-31'],
    ['2026-12-31', '2027-01-31'],
    ['2026-01-31', '2026-02-28'],
    ['2027-01-15', '2027-02-28'],
    ['2028-01-15', '2028-02-29'], // leap year
    ['2026-07-31', '2026-08-31'],
  ])('from %s the last allowed day is %s', (today, last) => {
    expect(lastDayOfNextMonth(today)).toBe(last);
  });

  it('includes both ends', () => {
    const window = deliveryWindow('2026-12-15');
    expect(window).toEqual({ from: '2026-12-15', to: '2027-01-31' });
    expect(isInDeliveryWindow('2026-12-15', window)).toBe(true);
    expect(isInDeliveryWindow('2026-12-14', window)).toBe(false);
    expect(isInDeliveryWindow('2027-01-31', window)).toBe(true);
    expect(isInDeliveryWindow('2027-02-01', window)).toBe(false);
    expect(isInDeliveryWindow('2027-1-5', window)).toBe(false);
  });

  it('knows real days', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-05-10T00:00:00Z')).toBe(false);
    expect(() => lastDayOfNextMonth('mañana')).toThrow();
  });
});
