/** The bell's badge stops at nine ('9+'): a bigger number says nothing more at a glance. */
export const BADGE_MAX = 9;

/** What the badge shows: the count, '9+' above nine, nothing at zero. */
export function unreadBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
