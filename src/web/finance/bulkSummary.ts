/**
 * The toast of a bulk request: how many were sent, how many the credit check released at once,
 * how many could not be sent — each part pluralised by the catalogue in both languages
 * ('1 no se pudo enviar', '2 no se pudieron enviar').
 */
import type { TranslateFunction } from 'react-admin';
import type { BulkResult } from '../../domain/finance/views';

/** The seller's request of one order: a release to credit, a payment validation to treasury. */
export type SellerRequest = 'release' | 'payment';

const B = 'app.finance.bulk';

export interface BulkCounts {
  requested: number;
  released: number;
  failed: number;
}

export function bulkCounts(result: BulkResult): BulkCounts {
  let requested = 0;
  let released = 0;
  let failed = 0;
  for (const r of result.results) {
    if (r.outcome === 'released') released++;
    // 'validated' is treasury's success; it counts with the requests so one summary serves all.
    else if (r.outcome === 'requested' || r.outcome === 'paymentRequested' || r.outcome === 'validated')
      requested++;
    else failed++;
  }
  return { requested, released, failed };
}

/** The bulk actions whose result this toast summarises: the seller's requests and treasury's validation. */
export type BulkKind = SellerRequest | 'validate';

const DONE: Record<BulkKind, string> = {
  release: 'releaseDone',
  payment: 'paymentDone',
  validate: 'validateDone',
};
const FAILED: Record<BulkKind, string> = {
  release: 'releaseFailed',
  payment: 'paymentFailed',
  validate: 'validateFailed',
};

export function bulkSummary(kind: BulkKind, counts: BulkCounts, translate: TranslateFunction): string {
  const parts: string[] = [];
  if (counts.requested > 0) {
    parts.push(
      translate(`${B}.${DONE[kind]}`, {
        smart_count: counts.requested,
      }),
    );
  }
  if (counts.released > 0) parts.push(translate(`${B}.releasedDone`, { smart_count: counts.released }));
  if (counts.failed > 0) {
    parts.push(
      translate(`${B}.${FAILED[kind]}`, {
        smart_count: counts.failed,
      }),
    );
  }
  return parts.join(', ');
}
