/**
 * The payment conditions copied onto a new order: the customer's credit term in force on the
 * creation day (payment term and credit days). A customer without one pays in advance, and the
 * creator may always ask for advance payment on a credit customer; never the other way round,
 * since credit is finance's decision, not the seller's.
 */
import type { PaymentTerm } from '../../../../domain/creditTerms';
import { businessDay } from '../../../../domain/dates';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { creditTermOn } from './queries';
import { customerForOrder } from './references';

export interface OrderPaymentTerms {
  paymentTerm: PaymentTerm;
  creditDays: number;
}

export const ADVANCE_PAYMENT: OrderPaymentTerms = { paymentTerm: 'ADVANCE_PAYMENT', creditDays: 0 };

export async function paymentTermsForOrder(
  db: Executor,
  customerId: string,
  requested: PaymentTerm,
  today: string,
): Promise<OrderPaymentTerms> {
  if (requested === 'ADVANCE_PAYMENT') return ADVANCE_PAYMENT;
  const term = await creditTermOn(db, customerId, today);
  if (term?.paymentTerm !== 'CREDIT') return ADVANCE_PAYMENT;
  return { paymentTerm: 'CREDIT', creditDays: term.creditDays };
}

/** `GET /api/orders/payment-terms`: the terms the customer's order takes today unless advance payment is asked. */
export async function customerPaymentTerms(
  db: Executor,
  actor: Actor,
  customerId: string,
): Promise<OrderPaymentTerms> {
  const customer = await customerForOrder(db, actor, customerId);
  return paymentTermsForOrder(db, customer.id, 'CREDIT', businessDay(actor.now));
}
