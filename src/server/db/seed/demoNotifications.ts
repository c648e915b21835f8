/**
 * Demo notifications: every demo user gets a dozen of the messages the back-office sends as orders
 * move (release requests, finance decisions, material, transport, invoices, deliveries), spread over
 * the last ten days, about a third already read. Admins get a couple more unread, so the bell shows
 * '9+'. No order ids yet: the orders table comes later.
 */
import { eq, inArray } from 'drizzle-orm';
import type { ToastType } from '../../../domain/notifications';
import { isAdminRole } from '../../../domain/roles';
import type { Executor } from '../client';
import { roles, userNotifications, users } from '../schema';

interface DemoNotification {
  /** How long before the seed it was sent. */
  minutesAgo: number;
  title: string;
  message: (order: string) => string;
  toastType: ToastType;
  read: boolean;
}

const HOUR = 60;
const DAY = 24 * HOUR;

/** Newest first. 12 for everyone: 4 read, 8 unread. */
const EVERYONE: DemoNotification[] = [
  {
    minutesAgo: 12,
    title: 'Solicitud de liberación recibida',
    message: (o) =>
      `El vendedor solicitó liberar la orden ${o}; ya está en la cola de pendientes por liberar.`,
    toastType: 'info',
    read: false,
  },
  {
    minutesAgo: 95,
    title: 'Orden liberada por finanzas',
    message: (o) => `La orden ${o} fue liberada por finanzas y ya puede asignarse material.`,
    toastType: 'success',
    read: false,
  },
  {
    minutesAgo: 3 * HOUR,
    title: 'Orden retenida por sobregiro',
    message: (o) =>
      `La orden ${o} quedó retenida: el saldo abierto del cliente más esta orden supera su límite de crédito.`,
    toastType: 'error',
    read: false,
  },
  {
    minutesAgo: DAY + 2 * HOUR,
    title: 'Material asignado',
    message: (o) =>
      `Se asignaron lotes a todas las partidas de la orden ${o}; puede programarse el embarque.`,
    toastType: 'success',
    read: false,
  },
  {
    minutesAgo: DAY + 6 * HOUR,
    title: 'Transporte asignado',
    message: (o) => `El embarque de la orden ${o} ya tiene transporte asignado: tolva granelera de 35 t.`,
    toastType: 'info',
    read: true,
  },
  {
    minutesAgo: 2 * DAY + 3 * HOUR,
    title: 'Entrega sin transporte',
    message: (o) => `La orden ${o} se entrega mañana y su embarque todavía no tiene transporte asignado.`,
    toastType: 'warning',
    read: false,
  },
  {
    minutesAgo: 3 * DAY + 1 * HOUR,
    title: 'Factura cargada',
    message: (o) => `Se cargó la factura del embarque de la orden ${o}.`,
    toastType: 'success',
    read: true,
  },
  {
    minutesAgo: 4 * DAY + 5 * HOUR,
    title: 'Orden retenida por facturas vencidas',
    message: (o) => `La orden ${o} quedó retenida: el cliente tiene facturas vencidas sin pagar.`,
    toastType: 'error',
    read: false,
  },
  {
    minutesAgo: 5 * DAY + 2 * HOUR,
    title: 'Entrega confirmada',
    message: (o) => `La orden ${o} fue entregada; la remisión firmada quedó registrada.`,
    toastType: 'success',
    read: true,
  },
  {
    minutesAgo: 6 * DAY + 4 * HOUR,
    title: 'Orden creada',
    message: (o) => `Se creó la orden ${o}; espera la solicitud de liberación a finanzas.`,
    toastType: 'info',
    read: false,
  },
  {
    minutesAgo: 8 * DAY + 3 * HOUR,
    title: 'Entrega reprogramada',
    message: (o) =>
      `Operaciones cambió la fecha de entrega de la orden ${o}; revisa la nueva fecha en el detalle.`,
    toastType: 'warning',
    read: true,
  },
  {
    minutesAgo: 9 * DAY + 20 * HOUR,
    title: 'Pago registrado',
    message: (o) => `Se registró un pago que cubre el total con impuestos de la orden ${o}.`,
    toastType: 'success',
    read: false,
  },
];

/** Admins also see these (unread), which takes their badge past nine. */
const ADMINS_TOO: DemoNotification[] = [
  {
    minutesAgo: 40,
    title: 'Orden retenida por sobregiro y facturas vencidas',
    message: (o) =>
      `La orden ${o} quedó retenida: el cliente excede su límite de crédito y tiene facturas vencidas.`,
    toastType: 'error',
    read: false,
  },
  {
    minutesAgo: 2 * DAY + 7 * HOUR,
    title: 'Solicitud de liberación recibida',
    message: (o) => `Atención a clientes solicitó liberar la orden ${o} con autorización manual.`,
    toastType: 'info',
    read: false,
  },
];

/** Order numbers as the product shows them: the tenant's sequence, zero-padded to six digits. */
const orderNumber = (n: number) => String(n).padStart(6, '0');

export async function seedDemoNotifications(tx: Executor, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const roleOf = new Map(
    (
      await tx
        .select({ id: users.id, role: roles.name })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(inArray(users.id, userIds))
    ).map((u) => [u.id, u.role]),
  );
  const now = Date.now();
  const rows = userIds.flatMap((userId, u) => {
    const list = isAdminRole(roleOf.get(userId)) ? [...EVERYONE, ...ADMINS_TOO] : EVERYONE;
    // Each user sees different order numbers, as each follows different orders.
    return list.map((n, i) => {
      const createdAt = new Date(now - n.minutesAgo * 60_000);
      return {
        userId,
        title: n.title,
        message: n.message(orderNumber(120 + u * 17 + i)),
        toastType: n.toastType,
        createdAt,
        readAt: n.read ? new Date(createdAt.getTime() + 45 * 60_000) : null,
      };
    });
  });
  await tx.insert(userNotifications).values(rows);
}
