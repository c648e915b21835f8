/**
 * react-admin's <List> with the product's list conventions: its state (page, size, sort, filters)
 * kept per view in the store and the URL, 10 rows by default with 10/20/50 to choose, the shared
 * empty and error states, no toast on a failed load (the error state says it in place), and the
 * rows shown kept under a thin progress bar while the next page comes, the next page read ahead.
 */
import { List, type ListProps, Pagination, type RaRecord } from 'react-admin';
import { EmptyState, ListContextError } from './ListStates';
import { LIST_PAGE_SIZE, listStoreKey, PAGE_SIZE_OPTIONS } from './listConfig';
import { NextPageProgress } from './NextPageProgress';
import { NextPageReadAhead } from './NextPageReadAhead';

export function ListPagination() {
  return <Pagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />;
}

export interface PersistentListProps<R extends RaRecord = RaRecord>
  extends Omit<ListProps<R>, 'storeKey' | 'resource'> {
  /** The resource of the data provider's table. */
  resource: string;
  /** Names the view whose state is kept (two lists of one resource keep two states). */
  view: string;
}

const ignoreLoadError = () => undefined;

/**
 * react-admin's layout grows to fit its widest content: a wide table scrolls inside its card
 * instead (its width does not count towards the page's).
 */
const WIDE_TABLES_SCROLL = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' },
} as const;

export function PersistentList<R extends RaRecord = RaRecord>({
  view,
  resource,
  children,
  queryOptions,
  sx,
  ...props
}: PersistentListProps<R>) {
  return (
    <List<R>
      resource={resource}
      storeKey={listStoreKey(view)}
      perPage={LIST_PAGE_SIZE}
      pagination={<ListPagination />}
      error={<ListContextError />}
      empty={<EmptyState />}
      exporter={false}
      {...props}
      sx={[WIDE_TABLES_SCROLL, ...(Array.isArray(sx) ? sx : [sx])]}
      queryOptions={{ onError: ignoreLoadError, ...queryOptions }}
    >
      <NextPageProgress />
      <NextPageReadAhead filter={props.filter} meta={queryOptions?.meta} />
      {children}
    </List>
  );
}
