/**
 * The home's 'Material' group (inventory's) with finance's 'Autorizadas por finanzas' queue handed
 * in: the home composes the two areas, so neither imports the other's screens.
 */
import { FinanceSubQueue } from '../finance/queues/FinanceSubQueue';
import { MaterialQueues } from '../inventory/allocation/queues';

export function MaterialWork() {
  return (
    <MaterialQueues
      approvedQueue={(count) => <FinanceSubQueue queue="APPROVED" count={count} filters={{}} />}
    />
  );
}
