import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from '../../../src/web/notifications/relativeTime';

// Wednesday 12 March 2025, 10:30 in Mexico City (UTC-6 all year since 2022).
const now = new Date('2025-03-12T16:30:00Z');
const es = (value: string) => formatRelativeTime(value, { now, locale: 'es' });
const en = (value: string) => formatRelativeTime(value, { now, locale: 'en' });

describe('formatRelativeTime', () => {
  it('says today with the Mexico City time', () => {
    expect(es('2025-03-12T16:42:00Z')).toBe('Hoy, 10:42');
    expect(en('2025-03-12T16:42:00Z')).toBe('Today, 10:42');
  });

  it('counts days in Mexico City, not in UTC', () => {
    // 05:59 UTC on the 12th is still 23:59 on the 11th in Mexico City…
    expect(es('2025-03-12T05:59:00Z')).toBe('Ayer, 23:59');
    // …and 06:05 UTC is five past midnight of the 12th.
    expect(es('2025-03-12T06:05:00Z')).toBe('Hoy, 00:05');
    // 02:00 UTC on the 13th is 20:00 on the 12th: today, though the UTC date says tomorrow.
    expect(en('2025-03-13T02:00:00Z')).toBe('Today, 20:00');
  });

  it('says yesterday', () => {
    expect(es('2025-03-12T00:05:00Z')).toBe('Ayer, 18:05');
    expect(en('2025-03-12T00:05:00Z')).toBe('Yesterday, 18:05');
  });

  it('says tomorrow', () => {
    expect(es('2025-03-13T15:00:00Z')).toBe('Mañana, 09:00');
    expect(en('2025-03-13T15:00:00Z')).toBe('Tomorrow, 09:00');
  });

  it('names the weekday within seven days', () => {
    expect(es('2025-03-10T15:15:00Z')).toBe('lunes 09:15');
    expect(en('2025-03-10T15:15:00Z')).toBe('Monday 09:15');
    // Six days back is still within the week.
    expect(es('2025-03-06T21:00:00Z')).toBe('jueves 15:00');
    expect(en('2025-03-06T21:00:00Z')).toBe('Thursday 15:00');
  });

  it('gives the full date from seven days on', () => {
    expect(es('2025-03-05T15:15:00Z')).toBe('05/03/2025 09:15');
    expect(en('2025-03-05T15:15:00Z')).toBe('05/03/2025 09:15');
    expect(es('2024-12-31T23:30:00Z')).toBe('31/12/2024 17:30');
  });

  it('accepts Date and epoch values and gives nothing for an invalid one', () => {
    expect(es(new Date('2025-03-12T16:42:00Z').toISOString())).toBe('Hoy, 10:42');
    expect(formatRelativeTime(Date.parse('2025-03-12T16:42:00Z'), { now, locale: 'en' })).toBe(
      'Today, 10:42',
    );
    expect(es('not a date')).toBe('');
  });
});
