/**
 * Treasury's bulk payment validation on the 'release missing' queue: users with
 * ORDER_DETAIL_CREDIT write select the Tesorería rows (only those wait for a payment validation),
 * one by one or all those of the page shown, and validate them at once; the toast counts successes
 * and failures with es/en plurals, the failures stay listed with their reason, and every count is
 * refreshed. Used inside the queue's list (its selection).
 */
import { Button } from '@mui/material';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { FinanceQueue } from '../../../domain/finance/queues';
import type { FinanceQueueRow } from '../../../domain/finance/views';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { QueueSelection } from '../../ui/lists/QueueSelection';
import { BulkBar, useBulkAction } from '../BulkAction';

const B = 'app.finance.bulk';

export function useTreasuryValidation(queue: FinanceQueue) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canDecide = useCanAccess({ resource: 'finance', action: 'decide' }).canAccess === true;
  const bulk = useBulkAction({
    kind: 'validate',
    send: (orderIds) => dataProvider.bulkValidatePayments(orderIds),
    failure: `${B}.validateRequestFailed`,
  });
  // Only 'release missing' holds orders waiting for treasury's validation.
  if (queue !== 'NOT_ANSWERED' || !canDecide) return { selection: undefined, bar: null, failures: null };

  const selection: QueueSelection<FinanceQueueRow> = {
    selectable: (row) => row.area === 'TREASURY',
    rowLabel: (row) => translate(`${B}.selectRow`, { number: row.displayNumber }),
    pageLabel: translate(`${B}.selectAll`),
  };
  const bar = (
    <BulkBar busy={bulk.busy}>
      <Button variant="contained" size="small" loading={bulk.busy} onClick={bulk.run}>
        {translate(`${B}.validateSelected`, { smart_count: bulk.count })}
      </Button>
    </BulkBar>
  );
  return { selection, bar, failures: bulk.failures };
}
