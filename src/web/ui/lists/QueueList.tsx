/**
 * A queue's list: react-admin's ListBase with the conventions of the product's queues. Several
 * queues share a page (the dashboard), so none follows the URL; a queue's page, search and
 * selection live with it (`storeKey` false), or in the store under a view's key when the page is
 * the queue (kept when the user comes back). A failed load says so in place (QueueTable), not in a
 * toast. Inside, the list context feeds QueueTable, ListSearchInput and the pagination; while the
 * next page comes the rows shown stay under a thin bar (NextPageProgress).
 */
import type { ReactNode } from 'react';
import { type FilterPayload, ListBase, type RaRecord, type SortPayload } from 'react-admin';
import { LIST_PAGE_SIZE, listStoreKey } from './listConfig';
import { NextPageProgress } from './NextPageProgress';
import { NextPageReadAhead } from './NextPageReadAhead';

export interface QueueListProps {
  /** The dataProvider's list resource (its `list` access is asked first). */
  resource: string;
  /** Filters the screen sets outside the list (a seller, a date range): always sent. */
  filter?: FilterPayload;
  /** The list's own filters at start (a tab's status…). */
  filterDefaultValues?: FilterPayload;
  perPage?: number;
  /** The sort at start, when the queue is sorted on the server. */
  sort?: SortPayload;
  /** Keeps page, size, filters and selection in the store under this view's key. */
  view?: string;
  children: ReactNode;
}

const ignoreLoadError = () => undefined;

export function QueueList<R extends RaRecord = RaRecord>({
  resource,
  filter,
  filterDefaultValues,
  perPage = LIST_PAGE_SIZE,
  sort,
  view,
  children,
}: QueueListProps) {
  return (
    <ListBase<R>
      resource={resource}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      perPage={perPage}
      sort={sort}
      disableSyncWithLocation
      storeKey={view ? listStoreKey(view) : false}
      queryOptions={{ onError: ignoreLoadError }}
    >
      <NextPageProgress />
      <NextPageReadAhead filter={filter} />
      {children}
    </ListBase>
  );
}
