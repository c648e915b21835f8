/**
 * Demo notifications: the messages the back-office sends as orders move (release requests, finance
 * decisions, material, transport, invoices, deliveries), spread over the last ten days, about a
 * third already read. Each one is about a real demo order the user can open (its id in `order_id`,
 * so a click opens the order) and in the state the message describes: a seller hears about their own
 * orders, a supervisor about their team's, the rest of the staff about the tenant's. The customer
 * user gets only what a customer is told about their own orders; the degraded user, who sees no
 * order, gets none. Admins get a couple more unread, so the bell shows '9+'. Runs after the orders.
 */
import { eq } from 'drizzle-orm';
import type { RejectReasonCode } from '../../../domain/finance/retention';
import type { ToastType } from '../../../domain/notifications';
import type { OpsStatus } from '../../../domain/orders';
import { displayOrderNumber } from '../../../domain/orders/views';
import { dataScopeOf, isAdminRole } from '../../../domain/roles';
import type { Executor } from '../client';
import { orderFinance, orders, roles, userNotifications, userSupervisors, users } from '../schema';

/** What a notification needs to know of an order to be about it. */
interface DemoOrder {
  id: string;
  label: string;
  opsStatus: OpsStatus;
  sellerId: string | null;
  customerId: string;
  releaseRequested: boolean;
  reasons: readonly string[];
}

interface DemoNotification {
  /** How long before the seed it was sent. */
  minutesAgo: number;
  title: string;
  message: (order: string) => string;
  toastType: ToastType;
  read: boolean;
  /** The orders this message can be about (their state is the one it describes). */
  about: (order: DemoOrder) => boolean;
}

const HOUR = 60;
const DAY = 24 * HOUR;

const inStatus =
  (...statuses: OpsStatus[]) =>
  (o: DemoOrder) =>
    statuses.includes(o.opsStatus);
const retainedFor = (reason: RejectReasonCode) => (o: DemoOrder) =>
  o.opsStatus === 'ORDEN_RETENIDA' && o.reasons.includes(reason);
const ON_THE_WAY: OpsStatus[] = ['APROBADO_POR_FINANZAS', 'MATERIAL_ASIGNADO', 'EMBARCADO/PROGRAMADO'];

/** The staff's messages, newest first: 12, 4 read. */
const STAFF: DemoNotification[] = [
  {
    minutesAgo: 12,
    title: 'Solicitud de liberación recibida',
    message: (o) =>
      `El vendedor solicitó liberar la orden ${o}; ya está en la cola de pendientes por liberar.`,
    toastType: 'info',
    read: false,
    about: (o) => o.opsStatus === 'ORDEN_CREADA' && o.releaseRequested,
  },
  {
    minutesAgo: 95,
    title: 'Orden liberada por finanzas',
    message: (o) => `La orden ${o} fue liberada por finanzas y ya puede asignarse material.`,
    toastType: 'success',
    read: false,
    about: inStatus('APROBADO_POR_FINANZAS'),
  },
  {
    minutesAgo: 3 * HOUR,
    title: 'Orden retenida por sobregiro',
    message: (o) =>
      `La orden ${o} quedó retenida: el saldo abierto del cliente más esta orden supera su límite de crédito.`,
    toastType: 'error',
    read: false,
    about: retainedFor('REJECTED_OVERDRAFT'),
  },
  {
    minutesAgo: DAY + 2 * HOUR,
    title: 'Material asignado',
    message: (o) =>
      `Se asignaron lotes a todas las partidas de la orden ${o}; puede programarse el embarque.`,
    toastType: 'success',
    read: false,
    about: inStatus('MATERIAL_ASIGNADO'),
  },
  {
    minutesAgo: DAY + 6 * HOUR,
    title: 'Transporte asignado',
    message: (o) => `El embarque de la orden ${o} ya tiene transporte asignado: tolva granelera de 35 t.`,
    toastType: 'info',
    read: true,
    about: inStatus('TRANSPORTE_ASIGNADO'),
  },
  {
    minutesAgo: 2 * DAY + 3 * HOUR,
    title: 'Entrega sin transporte',
    message: (o) => `La orden ${o} ya está programada y su embarque todavía no tiene transporte asignado.`,
    toastType: 'warning',
    read: false,
    about: inStatus('EMBARCADO/PROGRAMADO'),
  },
  {
    minutesAgo: 3 * DAY + 1 * HOUR,
    title: 'Factura cargada',
    message: (o) => `Se cargó la factura del embarque de la orden ${o}.`,
    toastType: 'success',
    read: true,
    about: inStatus('FACTURADO'),
  },
  {
    minutesAgo: 4 * DAY + 5 * HOUR,
    title: 'Orden cancelada',
    message: (o) => `La orden ${o} fue cancelada; el motivo quedó en su historial.`,
    toastType: 'warning',
    read: false,
    about: inStatus('ORDEN_CANCELADA'),
  },
  {
    minutesAgo: 5 * DAY + 2 * HOUR,
    title: 'Entrega confirmada',
    message: (o) => `La orden ${o} fue entregada; la remisión firmada quedó registrada.`,
    toastType: 'success',
    read: true,
    about: inStatus('ORDEN_ENTREGADA'),
  },
  {
    minutesAgo: 6 * DAY + 4 * HOUR,
    title: 'Orden creada',
    message: (o) => `Se creó la orden ${o}; espera la solicitud de liberación a finanzas.`,
    toastType: 'info',
    read: false,
    about: (o) => o.opsStatus === 'ORDEN_CREADA' && !o.releaseRequested,
  },
  {
    minutesAgo: 8 * DAY + 3 * HOUR,
    title: 'Entrega reprogramada',
    message: (o) =>
      `Operaciones cambió la fecha de entrega de la orden ${o}; revisa la nueva fecha en el detalle.`,
    toastType: 'warning',
    read: true,
    about: inStatus(...ON_THE_WAY),
  },
  {
    minutesAgo: 9 * DAY + 20 * HOUR,
    title: 'Pago registrado',
    message: (o) => `Se registró un pago que cubre el total con impuestos de la orden ${o}.`,
    toastType: 'success',
    read: false,
    about: inStatus('PAGADO'),
  },
];

/** Admins also see these (unread), which takes their badge past nine. */
const ADMINS_TOO: DemoNotification[] = [
  {
    minutesAgo: 40,
    title: 'Orden lista para entrega',
    message: (o) => `La orden ${o} tiene material y transporte asignados; está lista para entregarse.`,
    toastType: 'info',
    read: false,
    about: inStatus('TRANSPORTE_ASIGNADO'),
  },
  {
    minutesAgo: 2 * DAY + 7 * HOUR,
    title: 'Solicitud de liberación recibida',
    message: (o) => `Atención a clientes solicitó liberar la orden ${o} con autorización manual.`,
    toastType: 'info',
    read: false,
    about: (o) => o.opsStatus === 'ORDEN_CREADA' && o.releaseRequested,
  },
];

/** What the customer is told about their own orders: no finance, no internal steps. */
const CUSTOMER: DemoNotification[] = [
  {
    minutesAgo: 50,
    title: 'Orden recibida',
    message: (o) => `Recibimos tu orden ${o}; te avisaremos cuando se programe su entrega.`,
    toastType: 'info',
    read: false,
    about: inStatus('ORDEN_CREADA', 'EFIRMA_CLIENTE'),
  },
  {
    minutesAgo: DAY + 6 * HOUR,
    title: 'Entrega programada',
    message: (o) => `Tu orden ${o} ya tiene transporte asignado para su entrega.`,
    toastType: 'info',
    read: false,
    about: inStatus('TRANSPORTE_ASIGNADO', 'EMBARCADO/PROGRAMADO'),
  },
  {
    minutesAgo: 3 * DAY + 1 * HOUR,
    title: 'Factura disponible',
    message: (o) => `La factura de tu orden ${o} ya está disponible en los documentos de la orden.`,
    toastType: 'success',
    read: true,
    about: inStatus('FACTURADO'),
  },
  {
    minutesAgo: 5 * DAY + 2 * HOUR,
    title: 'Orden entregada',
    message: (o) => `Tu orden ${o} fue entregada.`,
    toastType: 'success',
    read: true,
    about: inStatus('ORDEN_ENTREGADA'),
  },
  {
    minutesAgo: 9 * DAY + 20 * HOUR,
    title: 'Pago recibido',
    message: (o) => `Recibimos el pago de tu orden ${o}. Gracias.`,
    toastType: 'success',
    read: false,
    about: inStatus('PAGADO'),
  },
];

async function demoOrders(tx: Executor): Promise<DemoOrder[]> {
  const rows = await tx
    .select({
      id: orders.id,
      number: orders.number,
      externalId: orders.externalId,
      opsStatus: orders.opsStatus,
      sellerId: orders.sellerId,
      customerId: orders.customerId,
      releaseRequestedAt: orderFinance.releaseRequestedAt,
      rejectReasons: orderFinance.rejectReasons,
    })
    .from(orders)
    .leftJoin(orderFinance, eq(orderFinance.orderId, orders.id))
    .orderBy(orders.number);
  return rows.map((r) => ({
    id: r.id,
    label: displayOrderNumber(r),
    opsStatus: r.opsStatus as OpsStatus,
    sellerId: r.sellerId,
    customerId: r.customerId,
    releaseRequested: r.releaseRequestedAt !== null,
    reasons: (r.rejectReasons ?? []).map((x) => x.actionType),
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

export async function seedDemoNotifications(tx: Executor): Promise<void> {
  const people = await tx
    .select({ id: users.id, role: roles.name, customerId: users.customerId })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .orderBy(users.email);
  const supervision = await tx.select().from(userSupervisors);
  const all = await demoOrders(tx);
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
    return list.flatMap((n, i) => {
      const candidates = visible.filter(n.about);
      // Each user follows different orders, as people do.
      const order = candidates[(u + i) % Math.max(candidates.length, 1)];
      if (!order) return [];
      const createdAt = new Date(now - n.minutesAgo * 60_000);
      return [
        {
          userId: person.id,
          title: n.title,
          message: n.message(order.label),
          toastType: n.toastType,
          orderId: order.id,
          createdAt,
          readAt: n.read ? new Date(createdAt.getTime() + 45 * 60_000) : null,
        },
      ];
    });
  });
  if (rows.length) await tx.insert(userNotifications).values(rows);
}
