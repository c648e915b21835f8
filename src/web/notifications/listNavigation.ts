/** Scrolling and arrow-key helpers of the notification list (plain DOM, no React). */

/** The next page loads once the end is within 1.5 visible heights: it is there before the user reaches it. */
export const LOAD_AHEAD_SCREENS = 1.5;

export function isNearListEnd(el: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>): boolean {
  // Not laid out (hidden, or closing): nothing is visible, so nothing is near.
  if (el.clientHeight <= 0) return false;
  const left = el.scrollHeight - el.scrollTop - el.clientHeight;
  return left <= el.clientHeight * LOAD_AHEAD_SCREENS;
}

/** Each item's main button carries this attribute; arrow keys move between them. */
export const ITEM_ATTRIBUTE = 'data-notification-item';

function itemButtons(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(`[${ITEM_ATTRIBUTE}]`));
}

/** The item the focus is in (its button or one of its actions), as an index; -1 when none. */
function focusedIndex(root: HTMLElement, items: HTMLElement[]): number {
  const active = root.ownerDocument.activeElement;
  const row = active?.closest('li');
  return items.findIndex((item) => item === active || row?.contains(item) === true);
}

/** ArrowUp/ArrowDown/Home/End over the items; returns true when the key was used. */
export function moveFocus(root: HTMLElement, key: string): boolean {
  const items = itemButtons(root);
  if (items.length === 0) return false;
  const current = focusedIndex(root, items);
  const last = items.length - 1;
  const target =
    key === 'ArrowDown'
      ? Math.min(current + 1, last)
      : key === 'ArrowUp'
        ? Math.max(current - 1, 0)
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  if (target === null) return false;
  items[target]?.focus();
  return true;
}

/** After an item is removed, the focus goes to the one now at its place (or the one before). */
export function focusItemAt(root: HTMLElement, index: number): void {
  const items = itemButtons(root);
  (items[Math.min(index, items.length - 1)] ?? root).focus();
}

export function indexOfItem(root: HTMLElement, id: string): number {
  return itemButtons(root).findIndex((item) => item.getAttribute(ITEM_ATTRIBUTE) === id);
}
