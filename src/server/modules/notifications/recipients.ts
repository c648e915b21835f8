/**
 * Who hears about each kind of event. Every rule names people; `notify` then drops the one who
 * acted, blocked users, those who muted the kind and, for an order, anyone who could not open it.
 *
 * - A release request goes to credit, a payment validation request to treasury (finance's areas:
 *   src/domain/finance/areas.ts); if a tenant's matrix leaves an area empty, to every finance
 *   decider, so a request is never unheard. Admins hold every key but are not finance: not them.
 * - Finance's decisions go to the order's seller and everyone above them in the hierarchy.
 * - Material, shipment, transport, invoice, delivery and payment go to the seller; from the
 *   shipment on, also to the customer-portal users of the order's customer (their order moving).
 * - A cancellation goes to the seller and finance.
 * - A comment notifies the people it mentions among those who may open the order.
 * - A price request's decision goes to whoever asked for it.
 */
import { ACCESS, allows } from '../../../domain/access';
import { decidesFinance, inFinanceArea } from '../../../domain/finance/areas';
import type { FinanceArea } from '../../../domain/finance/queues';
import { mentionedIds } from '../../../domain/mentions';
import type { NotificationKind } from '../../../domain/notificationKinds';
import { CUSTOMER_NOTIFICATION_KINDS } from '../../../domain/notificationPreferences';
import { dataScopeOf, isAdminRole } from '../../../domain/roles';
import type { Executor } from '../../db/client';
import type { NotificationParams } from './params';
import { everyone, holding, ofCustomer, type Person, people, withIds } from './recipientQueries';
import type { OrderSubject, PriceRequestSubject, Subject } from './subjects';

type Rule<S extends Subject, K extends NotificationKind> = (
  db: Executor,
  subject: S,
  params: NotificationParams[K],
) => Promise<Person[]>;

const financeDeciders = async (db: Executor) =>
  (await people(db, holding('ORDER_DETAIL_CREDIT', 'WRITE'))).filter(
    (p) => !isAdminRole(p.role) && decidesFinance(p.permissions),
  );

const financeArea =
  (area: FinanceArea): Rule<OrderSubject, NotificationKind> =>
  async (db) => {
    const deciders = await financeDeciders(db);
    const inArea = deciders.filter((p) => inFinanceArea(p.permissions, area));
    return inArea.length ? inArea : deciders;
  };

const sellerAndSupervisors: Rule<OrderSubject, NotificationKind> = (db, order) =>
  people(db, withIds(order.sellerChain));

const seller: Rule<OrderSubject, NotificationKind> = (db, order) =>
  people(db, withIds(order.sellerId ? [order.sellerId] : []));

const sellerAndCustomer: Rule<OrderSubject, NotificationKind> = async (db, order) => [
  ...(await seller(db, order, {})),
  ...(await people(db, ofCustomer(order.customerId))),
];

const sellerAndFinance: Rule<OrderSubject, NotificationKind> = async (db, order) => [
  ...(await seller(db, order, {})),
  ...(await financeDeciders(db)),
];

const mentioned: Rule<OrderSubject, 'mentioned'> = async (db, order, params) => {
  // Anyone of the tenant may be named (row-level security keeps the tenant's people only).
  const candidates = (await people(db, everyone)).filter((p) => seesOrder(p, order));
  const ids = new Set(mentionedIds(params.comment, candidates));
  return candidates.filter((p) => ids.has(p.id));
};

const requester: Rule<PriceRequestSubject, NotificationKind> = (db, request) =>
  people(db, withIds([request.requestedById]));

type OrderRules = {
  [K in Exclude<NotificationKind, 'priceRequestApproved' | 'priceRequestRejected'>]: Rule<OrderSubject, K>;
};
type PriceRequestRules = {
  [K in 'priceRequestApproved' | 'priceRequestRejected']: Rule<PriceRequestSubject, K>;
};

const ORDER_RULES: OrderRules = {
  releaseRequested: financeArea('CREDIT'),
  paymentValidationRequested: financeArea('TREASURY'),
  orderReleased: sellerAndSupervisors,
  orderRetained: sellerAndSupervisors,
  materialAssigned: seller,
  orderShipped: sellerAndCustomer,
  transportAssigned: sellerAndCustomer,
  orderInvoiced: sellerAndCustomer,
  orderDelivered: sellerAndCustomer,
  orderPaid: sellerAndCustomer,
  orderCancelled: sellerAndFinance,
  mentioned,
};

const PRICE_REQUEST_RULES: PriceRequestRules = {
  priceRequestApproved: requester,
  priceRequestRejected: requester,
};

/**
 * Whether the person may open the order: the order page's permission, and the order inside the
 * data their role sees (docs/decisions.md "Whose data a role sees").
 */
export function seesOrder(person: Person, order: OrderSubject): boolean {
  if (!allows({ permissions: person.permissions, role: person.role }, ACCESS.orders.show)) return false;
  switch (dataScopeOf(person.role)) {
    case 'tenant':
      return true;
    case 'own':
      return person.id === order.sellerId;
    case 'supervised':
      return order.sellerChain.includes(person.id);
    case 'customer':
      return person.customerId === order.customerId;
    default:
      return false;
  }
}

/** Whether the person reads the customer portal's texts (and gets only a customer's kinds). */
export function isCustomerAudience(person: Person): boolean {
  return dataScopeOf(person.role) === 'customer';
}

/** The people a kind names for this subject, before `notify` drops the actor, the muted and the blocked. */
export async function recipientsOf<K extends NotificationKind>(
  db: Executor,
  kind: K,
  subject: Subject,
  params: NotificationParams[K],
): Promise<Person[]> {
  let named: Person[];
  if (subject.type === 'priceRequest') {
    const rule = PRICE_REQUEST_RULES[kind as keyof PriceRequestRules] as
      | Rule<PriceRequestSubject, K>
      | undefined;
    if (!rule) throw new Error(`notification kind ${kind} is not about a price request`);
    named = await rule(db, subject, params);
  } else {
    const rule = ORDER_RULES[kind as keyof OrderRules] as Rule<OrderSubject, K> | undefined;
    if (!rule) throw new Error(`notification kind ${kind} is not about an order`);
    named = (await rule(db, subject, params)).filter((p) => seesOrder(p, subject));
  }
  // A customer-portal user only ever hears a customer's kinds, whatever a rule names.
  const customerKinds: readonly NotificationKind[] = CUSTOMER_NOTIFICATION_KINDS;
  const unique = new Map(named.map((p) => [p.id, p]));
  return [...unique.values()].filter((p) => !isCustomerAudience(p) || customerKinds.includes(kind));
}
