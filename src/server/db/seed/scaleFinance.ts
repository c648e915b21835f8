/**
 * The finance side of generated orders, consistent with the finance workflow's own writes
 * (`modules/finance/requests.ts`, `decisions.ts`, `orderStatus.ts`), so every finance queue holds
 * a realistic share of a large tenant and each order sits in the queue `financeQueueOf` says:
 *
 * - awaiting finance (created or e-signed): a third of the credit orders have a release request
 *   (its automatic check rejected it: an approved request is released at once), dated 0–5 days
 *   before the delivery date or today, so a good part can be sent again (≥ 3 days); advance-payment
 *   orders have a payment validation requested, or validated (with its payment), and some of those
 *   a release request on top; the rest has nothing asked yet (no row, as in production);
 * - retained: finance's decision with one or two reject reasons, the requests cleared, now and then
 *   finance's own words;
 * - released and later: how it was released (the check approved it, or finance did after a
 *   request), advance payments validated and paid;
 * - invoiced and later: the customer's invoice, paid when the order is paid or long past its credit
 *   days (a few stay overdue), else open or partly paid — what the credit check reads.
 *
 * Pure: the caller inserts the rows. It draws from its own random source so the orders themselves
 * stay the same as before finance data was added.
 */
import { Decimal } from 'decimal.js';
import { businessDay } from '../../../domain/dates';
import type { customerInvoices, orderFinance, orderPayments, StoredRejectReason } from '../schema';
import type { NewOrder } from './orderRows';
import type { Random } from './random';

export type NewOrderFinance = typeof orderFinance.$inferInsert;
export type NewOrderPayment = typeof orderPayments.$inferInsert;
export type NewCustomerInvoice = typeof customerInvoices.$inferInsert;

export interface FinanceRows {
  finance: NewOrderFinance | null;
  payment: NewOrderPayment | null;
  invoice: NewCustomerInvoice | null;
}

export interface FinanceActors {
  /** Credit (release and retention decisions). */
  credit: string | null;
  /** Treasury (payment validations). */
  treasury: string | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const AWAITING = new Set(['ORDEN_CREADA', 'EFIRMA_CLIENTE']);
const INVOICED = new Set(['FACTURADO', 'TRANSPORTE_ASIGNADO', 'ORDEN_ENTREGADA', 'PAGADO']);
const REJECTED_CHECKS = [
  'rejectedOverdraft',
  'rejectedOverdueInvoices',
  'rejectedOverdraftAndOverdueInvoices',
];
const REASONS_OF_CHECK: Record<string, StoredRejectReason['actionType'][]> = {
  rejectedOverdraft: ['REJECTED_OVERDRAFT'],
  rejectedOverdueInvoices: ['REJECTED_OVERDUE_INVOICES'],
  rejectedOverdraftAndOverdueInvoices: ['REJECTED_OVERDUE_INVOICES', 'REJECTED_OVERDRAFT'],
};
/** Finance's own words on some retentions (reasonRejected wins over the reason codes). */
const RETENTION_NOTES = [
  'Cliente con saldo vencido; liberar al recibir el pago de la factura anterior.',
  'Línea de crédito rebasada; solicitar anticipo del 50 %.',
  'Pendiente de actualizar documentos de crédito del cliente.',
];

/** An instant between two others (the first when they are reversed). */
function between(random: Random, from: Date, to: Date): Date {
  const span = to.getTime() - from.getTime();
  return new Date(from.getTime() + (span > 0 ? random.next() * span : 0));
}

/** A request made 0–5 days before `end`, never before the order existed. */
function requestedBefore(random: Random, order: NewOrder, end: Date): Date {
  const createdAt = order.createdAt as Date;
  const at = new Date(end.getTime() - random.next() * 5 * DAY_MS);
  return at < createdAt ? new Date(createdAt.getTime() + HOUR_MS) : at;
}

function awaitingFinance(order: NewOrder, random: Random, now: Date, actors: FinanceActors): FinanceRows {
  const none: FinanceRows = { finance: null, payment: null, invoice: null };
  const deliveryAt = new Date(Date.parse(`${order.deliveryDate}T18:00:00Z`));
  const end = deliveryAt < now ? deliveryAt : now;
  const releaseRequest = () => {
    const at = requestedBefore(random, order, end);
    return {
      releaseRequestedAt: at,
      releaseRequestedById: order.sellerId ?? null,
      // Still waiting: the automatic check did not approve it (else it would have been released).
      creditCheckResult: random.pick(REJECTED_CHECKS),
      creditCheckedAt: at,
      updatedAt: at,
    };
  };
  if (order.paymentTerm !== 'ADVANCE_PAYMENT') {
    if (!random.chance(0.35)) return none;
    return { ...none, finance: { orderId: order.id!, tenantId: order.tenantId, ...releaseRequest() } };
  }
  const roll = random.weighted({ nothing: 45, requested: 30, validated: 25 });
  if (roll === 'nothing') return none;
  const paymentRequestedAt = requestedBefore(random, order, end);
  const finance: NewOrderFinance = {
    orderId: order.id!,
    tenantId: order.tenantId,
    paymentRequestedAt,
    paymentRequestedById: order.sellerId ?? null,
    updatedAt: paymentRequestedAt,
  };
  if (roll === 'requested') return { ...none, finance };
  const validatedAt = between(
    random,
    paymentRequestedAt,
    new Date(Math.min(now.getTime(), paymentRequestedAt.getTime() + 2 * DAY_MS)),
  );
  const paid = paymentInFull(order, validatedAt, actors);
  const validated: NewOrderFinance = {
    ...finance,
    isPaymentValidated: true,
    paymentValidatedAt: validatedAt,
    paymentValidatedById: actors.treasury,
    paidAmount: order.totalWithTaxes,
    updatedAt: validatedAt,
  };
  // Some sellers already asked credit for the release after the payment was validated.
  if (random.chance(0.4)) {
    const request = releaseRequest();
    const at = new Date(Math.max(request.releaseRequestedAt.getTime(), validatedAt.getTime()));
    return {
      ...none,
      payment: paid,
      finance: { ...validated, ...request, releaseRequestedAt: at, creditCheckedAt: at, updatedAt: at },
    };
  }
  return { ...none, payment: paid, finance: validated };
}

/** A payment of the whole total with taxes, registered by treasury at `at` (no receipt file in generated data). */
export function paymentInFull(
  order: NewOrder,
  at: Date,
  actors: Pick<FinanceActors, 'treasury'>,
): NewOrderPayment {
  return {
    tenantId: order.tenantId,
    orderId: order.id!,
    amount: order.totalWithTaxes,
    paymentDate: businessDay(at),
    receiptDocumentId: null,
    createdById: actors.treasury,
    createdAt: at,
  };
}

function retained(order: NewOrder, random: Random, actors: FinanceActors): NewOrderFinance {
  const decidedAt = order.updatedAt as Date;
  const check = random.pick(REJECTED_CHECKS);
  const codes = REASONS_OF_CHECK[check]!;
  // Now and then retained before, requested again and retained again.
  const earlier: StoredRejectReason[] = random.chance(0.15)
    ? [
        {
          actionType: 'REJECTED_OVERDRAFT',
          at: new Date(decidedAt.getTime() - 3 * DAY_MS).toISOString(),
          byId: actors.credit,
        },
      ]
    : [];
  return {
    orderId: order.id!,
    tenantId: order.tenantId,
    // Retaining clears the requests, so the seller can ask again.
    releaseRequestedAt: null,
    paymentRequestedAt: null,
    creditCheckResult: check,
    creditCheckedAt: decidedAt,
    isApprovedForRelease: false,
    reasonRejected: random.chance(0.1) ? random.pick(RETENTION_NOTES) : null,
    rejectReasons: [
      ...earlier,
      ...codes.map((actionType) => ({ actionType, at: decidedAt.toISOString(), byId: actors.credit })),
    ],
    decidedAt,
    decidedById: actors.credit,
    updatedAt: decidedAt,
  };
}

function released(order: NewOrder, random: Random, actors: FinanceActors): FinanceRows {
  const createdAt = order.createdAt as Date;
  const lastChange = order.updatedAt as Date;
  // Released some time between creation and the current status (which may be the release itself).
  const releasedAt =
    order.opsStatus === 'APROBADO_POR_FINANZAS' ? lastChange : between(random, createdAt, lastChange);
  const requestedAt = between(random, createdAt, releasedAt);
  const advance = order.paymentTerm === 'ADVANCE_PAYMENT';
  const automatic = random.chance(0.6);
  const finance: NewOrderFinance = {
    orderId: order.id!,
    tenantId: order.tenantId,
    releaseRequestedAt: requestedAt,
    releaseRequestedById: order.sellerId ?? null,
    creditCheckResult: automatic ? 'approvedForRelease' : random.pick(REJECTED_CHECKS),
    creditCheckedAt: requestedAt,
    isApprovedForRelease: automatic,
    decidedAt: releasedAt,
    decidedById: automatic ? null : actors.credit,
    updatedAt: releasedAt,
  };
  if (!advance) return { finance, payment: null, invoice: null };
  // An advance-payment order is never released before its payment is validated.
  const validatedAt = between(random, createdAt, requestedAt);
  return {
    finance: {
      ...finance,
      paymentRequestedAt: validatedAt,
      paymentRequestedById: order.sellerId ?? null,
      isPaymentValidated: true,
      paymentValidatedAt: validatedAt,
      paymentValidatedById: actors.treasury,
      paidAmount: order.totalWithTaxes,
    },
    payment: paymentInFull(order, validatedAt, actors),
    invoice: null,
  };
}

function invoiceOf(order: NewOrder, random: Random, now: Date): NewCustomerInvoice {
  const createdAt = order.createdAt as Date;
  const lastChange = order.updatedAt as Date;
  const invoicedAt = order.opsStatus === 'FACTURADO' ? lastChange : between(random, createdAt, lastChange);
  const total = new Decimal(order.totalWithTaxes);
  const dueAt = invoicedAt.getTime() + (order.creditDays ?? 0) * DAY_MS;
  const ageAfterDue = (now.getTime() - dueAt) / DAY_MS;
  // Paid orders and prepaid ones are settled; long past due most are too, a few stay overdue.
  const settled =
    order.opsStatus === 'PAGADO' ||
    order.paymentTerm === 'ADVANCE_PAYMENT' ||
    (ageAfterDue > 30 && random.chance(0.97));
  const paid = settled
    ? total
    : random.chance(0.2)
      ? total.times(random.int(2, 8)).dividedBy(10).toDecimalPlaces(2)
      : new Decimal(0);
  return {
    tenantId: order.tenantId,
    customerId: order.customerId,
    orderId: order.id!,
    number: `FAC-E-${String(order.number).padStart(7, '0')}`,
    invoiceDate: businessDay(invoicedAt),
    currency: order.currency,
    totalWithIva: total.toFixed(2),
    netWithIva: total.toFixed(2),
    paidAmount: paid.toFixed(2),
    createdAt: invoicedAt,
  };
}

/** The finance rows of one generated order (built by `buildOrderRows`). */
export function financeRowsOf(
  order: NewOrder,
  random: Random,
  now: Date,
  actors: FinanceActors,
): FinanceRows {
  const status = order.opsStatus ?? 'ORDEN_CREADA';
  if (status === 'ORDEN_CANCELADA') return { finance: null, payment: null, invoice: null };
  if (status === 'ORDEN_RETENIDA')
    return { finance: retained(order, random, actors), payment: null, invoice: null };
  if (AWAITING.has(status)) return awaitingFinance(order, random, now, actors);
  const releasedRows = released(order, random, actors);
  // PAGADO means the transactions cover the total: a credit order's payment came after delivery.
  const rows =
    status === 'PAGADO' && !releasedRows.payment
      ? {
          ...releasedRows,
          finance: releasedRows.finance && { ...releasedRows.finance, paidAmount: order.totalWithTaxes },
          payment: paymentInFull(order, order.updatedAt as Date, actors),
        }
      : releasedRows;
  return INVOICED.has(status) && order.requiredInvoice !== false
    ? { ...rows, invoice: invoiceOf(order, random, now) }
    : rows;
}
