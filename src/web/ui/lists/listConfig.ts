/**
 * List conventions of the original client's generic list view: page 1, 10 rows (10, 20 or 50), ascending
 * sort, state kept per view in react-admin's store (localStorage, one per tenant).
 */
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../config';

export const PAGE_SIZE_OPTIONS = [10, 20, 50];
export const LIST_PAGE_SIZE = DEFAULT_PAGE_SIZE;
export const LIST_SEARCH_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;

/** The store key of a view's list state (page, size, sort, filters). */
export function listStoreKey(view: string): string {
  return `${view}.listParams`;
}
