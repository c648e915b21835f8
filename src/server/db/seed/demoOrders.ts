/**
 * Demo orders: about forty in `main` and a few in `norte`, spread over every step of the lifecycle
 * and over this week and the next (Mexico City days, counted from the day the seed runs), so the
 * list tabs, the detail's stepper and the timeline all have something real on a fresh start.
 *
 * Each order belongs to one of the tenant's customers and to that customer's seller, exactly as an
 * order created through the API would (the rows come from `buildOrderRows`, the domain totals).
 * The proforma PDF is not rendered here (the seed has no file store): each order's sales_order
 * document is marked `updating` through the proforma contract, which queues its render job; the
 * job worker renders them once the app starts.
 *
 * Orders planned past MATERIAL_ASIGNADO are written at MATERIAL_ASIGNADO with the moments of the
 * rest of their story (`DemoOrdersResult.logistics`): their shipments, invoices, transport,
 * deliveries and payments are written later by the services themselves (`demoLogistics.ts`).
 */
import { inArray } from 'drizzle-orm';
import { businessDay } from '../../../domain/dates';
import {
  type Currency,
  type DeliveryModel,
  hasReached,
  type OpsStatus,
  type OpsStep,
} from '../../../domain/orders';
import { markProformaUpdating } from '../../modules/orders';
import type { Executor, Tx } from '../client';
import {
  orderComments,
  orderCounters,
  orderFinance,
  orderHistory,
  orderItems,
  orderPayments,
  orders,
} from '../schema';
import { type DemoLogisticsOrder, LOGISTICS_STEPS } from './demoLogistics';
import { loadOrderContext } from './orderContext';
import { addDays, buildOrderRows, type NewOrderComment, type OrderRows, stepsUpTo } from './orderRows';
import { type Random, seededRandom } from './random';
import { type FinanceActors, financeRowsOf } from './scaleFinance';

const HOUR_MS = 3_600_000;

/** How many demo orders of each status, per tenant. */
export const DEMO_ORDER_STATUSES: Record<'main' | 'norte', Partial<Record<OpsStatus, number>>> = {
  main: {
    ORDEN_CREADA: 6,
    EFIRMA_CLIENTE: 1,
    ORDEN_RETENIDA: 3,
    APROBADO_POR_FINANZAS: 5,
    MATERIAL_ASIGNADO: 4,
    'EMBARCADO/PROGRAMADO': 4,
    FACTURADO: 3,
    TRANSPORTE_ASIGNADO: 3,
    ORDEN_ENTREGADA: 4,
    PAGADO: 4,
    ORDEN_CANCELADA: 3,
  },
  norte: {
    ORDEN_CREADA: 2,
    APROBADO_POR_FINANZAS: 2,
    MATERIAL_ASIGNADO: 1,
    FACTURADO: 1,
    ORDEN_ENTREGADA: 1,
    ORDEN_CANCELADA: 1,
  },
};

/** Done statuses are delivered in the days before today; the rest are due today or later. */
const DELIVERED: readonly OpsStatus[] = ['ORDEN_ENTREGADA', 'PAGADO'];
/**
 * The first order of each of these statuses runs late: its shipment was due before today and is
 * not delivered, so the late orders and the pending deliveries have real rows.
 */
const LATE: readonly OpsStatus[] = ['EMBARCADO/PROGRAMADO', 'TRANSPORTE_ASIGNADO'];
/** The second order of each of these statuses is planned in two shipments. */
const TWO_SHIPMENTS: readonly OpsStatus[] = ['EMBARCADO/PROGRAMADO', 'TRANSPORTE_ASIGNADO', 'PAGADO'];
const isLogisticsStep = (s: OpsStatus): s is DemoLogisticsOrder['target'] =>
  (LOGISTICS_STEPS as readonly OpsStatus[]).includes(s);

/** Short comments people leave on orders: who writes them and the step the order must have reached. */
const DEMO_COMMENTS: { role: string; after: OpsStep; text: string }[] = [
  {
    role: 'seller',
    after: 'ORDEN_CREADA',
    text: 'El cliente pide que la entrega sea antes de las 14:00, la planta cierra recepción temprano.',
  },
  {
    role: 'finance.credit',
    after: 'APROBADO_POR_FINANZAS',
    text: 'Se revisó el saldo del cliente; queda dentro de su línea de crédito.',
  },
  {
    role: 'operation',
    after: 'MATERIAL_ASIGNADO',
    text: 'Material separado en el almacén de Querétaro, listo para carga.',
  },
  {
    role: 'seller',
    after: 'ORDEN_CREADA',
    text: 'Confirmado con compras del cliente: aceptan super saco en lugar de saco.',
  },
  {
    role: 'customer.service',
    after: 'ORDEN_CREADA',
    text: 'El cliente solicitó copia de la proforma por correo; enviada.',
  },
  {
    role: 'operation',
    after: 'ORDEN_ENTREGADA',
    text: 'La unidad llegó a las 9:30; descarga sin incidencias.',
  },
];

/** Mexico City is UTC-6 all year (no daylight saving since 2022): a local hour on a day. */
function localTime(day: string, hour: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (hour + 6) * HOUR_MS);
}

export interface DemoOrdersResult {
  orders: number;
  comments: number;
  /**
   * The orders planned past MATERIAL_ASIGNADO, written at MATERIAL_ASIGNADO: `demoLogistics.ts`
   * takes each to its status through the logistics services once its lots are promised.
   */
  logistics: DemoLogisticsOrder[];
}

/**
 * When each step of an order's story happened (from APROBADO_POR_FINANZAS on): a delivered order's
 * steps before delivery spread between its creation and the delivery, its payment after it; an
 * open order's steps spread between its creation and `end`.
 */
function stepMoments(
  status: OpsStatus,
  createdAt: Date,
  end: Date,
  now: Date,
  random: Random,
): { step: OpsStatus; at: Date }[] {
  const steps = stepsUpTo(status);
  const spread = (list: OpsStatus[], until: Date, parts: number) =>
    list.map((step, k) => ({
      step,
      at: new Date(
        createdAt.getTime() + Math.round(((until.getTime() - createdAt.getTime()) * (k + 1)) / parts),
      ),
    }));
  if (!DELIVERED.includes(status)) return spread(steps, end, steps.length);
  const before = steps.filter((s) => !DELIVERED.includes(s));
  const out = [...spread(before, end, before.length + 1), { step: 'ORDEN_ENTREGADA' as OpsStatus, at: end }];
  if (status === 'PAGADO') {
    const room = Math.max(0, now.getTime() - 10 * 60_000 - end.getTime());
    out.push({
      step: 'PAGADO',
      at: new Date(end.getTime() + Math.min(room, 10 * 60_000 + random.next() * room)),
    });
  }
  return out;
}

/**
 * Writes the demo orders of the transaction's tenant (customers, sellers, products and pricing must
 * already be there) and moves the order counter past them.
 */
export async function seedDemoOrders(
  tx: Tx,
  tenant: { id: string; slug: string; externalErp: boolean },
  options: { proformas: boolean; now?: Date } = { proformas: true },
): Promise<DemoOrdersResult> {
  const now = options.now ?? new Date();
  const plan = DEMO_ORDER_STATUSES[tenant.slug as keyof typeof DEMO_ORDER_STATUSES];
  if (!plan) return { orders: 0, comments: 0, logistics: [] };
  const context = await loadOrderContext(tx);
  const customers = context.customers.filter((c) => c.sellerId);
  if (customers.length === 0 || context.products.length === 0)
    return { orders: 0, comments: 0, logistics: [] };
  const random = seededRandom(tenant.slug === 'main' ? 5 : 7);
  const today = businessDay(now);
  const staff = (role: string) => context.staff.get(role) ?? null;
  const actors = {
    ORDEN_RETENIDA: null, // the automatic credit check retains
    APROBADO_POR_FINANZAS: staff('finance.credit'),
    MATERIAL_ASIGNADO: staff('operation'),
    'EMBARCADO/PROGRAMADO': staff('operation'),
    TRANSPORTE_ASIGNADO: staff('operation'),
    FACTURADO: staff('finance.treasury'),
    ORDEN_ENTREGADA: staff('operation'),
    PAGADO: staff('finance.treasury'),
  };

  const statuses = (Object.entries(plan) as [OpsStatus, number][]).flatMap(([s, n]) =>
    Array.from({ length: n }, () => s),
  );
  const seen = new Map<OpsStatus, number>();
  const specs = statuses.map((status, i) => {
    const nth = seen.get(status) ?? 0;
    seen.set(status, nth + 1);
    const customer = customers[i % customers.length]!;
    const delivered = DELIVERED.includes(status);
    const late = nth === 0 && LATE.includes(status);
    // Delivered ones in the last six days, late ones in the last three; the others from today to
    // the end of next week.
    const deliveryDate = delivered
      ? addDays(today, -random.int(0, 6))
      : late
        ? addDays(today, -random.int(1, 3))
        : addDays(today, random.int(0, 9));
    const createdDay = [addDays(deliveryDate, -random.int(delivered || late ? 3 : 1, 8)), today].sort()[0]!;
    let createdAt = new Date(localTime(createdDay, random.int(8, 17)).getTime() + random.int(0, 59) * 60_000);
    if (createdAt.getTime() > now.getTime() - HOUR_MS) {
      createdAt = new Date(now.getTime() - random.int(1, 20) * HOUR_MS - random.int(0, 59) * 60_000);
    }
    // Delivered at midday (or a little before now); a late order's steps all came before its due day.
    const statusAt = delivered
      ? new Date(Math.min(localTime(deliveryDate, random.int(10, 14)).getTime(), now.getTime() - 2 * HOUR_MS))
      : late
        ? localTime(addDays(deliveryDate, -1), 16)
        : new Date(createdAt.getTime() + random.next() * (now.getTime() - createdAt.getTime()));
    const moments = stepMoments(status, createdAt, statusAt, now, random);
    const shipments = nth === 1 && TWO_SHIPMENTS.includes(status) ? 2 : 1;
    return { status, customer, i, nth, deliveryDate, createdAt, statusAt, moments, shipments };
  });
  // Paid in advance, a delivered order is PAGADO at once: an ORDEN_ENTREGADA order of an
  // advance-payment customer trades customers with a credit customer's paid order (the last ones
  // first), so the counts stay and a paid order or two show a payment made before delivery.
  const paidOnCredit = specs
    .filter((s) => s.status === 'PAGADO' && s.customer.paymentTerm !== 'ADVANCE_PAYMENT')
    .reverse();
  for (const s of specs) {
    if (s.status !== 'ORDEN_ENTREGADA' || s.customer.paymentTerm !== 'ADVANCE_PAYMENT') continue;
    const other = paidOnCredit.shift();
    if (other) [s.customer, other.customer] = [other.customer, s.customer];
  }
  // Numbers follow creation time, as the counter hands them out.
  specs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const built: OrderRows[] = specs.map((spec, n) => {
    const { status, customer, i, deliveryDate, createdAt, moments, shipments } = spec;
    // Past MATERIAL_ASIGNADO, the order is written there: logistics takes it further.
    const written: OpsStatus = isLogisticsStep(status) ? 'MATERIAL_ASIGNADO' : status;
    const statusAt = moments.find((m) => m.step === written)?.at ?? spec.statusAt;
    const currency: Currency = i % 3 === 2 ? 'MXN' : 'USD';
    const deliveryModel: DeliveryModel = i % 4 === 1 || !customer.addressId ? 'PICKUP' : 'DELIVERY_PARTNER';
    const products = [...context.products].sort(() => random.next() - 0.5).slice(0, 1 + (i % 3));
    return buildOrderRows(
      {
        tenantId: tenant.id,
        number: n + 1,
        externalId: tenant.externalErp && status !== 'ORDEN_CREADA' ? `NX-${String(4100 + n)}` : null,
        purchaseOrderId: i % 2 === 0 ? `OC-2026-${String(310 + n).padStart(4, '0')}` : null,
        customer,
        sellerId: customer.sellerId,
        createdById: customer.sellerId!,
        currency,
        deliveryModel,
        addressId: deliveryModel === 'DELIVERY_PARTNER' ? customer.addressId : null,
        deliveryDate,
        shipments,
        paymentTerm: customer.paymentTerm,
        creditDays: customer.creditDays,
        opsStatus: written,
        pricing: context.pricing,
        items: products.map((product, k) => {
          const packagingType = product.packagingTypes[(i + k) % product.packagingTypes.length]!;
          const kg = packagingType === 'BAG' ? random.int(20, 400) * 25 : random.int(2, 30) * 1000;
          const usd = random.int(180, 1200) / 1000;
          return {
            product,
            packagingType,
            quantityKg: String(kg),
            price: currency === 'USD' ? usd.toFixed(3) : (usd * 18.5).toFixed(2),
          };
        }),
        createdAt,
        statusAt,
        comments: i % 5 === 0 ? 'Entregar con hoja de seguridad del material.' : null,
        cancellation: {
          reasonId: context.cancelReasonIds[i % Math.max(1, context.cancelReasonIds.length)] ?? null,
          other: context.cancelReasonIds.length ? null : 'El cliente pospuso su proyecto.',
          byId: customer.sellerId,
        },
        actors,
      },
      'steps',
    );
  });
  const logistics: DemoLogisticsOrder[] = specs.flatMap((spec, n) => {
    const target = spec.status;
    if (!isLogisticsStep(target)) return [];
    return [
      {
        orderId: built[n]!.order.id!,
        target,
        moments: spec.moments.filter((m) => isLogisticsStep(m.step)).map((m) => m.at),
        deliveryDay: DELIVERED.includes(target) ? businessDay(spec.statusAt) : spec.deliveryDate,
        planned: spec.shipments,
        creditNote: target === 'ORDEN_ENTREGADA' && spec.nth === 0,
      },
    ];
  });
  /** Where each order's story ends, and when (the comments speak of that). */
  const finalOf = new Map(
    specs.map((spec, n) => [
      built[n]!.order.id!,
      { status: spec.status, at: spec.moments.at(-1)?.at ?? spec.statusAt },
    ]),
  );
  for (const r of built) {
    const retained = r.history.find((h) => h.toStatus === 'ORDEN_RETENIDA');
    if (retained) retained.data = { reason: 'overdraft' };
  }

  await tx.insert(orders).values(built.map((r) => r.order));
  await tx.insert(orderItems).values(built.flatMap((r) => r.items));
  await tx.insert(orderHistory).values(built.flatMap((r) => r.history));
  await seedReleasedFinance(tx, built, seededRandom(tenant.slug === 'main' ? 11 : 13), now, {
    credit: staff('finance.credit'),
    treasury: staff('finance.treasury'),
  });
  if (options.proformas) for (const r of built) await markProformaUpdating(tx, r.order.id!);

  const comments: NewOrderComment[] = [];
  const commented = new Set<string>();
  DEMO_COMMENTS.forEach((c, k) => {
    // Newest orders first, a different one each time, at the step the comment talks about.
    const r = [...built]
      .reverse()
      .slice(k)
      .find((o) => hasReached(finalOf.get(o.order.id!)!.status, c.after) && !commented.has(o.order.id!));
    const userId = c.role === 'seller' ? r?.order.sellerId : staff(c.role);
    if (!r || !userId) return;
    commented.add(r.order.id!);
    const at = new Date(Math.min(finalOf.get(r.order.id!)!.at.getTime(), now.getTime() - 10 * 60_000));
    comments.push({ tenantId: tenant.id, orderId: r.order.id!, userId, comment: c.text, createdAt: at });
  });
  if (comments.length) await tx.insert(orderComments).values(comments);

  await tx
    .insert(orderCounters)
    .values({ tenantId: tenant.id, lastNumber: built.length })
    .onConflictDoUpdate({ target: orderCounters.tenantId, set: { lastNumber: built.length } });
  return { orders: built.length, comments: comments.length, logistics };
}

/** Statuses whose finance side the demo's own finance data (`demoInvoices.ts`) writes, or that have none. */
const FINANCE_SEEDED_ELSEWHERE: readonly OpsStatus[] = [
  'ORDEN_CREADA',
  'EFIRMA_CLIENTE',
  'ORDEN_RETENIDA',
  'ORDEN_CANCELADA',
];

/**
 * Released-and-later orders carry how they were released (the request, the check, finance's
 * decision; an advance payment validated with its payment), as the scale generator writes them, so
 * the finance panel of any demo order tells its real story. Orders past MATERIAL_ASIGNADO are
 * written there, so nothing here invoices them or pays them after delivery: their invoices and
 * payments are recorded by the billing and payment services (`demoLogistics.ts`).
 */
async function seedReleasedFinance(
  tx: Executor,
  built: OrderRows[],
  random: Random,
  now: Date,
  actors: FinanceActors,
): Promise<void> {
  const rows = built
    .filter((r) => !FINANCE_SEEDED_ELSEWHERE.includes(r.order.opsStatus as OpsStatus))
    .map((r) => financeRowsOf(r.order, random, now, actors));
  const finance = rows.flatMap((r) => (r.finance ? [r.finance] : []));
  const payments = rows.flatMap((r) => (r.payment ? [r.payment] : []));
  if (finance.length) await tx.insert(orderFinance).values(finance);
  if (payments.length) {
    await tx.insert(orderPayments).values(payments);
    // Paid in advance in full: the order's payment status says so, as registering the payment would.
    await tx
      .update(orders)
      .set({ paymentStatus: 'PAID' })
      .where(
        inArray(
          orders.id,
          payments.map((p) => p.orderId),
        ),
      );
  }
}
