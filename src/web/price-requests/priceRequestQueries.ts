/**
 * What the request's page reads through the dataProvider, under the resource's key so that any
 * change (a save, an approval) refreshes all of it by prefix: the request with its history and
 * allowed actions, and the cost calculator's data (saved costs, defaults, quotes and lots).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PriceRequestDetail } from '../../domain/priceRequests';
import type { AppDataProvider } from '../providers/dataProvider';

export const priceRequestKey = (id: string) => ['price-request', 'getPriceRequest', { id }] as const;

export function usePriceRequest(id: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: priceRequestKey(id),
    queryFn: () => dataProvider.getPriceRequest({ id }),
    retry: false,
  });
}

/** The calculator's data for the version the page shows (a save is a new version: read again). */
export function usePriceRequestCosts(id: string, version: number, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['price-request', 'getPriceRequestCosts', { id, version }],
    queryFn: () => dataProvider.getPriceRequestCosts({ id }),
    enabled,
    retry: false,
  });
}

/**
 * After a change: the page shows the answer at once, and every list and figure is read again; a
 * deleted request is forgotten rather than read again (it would answer 404).
 */
export function useRequestChanged() {
  const queryClient = useQueryClient();
  return async (detail?: PriceRequestDetail, deletedId?: string) => {
    if (detail) queryClient.setQueryData(priceRequestKey(detail.id), detail);
    if (deletedId) queryClient.removeQueries({ queryKey: priceRequestKey(deletedId) });
    await queryClient.invalidateQueries({ queryKey: ['price-request'] });
  };
}
