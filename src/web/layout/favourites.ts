/**
 * Favourites are menu keys kept in the user's preferences, in the order the user chose. The list
 * may hold keys the viewer cannot open right now (an admin viewing as a seller): they are hidden,
 * never dropped, so returning to the admin view finds them again.
 */

/** The server accepts at most 30 favourites (`preferencesPatchSchema` in src/domain/users.ts). */
export const MAX_FAVOURITES = 30;

export function isFavourite(list: readonly string[], key: string): boolean {
  return list.includes(key);
}

/** Adds the key at the end, or removes it when already there. */
export function toggleFavourite(list: readonly string[], key: string): string[] {
  return list.includes(key) ? list.filter((k) => k !== key) : [...list, key];
}

export function removeFavourite(list: readonly string[], key: string): string[] {
  return list.filter((k) => k !== key);
}

/**
 * Moves a favourite one place up (-1) or down (+1) among the visible ones; hidden keys keep their
 * slots. Unchanged when the key is not visible or already at that end.
 */
export function moveFavourite(
  list: readonly string[],
  key: string,
  direction: -1 | 1,
  visible: readonly string[] = list,
): string[] {
  const shown = list.filter((k) => visible.includes(k));
  const at = shown.indexOf(key);
  const neighbour = shown[at + direction];
  if (at < 0 || neighbour === undefined) return [...list];
  const next = [...list];
  const i = next.indexOf(key);
  const j = next.indexOf(neighbour);
  next[i] = neighbour;
  next[j] = key;
  return next;
}

/** The favourites the viewer may open, in the saved order, each key once. */
export function visibleFavourites(list: readonly string[], allowed: readonly string[]): string[] {
  return [...new Set(list)].filter((k) => allowed.includes(k));
}
