/**
 * The delays modal's unsaved dates: one per late order the user gave a new date (an emptied field
 * has none), kept while the user pages or searches, and what may be sent.
 */

/** Order id → the new date typed ('yyyy-mm-dd' once whole). */
export type OverdueDrafts = Readonly<Record<string, string>>;

/**
 * The drafts after the user typed `date` for an order. The field starts empty, not on the order's
 * late date, so a new date is always one the user chose; an emptied field has no draft.
 */
export function withDraft(drafts: OverdueDrafts, orderId: string, date: string): OverdueDrafts {
  const { [orderId]: _previous, ...rest } = drafts;
  return date === '' ? rest : { ...rest, [orderId]: date };
}

export function withoutDrafts(drafts: OverdueDrafts, orderIds: readonly string[]): OverdueDrafts {
  return Object.fromEntries(Object.entries(drafts).filter(([id]) => !orderIds.includes(id)));
}

/** Why a new date cannot be saved, as a catalogue key: a late order is moved from today on. */
export function overdueDateProblem(date: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'validation.date';
  return date < today ? 'validation.logistics.dateNotBeforeToday' : null;
}

export function hasProblems(drafts: OverdueDrafts, today: string): boolean {
  return Object.values(drafts).some((date) => overdueDateProblem(date, today) !== null);
}
