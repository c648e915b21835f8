/**
 * The date-range picker's rules, kept out of the calendars: days are 'yyyy-mm-dd' strings (which
 * compare as dates), the first click starts a range, the second ends it (an earlier day swaps the
 * ends), a third starts a new one. Nothing is applied until Apply; a lone start applies as one day.
 */

/** A range of business days, either end absent when not chosen. */
export interface DateRangeValue {
  from?: string;
  to?: string;
}

export function pickDay(range: DateRangeValue, day: string): DateRangeValue {
  if (!range.from || range.to) return { from: day };
  return day < range.from ? { from: day, to: range.from } : { from: range.from, to: day };
}

/** What Apply hands over: both ends, or no range at all. */
export function appliedRange(range: DateRangeValue): DateRangeValue {
  if (!range.from) return {};
  return { from: range.from, to: range.to ?? range.from };
}

/** Where a day stands against the range being chosen (`hover` previews the end before the second click). */
export function dayInRange(
  range: DateRangeValue,
  day: string,
  hover?: string,
): { start: boolean; end: boolean; inside: boolean } {
  const { from } = range;
  if (!from) return { start: false, end: false, inside: false };
  const to = range.to ?? (hover && hover > from ? hover : undefined);
  return {
    start: day === from,
    end: day === (to ?? from),
    inside: to !== undefined && day > from && day < to,
  };
}
