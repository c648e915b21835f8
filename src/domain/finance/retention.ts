/**
 * Why an order is retained, for the seller's screens and the retained queue (and the queues' reject-reason badges).
 */
export const REJECT_REASON_CODES = ['REJECTED_OVERDUE_INVOICES', 'REJECTED_OVERDRAFT'] as const;
export type RejectReasonCode = (typeof REJECT_REASON_CODES)[number];

/** The retain reasons finance picks from: overdue invoices, overdraft, or both. */
export const RETAIN_REASONS = ['overdueInvoices', 'overdraft', 'both'] as const;
export type RetainReason = (typeof RETAIN_REASONS)[number];

export function rejectCodesOf(reason: RetainReason): RejectReasonCode[] {
  switch (reason) {
    case 'overdueInvoices':
      return ['REJECTED_OVERDUE_INVOICES'];
    case 'overdraft':
      return ['REJECTED_OVERDRAFT'];
    default:
      return ['REJECTED_OVERDUE_INVOICES', 'REJECTED_OVERDRAFT'];
  }
}

export interface RejectReason {
  actionType: string;
}

/** Message keys under `app.finance.retention`; Spanish texts are the original client's own. */
export const RETENTION_MESSAGE_KEYS = {
  REJECTED_OVERDUE_INVOICES: 'retainedOverdueInvoices', // 'Orden retenida por facturas vencidas'
  REJECTED_OVERDRAFT: 'retainedOverdraft', // 'Orden retenida por sobregiro'
  other: 'retained', // 'Orden retenida'
} as const;

export type RetentionMessage =
  | { text: string }
  | { key: (typeof RETENTION_MESSAGE_KEYS)[keyof typeof RETENTION_MESSAGE_KEYS] };

/** reasonRejected (finance's own words) wins; else the last reject reason's actionType decides. */
export function retentionMessage(
  reasonRejected: string | null | undefined,
  rejectReasons: readonly RejectReason[],
): RetentionMessage {
  const own = reasonRejected?.trim();
  if (own) return { text: own };
  const last = rejectReasons.at(-1)?.actionType;
  if (last === 'REJECTED_OVERDUE_INVOICES' || last === 'REJECTED_OVERDRAFT') {
    return { key: RETENTION_MESSAGE_KEYS[last] };
  }
  return { key: RETENTION_MESSAGE_KEYS.other };
}

/** Badge of the retained queue: 'FACTURAS PENDIENTES' orange, 'SOBREGIRO' red, others grey. */
export type RejectBadgeTone = 'warning' | 'error' | 'default';
export function rejectBadgeTone(actionType: string): RejectBadgeTone {
  if (actionType === 'REJECTED_OVERDUE_INVOICES') return 'warning';
  if (actionType === 'REJECTED_OVERDRAFT') return 'error';
  return 'default';
}
