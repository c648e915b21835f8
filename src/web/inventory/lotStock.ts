/**
 * How a lot's stock reads at a glance: sold out when nothing is available, low when what is left
 * is under a tenth of what was received, otherwise nothing to flag.
 */
import { Decimal } from 'decimal.js';

export type StockLevel = 'soldOut' | 'low' | 'ok';

/** Below this share of the received quantity a lot is flagged as low. */
export const LOW_STOCK_SHARE = 0.1;

export function stockLevel(receivedKg: string, availableKg: string): StockLevel {
  const available = new Decimal(availableKg);
  if (available.lte(0)) return 'soldOut';
  return available.lt(new Decimal(receivedKg).times(LOW_STOCK_SHARE)) ? 'low' : 'ok';
}

/** Kilograms as tons, the unit orders are sold in. */
export function tonsOf(kg: string): string {
  return new Decimal(kg).div(1000).toFixed();
}
