import { describe, expect, it } from 'vitest';
import {
  endOfWorkingDays,
  isWorkingDay,
  monthWorkingDays,
  previousMonth,
  restDays,
  workingDaysBetween,
} from '../../../src/domain/dashboards/workingDays';

describe("Mexico's statutory rest days (LFT art. 74)", () => {
  it('puts the movable ones on the right Mondays', () => {
    expect(restDays(2026)).toEqual([
      '2026-01-01',
      '2026-02-02',
      '2026-03-16',
      '2026-05-01',
      '2026-09-16',
      '2026-11-16',
      '2026-12-25',
    ]);
    // February, March and November 2027 begin on a Monday: that Monday is the first.
    expect(restDays(2027)).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-15',
      '2027-05-01',
      '2027-09-16',
      '2027-11-15',
      '2027-12-25',
    ]);
  });

  it('adds 1 October every six years from 2024, and only then', () => {
    expect(restDays(2024)).toContain('2024-10-01');
    expect(restDays(2030)).toContain('2030-10-01');
    for (const year of [2023, 2025, 2026, 2029, 2031]) expect(restDays(year)).not.toContain(`${year}-10-01`);
  });
});

describe('working days', () => {
  it('are Monday to Friday less the rest days', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-16')).toBe(false); // Revolution day, a Monday
    expect(isWorkingDay('2026-09-16')).toBe(false); // Independence, a Wednesday
    expect(isWorkingDay('2024-10-01')).toBe(false); // a change of government, a Tuesday
    expect(isWorkingDay('2025-10-01')).toBe(true);
  });

  it('counts both ends and nothing for a reversed range', () => {
    expect(workingDaysBetween('2026-11-23', '2026-11-27')).toBe(5);
    expect(workingDaysBetween('2026-11-14', '2026-11-20')).toBe(4);
    expect(workingDaysBetween('2026-11-27', '2026-11-23')).toBe(0);
  });

  it('gives a month its total and what has elapsed by a day', () => {
    // November 2026: 21 weekdays less the 16th.
    expect(monthWorkingDays('2026-11', '2026-11-27')).toEqual({ elapsed: 19, total: 20 });
    expect(monthWorkingDays('2026-11', '2026-11-01')).toEqual({ elapsed: 0, total: 20 });
    expect(monthWorkingDays('2026-11', '2026-10-31')).toEqual({ elapsed: 0, total: 20 });
    expect(monthWorkingDays('2026-11', '2026-12-15')).toEqual({ elapsed: 20, total: 20 });
    // October 2024: 23 weekdays less the 1st.
    expect(monthWorkingDays('2024-10', '2024-10-31')).toEqual({ elapsed: 22, total: 22 });
  });

  it('ends a stretch of n working days the day before the next one', () => {
    expect(endOfWorkingDays('2026-10', 19)).toBe('2026-10-27');
    // The 17th is Friday the 23rd: the weekend after it belongs to the stretch.
    expect(endOfWorkingDays('2026-10', 17)).toBe('2026-10-25');
    expect(endOfWorkingDays('2026-10', 0)).toBe('2026-09-30');
    expect(endOfWorkingDays('2026-11', 0)).toBe('2026-11-01');
    expect(endOfWorkingDays('2026-10', 40)).toBe('2026-10-31');
  });

  it('steps back a month across the year', () => {
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
  });
});
