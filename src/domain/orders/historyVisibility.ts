/**
 * Which order-history events a reader sees. Finance's events (requests, the credit check with the
 * customer's balance, releases, retentions and why, payments) are the back-office's: whoever may
 * not open the order's finance section (the customer's portal) does not read them in the history.
 */
export const FINANCE_HISTORY_EVENTS = [
  'releaseRequested',
  'paymentRequested',
  'creditChecked',
  'released',
  'retained',
  'paymentValidated',
  'paymentRegistered',
  'paid',
] as const;

export function historyEventVisible(event: string, seesFinance: boolean): boolean {
  return seesFinance || !(FINANCE_HISTORY_EVENTS as readonly string[]).includes(event);
}
