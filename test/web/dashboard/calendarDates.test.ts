/** How the calendar writes its week and names, and the day a narrow screen opens on. */
import { describe, expect, it } from 'vitest';
import { initialDay, shortName, weekLabel } from '../../../src/web/dashboard/calendar/calendarDates';

describe('weekLabel', () => {
  it('names the month once within a month, both across two, both years across two', () => {
    expect(weekLabel('2026-11-23', '2026-11-29', 'es')).toBe('23 - 29 noviembre 2026');
    expect(weekLabel('2026-11-30', '2026-12-06', 'es')).toBe('30 noviembre - 6 diciembre 2026');
    expect(weekLabel('2026-12-28', '2027-01-03', 'es')).toBe('28 diciembre 2026 - 3 enero 2027');
    expect(weekLabel('2026-11-30', '2026-12-06', 'en')).toBe('30 November - 6 December 2026');
  });
});

describe('shortName', () => {
  it('keeps 12 characters and marks the cut', () => {
    expect(shortName('Cementos del Norte S.A. de C.V.')).toBe('Cementos del…');
    expect(shortName('Calera S.A.')).toBe('Calera S.A.');
    expect(shortName('Química Valle')).toBe('Química Vall…');
    expect(shortName('Exactamente1')).toBe('Exactamente1');
  });
});

describe('initialDay', () => {
  const days = [
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-26',
    '2026-11-27',
    '2026-11-28',
    '2026-11-29',
  ];
  const none = Object.fromEntries(days.map((d) => [d, 0]));

  it('is today when today has deliveries, else the first day that has some', () => {
    expect(initialDay(days, { ...none, '2026-11-24': 2, '2026-11-26': 1 }, '2026-11-26')).toBe('2026-11-26');
    expect(initialDay(days, { ...none, '2026-11-24': 2, '2026-11-28': 1 }, '2026-11-26')).toBe('2026-11-24');
    expect(initialDay(days, { ...none, '2026-11-29': 1 }, '2026-12-02')).toBe('2026-11-29');
  });

  it('is today in an empty week that holds today, else Monday', () => {
    expect(initialDay(days, none, '2026-11-26')).toBe('2026-11-26');
    expect(initialDay(days, none, '2026-12-02')).toBe('2026-11-23');
  });
});
