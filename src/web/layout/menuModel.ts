/** Which menu items a path lights up, and which groups must open to show them. */
import type { GroupKey, MenuItem as Section } from '../navigation/menu';

function trimmed(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

/**
 * Items whose path is the current one; without one, the items whose path is the longest parent of
 * it (an order detail /orders/123 lights up Orders). Two items may share a path: both light up.
 */
export function activeKeys(pathname: string, items: readonly Section[]): Set<string> {
  const current = trimmed(pathname);
  const exact = items.filter((s) => s.path === current);
  if (exact.length > 0) return new Set(exact.map((s) => s.key));
  const parents = items.filter((s) => s.path !== '/' && current.startsWith(`${s.path}/`));
  const longest = Math.max(0, ...parents.map((s) => s.path.length));
  return new Set(parents.filter((s) => s.path.length === longest).map((s) => s.key));
}

/** Groups holding an active item: they open by themselves when the path changes. */
export function activeGroups(active: ReadonlySet<string>, items: readonly Section[]): Set<GroupKey> {
  const groups = new Set<GroupKey>();
  for (const s of items) if (s.group && active.has(s.key)) groups.add(s.group);
  return groups;
}
