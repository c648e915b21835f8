/**
 * Reads the next page of the surrounding list once the browser is idle after showing this one, into
 * the very query react-admin's list will ask for (same resource, page, size, sort and filters), so
 * 'next page' shows at once. One small request per page shown; none past the last page, while this
 * page is still coming, or when the next one is already there and fresh.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type FilterPayload, type GetListParams, useDataProvider, useListContext } from 'react-admin';

const whenIdle = (work: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 300);
  return () => clearTimeout(handle);
};

export interface NextPageReadAheadProps {
  /** The list's permanent filter (react-admin merges it over the filter values). */
  filter?: FilterPayload;
  meta?: unknown;
}

export function NextPageReadAhead({ filter, meta }: NextPageReadAheadProps) {
  const { resource, page, perPage, total, sort, filterValues, isPending, isFetching } = useListContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  // The next page's request as text: the list's objects change identity on every render.
  const request = JSON.stringify({
    pagination: { page: page + 1, perPage },
    sort,
    filter: { ...filterValues, ...filter },
    meta,
  });
  const lastPage = total == null || page * perPage >= total;
  useEffect(() => {
    if (isPending || isFetching || lastPage) return;
    const params = JSON.parse(request) as GetListParams;
    return whenIdle(() => {
      void queryClient.prefetchQuery({
        // react-admin's own key and answer shape for a list page (useGetList).
        queryKey: [resource, 'getList', params],
        queryFn: () =>
          dataProvider
            .getList(resource, params)
            .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
        retry: false,
      });
    });
  }, [request, resource, isPending, isFetching, lastPage, dataProvider, queryClient]);
  return null;
}
