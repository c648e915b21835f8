/**
 * Who answers finance's queues. Credit decides releases and treasury validates advance payments;
 * both need finance's own key (ORDER_DETAIL_CREDIT at WRITE: the route's permission), and the
 * default matrix gives it to both roles, so the area is told apart by what else each area keeps:
 * credit keeps the customers' credit lines (CUSTOMER_CREDIT_TERMS at WRITE), treasury the payment
 * receipts among the order's documents (ORDER_DETAIL_FILES at WRITE). A tenant moves a person
 * between areas by editing its role matrix; the finance manager holds both and hears both.
 */
import type { Requirement } from '../access';
import { hasPermission } from '../permissions';
import type { FinanceArea } from './queues';

/** Finance's decisions (release, retain, validate, register payments): the key every area needs. */
export const FINANCE_DECISION: Requirement = ['ORDER_DETAIL_CREDIT', 'WRITE'];

export const FINANCE_AREA_KEYS: Record<FinanceArea, Requirement> = {
  CREDIT: ['CUSTOMER_CREDIT_TERMS', 'WRITE'],
  TREASURY: ['ORDER_DETAIL_FILES', 'WRITE'],
};

/** Whether permissions (as tokens carry them) make a person one of finance's deciders. */
export function decidesFinance(permissions: readonly string[]): boolean {
  return hasPermission(permissions, ...FINANCE_DECISION);
}

export function inFinanceArea(permissions: readonly string[], area: FinanceArea): boolean {
  return decidesFinance(permissions) && hasPermission(permissions, ...FINANCE_AREA_KEYS[area]);
}
