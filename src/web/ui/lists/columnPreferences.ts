/**
 * Which columns of a table the user sees, kept in their preferences as the original client stores them
 * (`views[view].columns`: dataIndex, checked, disabled). Columns unknown to this version are
 * ignored and new ones follow the default, so an old preference never hides a column nobody chose
 * to hide. Fixed columns (the way into the row) always show.
 */
import type { Preferences } from '../../../domain/users';

export interface ColumnPreference {
  dataIndex: string;
  checked: boolean;
  disabled?: boolean;
}

/** One table's columns in its order, what shows by default, and what cannot be hidden. */
export interface ColumnSet<C extends string> {
  /** The key of the table's preferences (`views[view].columns`). */
  view: string;
  all: readonly C[];
  defaults: readonly C[];
  fixed: readonly C[];
}

/** The visible columns, in the table's order. */
export function visibleColumns<C extends string>(
  set: ColumnSet<C>,
  preferences: Preferences | undefined,
): C[] {
  const saved = preferences?.views?.[set.view]?.columns as readonly ColumnPreference[] | undefined;
  if (!saved?.length) return [...set.defaults];
  const hidden = new Set(saved.filter((c) => !c.checked).map((c) => c.dataIndex));
  const known = new Set(saved.map((c) => c.dataIndex));
  // A column added after the user saved shows as it would by default.
  return set.all.filter(
    (c) => set.fixed.includes(c) || (known.has(c) ? !hidden.has(c) : set.defaults.includes(c)),
  );
}

export function columnPreferences<C extends string>(
  set: ColumnSet<C>,
  visible: readonly C[],
): ColumnPreference[] {
  return set.all.map((column) => {
    const fixed = set.fixed.includes(column);
    return {
      dataIndex: column,
      checked: fixed || visible.includes(column),
      ...(fixed ? { disabled: true } : {}),
    };
  });
}
