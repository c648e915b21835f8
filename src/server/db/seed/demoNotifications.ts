/**
 * Demo notifications: what the back-office's events send as orders move (release requests,
 * finance's decisions, material, shipments, transport, invoices, deliveries, payments,
 * cancellations), spread over the last ten days, about a third already read. Each one has its kind
 * and is about a real demo order the user can open (its id in `order_id`), in the state the message
 * describes, worded by the same catalogue real events use, in the user's language. A seller hears
 * about their own orders, a supervisor about their team's, the rest of the staff about the
 * tenant's. The customer user gets only a customer's kinds about their own orders; the degraded
 * user, who sees no order, gets none. Admins get a few more unread, so the bell shows '9+'.
 *
 * Runs after the orders. The services that wrote the demo's logistics notified as they went (at
 * the seed's own moment, for nobody connected): those rows and their live events and pushes are
 * dropped first, and these, dated along the story, stand instead.
 */
import { eq, inArray } from 'drizzle-orm';
import type { RejectReasonCode } from '../../../domain/finance/retention';
import type { Locale } from '../../../domain/i18n';
import type { NotificationKind } from '../../../domain/notificationKinds';
import { NOTIFICATION_TOAST } from '../../../domain/notificationKinds';
import { hasReached, type OpsStatus, type OpsStep } from '../../../domain/orders';
import { displayOrderNumber } from '../../../domain/orders/views';
import { dataScopeOf, isAdminRole } from '../../../domain/roles';
import { fullName } from '../../../domain/users';
import { type NotificationParams, renderNotification, storedRendering } from '../../modules/notifications';
import type { Tx } from '../client';
import {
  customers,
  jobs,
  orderFinance,
  orderIncidentReasons,
  orders,
  roles,
  userNotifications,
  userSupervisors,
  users,
} from '../schema';

/** What a notification needs to know of an order to be about it. */
interface DemoOrder {
  id: string;
  label: string;
  opsStatus: OpsStatus;
  sellerId: string | null;
  sellerName: string | null;
  customerId: string;
  customerName: string;
  releaseRequested: boolean;
  paymentRequested: boolean;
  reasons: readonly string[];
  cancelReason: { es: string; en: string } | null;
}

interface DemoNotification {
  /** How long before the seed it was sent. */
  minutesAgo: number;
  kind: NotificationKind;
  read: boolean;
  /** The orders this message can be about (their state is the one it describes). */
  about: (order: DemoOrder) => boolean;
  /** `recipient`: the name of who receives it (a mention names them). */
  params?: (order: DemoOrder, recipient: string) => NotificationParams[NotificationKind];
  /** Who acted, as the message names them. */
  actor?: (order: DemoOrder, staff: StaffOf) => Person | null;
  /** Roles it goes to (as the kind's recipients' rule picks them); absent: anyone who sees the order. */
  roles?: readonly string[];
}

interface Person {
  id: string;
  name: string;
}
type StaffOf = (role: string) => Person | null;

const HOUR = 60;
const DAY = 24 * HOUR;

const inStatus =
  (...statuses: OpsStatus[]) =>
  (o: DemoOrder) =>
    statuses.includes(o.opsStatus);
const retainedFor = (reason: RejectReasonCode) => (o: DemoOrder) =>
  o.opsStatus === 'ORDEN_RETENIDA' && o.reasons.includes(reason);
const bySeller = (o: DemoOrder) =>
  o.sellerId && o.sellerName ? { id: o.sellerId, name: o.sellerName } : null;
const byCredit = (_o: DemoOrder, staff: StaffOf) => staff('finance.credit');

const releaseRequested: Omit<DemoNotification, 'minutesAgo' | 'read'> = {
  kind: 'releaseRequested',
  about: (o) => o.opsStatus === 'ORDEN_CREADA' && o.releaseRequested,
  actor: bySeller,
  roles: ['finance.credit', 'manager.finance'],
};

/** The staff's messages, newest first: 12, 4 read. */
const STAFF: DemoNotification[] = [
  { ...releaseRequested, minutesAgo: 12, read: false },
  {
    minutesAgo: 95,
    kind: 'orderReleased',
    read: false,
    about: inStatus('APROBADO_POR_FINANZAS'),
    actor: byCredit,
  },
  {
    minutesAgo: 3 * HOUR,
    kind: 'orderRetained',
    read: false,
    about: retainedFor('REJECTED_OVERDRAFT'),
    params: () => ({ reason: 'overdraft' }),
    actor: byCredit,
  },
  { minutesAgo: DAY + 2 * HOUR, kind: 'materialAssigned', read: false, about: inStatus('MATERIAL_ASIGNADO') },
  {
    minutesAgo: DAY + 6 * HOUR,
    kind: 'transportAssigned',
    read: true,
    about: inStatus('TRANSPORTE_ASIGNADO'),
  },
  {
    minutesAgo: 2 * DAY + 3 * HOUR,
    kind: 'orderShipped',
    read: false,
    about: inStatus('EMBARCADO/PROGRAMADO'),
  },
  { minutesAgo: 3 * DAY + 1 * HOUR, kind: 'orderInvoiced', read: true, about: inStatus('FACTURADO') },
  {
    minutesAgo: 4 * DAY + 5 * HOUR,
    kind: 'orderCancelled',
    read: false,
    about: (o) => o.opsStatus === 'ORDEN_CANCELADA' && o.cancelReason !== null,
    params: (o) => ({ reason: o.cancelReason ?? { es: '', en: '' } }),
    actor: bySeller,
  },
  { minutesAgo: 5 * DAY + 2 * HOUR, kind: 'orderDelivered', read: true, about: inStatus('ORDEN_ENTREGADA') },
  {
    minutesAgo: 6 * DAY + 4 * HOUR,
    kind: 'paymentValidationRequested',
    read: false,
    about: (o) => o.opsStatus === 'ORDEN_CREADA' && o.paymentRequested,
    actor: bySeller,
    roles: ['finance.treasury', 'manager.finance'],
  },
  {
    minutesAgo: 8 * DAY + 3 * HOUR,
    kind: 'orderRetained',
    read: true,
    about: retainedFor('REJECTED_OVERDUE_INVOICES'),
    params: () => ({ reason: 'overdueInvoices' }),
    actor: byCredit,
  },
  { minutesAgo: 9 * DAY + 20 * HOUR, kind: 'orderPaid', read: false, about: inStatus('PAGADO') },
];

/** Admins also see these (unread), which takes their badge past nine. */
const ADMINS_TOO: DemoNotification[] = [
  { minutesAgo: 40, kind: 'transportAssigned', read: false, about: inStatus('TRANSPORTE_ASIGNADO') },
  {
    minutesAgo: 2 * DAY + 7 * HOUR,
    kind: 'mentioned',
    read: false,
    about: inStatus('ORDEN_CREADA', 'ORDEN_RETENIDA'),
    params: (_o, recipient) => ({
      comment: `@${recipient}, el cliente pide cambiar el vendedor asignado; ¿lo revisas?`,
    }),
    actor: bySeller,
  },
  {
    minutesAgo: 3 * DAY + 2 * HOUR,
    kind: 'materialAssigned',
    read: false,
    about: inStatus('MATERIAL_ASIGNADO'),
  },
  { minutesAgo: 7 * DAY, kind: 'orderDelivered', read: false, about: inStatus('ORDEN_ENTREGADA') },
];

/** A step the order reached (it may be further along by now). */
const reached =
  (step: OpsStep) =>
  (o: DemoOrder): boolean =>
    hasReached(o.opsStatus, step);

/** What the customer is told about their own orders: their steps, no finance, nothing internal. */
const CUSTOMER: DemoNotification[] = [
  {
    minutesAgo: 50,
    kind: 'mentioned',
    read: false,
    about: inStatus('ORDEN_CREADA', 'EFIRMA_CLIENTE', 'APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO'),
    params: (_o, recipient) => ({
      comment: `@${recipient}, recibimos tu orden; te avisaremos en cuanto se programe su entrega.`,
    }),
    actor: bySeller,
  },
  { minutesAgo: DAY + 6 * HOUR, kind: 'orderShipped', read: false, about: reached('EMBARCADO/PROGRAMADO') },
  { minutesAgo: 2 * DAY, kind: 'transportAssigned', read: false, about: reached('TRANSPORTE_ASIGNADO') },
  { minutesAgo: 3 * DAY + 1 * HOUR, kind: 'orderInvoiced', read: true, about: reached('FACTURADO') },
  { minutesAgo: 5 * DAY + 2 * HOUR, kind: 'orderDelivered', read: true, about: reached('ORDEN_ENTREGADA') },
  { minutesAgo: 9 * DAY + 20 * HOUR, kind: 'orderPaid', read: false, about: inStatus('PAGADO') },
];

async function demoOrders(tx: Tx): Promise<DemoOrder[]> {
  const rows = await tx
    .select({
      id: orders.id,
      number: orders.number,
      externalId: orders.externalId,
      opsStatus: orders.opsStatus,
      sellerId: orders.sellerId,
      sellerFirstName: users.firstName,
      sellerLastName: users.lastName,
      customerId: orders.customerId,
      customerName: customers.companyName,
      releaseRequestedAt: orderFinance.releaseRequestedAt,
      paymentRequestedAt: orderFinance.paymentRequestedAt,
      isPaymentValidated: orderFinance.isPaymentValidated,
      rejectReasons: orderFinance.rejectReasons,
      cancelEs: orderIncidentReasons.descriptionEs,
      cancelEn: orderIncidentReasons.descriptionEn,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(users, eq(users.id, orders.sellerId))
    .leftJoin(orderFinance, eq(orderFinance.orderId, orders.id))
    .leftJoin(orderIncidentReasons, eq(orderIncidentReasons.id, orders.cancellationReasonId))
    .orderBy(orders.number);
  return rows.map((r) => ({
    id: r.id,
    label: displayOrderNumber(r),
    opsStatus: r.opsStatus as OpsStatus,
    sellerId: r.sellerId,
    sellerName: r.sellerFirstName === null ? null : fullName(r.sellerFirstName, r.sellerLastName ?? ''),
    customerId: r.customerId,
    customerName: r.customerName,
    releaseRequested: r.releaseRequestedAt !== null,
    paymentRequested: r.paymentRequestedAt !== null && !r.isPaymentValidated,
    reasons: (r.rejectReasons ?? []).map((x) => x.actionType),
    cancelReason: r.cancelEs && r.cancelEn ? { es: r.cancelEs, en: r.cancelEn } : null,
  }));
}

/** The sellers a supervisor answers for: themselves and everyone below them, transitively. */
function teamOf(userId: string, supervision: { subordinateId: string; supervisorId: string }[]): Set<string> {
  const team = new Set([userId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of supervision) {
      if (team.has(s.supervisorId) && !team.has(s.subordinateId)) {
        team.add(s.subordinateId);
        grew = true;
      }
    }
  }
  return team;
}

/** What replaying the demo's story through the services notified and announced: nobody was there. */
async function dropReplayedNotifications(tx: Tx): Promise<void> {
  await tx.delete(userNotifications);
  await tx.delete(jobs).where(inArray(jobs.kind, ['realtime.publish', 'notifications.push']));
}

export async function seedDemoNotifications(tx: Tx): Promise<void> {
  await dropReplayedNotifications(tx);
  const people = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: roles.name,
      customerId: users.customerId,
      preferences: users.preferences,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .orderBy(users.email);
  const supervision = await tx.select().from(userSupervisors);
  const all = await demoOrders(tx);
  const staff: StaffOf = (role) => {
    const person = people.find((p) => p.role === role);
    return person ? { id: person.id, name: fullName(person.firstName, person.lastName) } : null;
  };
  const now = Date.now();

  const rows = people.flatMap((person, u) => {
    const scope = dataScopeOf(person.role);
    const team = scope === 'supervised' ? teamOf(person.id, supervision) : null;
    const visible = all.filter((o) => {
      if (scope === 'tenant') return true;
      if (scope === 'own') return o.sellerId === person.id;
      if (scope === 'supervised') return o.sellerId !== null && team!.has(o.sellerId);
      if (scope === 'customer') return o.customerId === person.customerId;
      return false;
    });
    const list =
      scope === 'customer' ? CUSTOMER : isAdminRole(person.role) ? [...STAFF, ...ADMINS_TOO] : STAFF;
    const locale: Locale = person.preferences.language === 'en' ? 'en' : 'es';
    return list.flatMap((n, i) => {
      if (n.roles && !n.roles.includes(person.role)) return [];
      // Nobody is told of their own action.
      const candidates = visible.filter((o) => n.about(o) && n.actor?.(o, staff)?.id !== person.id);
      // Each user follows different orders, as people do.
      const order = candidates[(u + i) % Math.max(candidates.length, 1)];
      if (!order) return [];
      const createdAt = new Date(now - n.minutesAgo * 60_000);
      const input = {
        kind: n.kind,
        params: n.params?.(order, fullName(person.firstName, person.lastName)) ?? {},
        actorName: n.actor?.(order, staff)?.name ?? null,
        subject: { type: 'order' as const, label: order.label, customerName: order.customerName },
      };
      const audience = scope === 'customer' ? 'customer' : 'staff';
      return [
        {
          userId: person.id,
          kind: n.kind,
          ...renderNotification(input, locale, audience),
          rendering: storedRendering(input, audience),
          toastType: NOTIFICATION_TOAST[n.kind],
          orderId: order.id,
          createdAt,
          readAt: n.read ? new Date(createdAt.getTime() + 45 * 60_000) : null,
        },
      ];
    });
  });
  if (rows.length) await tx.insert(userNotifications).values(rows);
}
