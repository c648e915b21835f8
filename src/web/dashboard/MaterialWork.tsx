/**
 * The home's 'Material' group (inventory's) with finance's 'Autorizadas por finanzas' queue handed
 * in: the home composes the two areas, so neither imports the other's screens. Both follow the
 * home's seller and delivery range.
 */
import type { FinanceCountsQuery } from '../../domain/finance/views';
import { FinanceSubQueue } from '../finance/queues/FinanceSubQueue';
import { MaterialQueues } from '../inventory/allocation/queues';

export function MaterialWork({ filters }: { filters: FinanceCountsQuery }) {
  return (
    <MaterialQueues
      filters={filters}
      approvedQueue={(count) => <FinanceSubQueue queue="APPROVED" count={count} filters={filters} />}
    />
  );
}
