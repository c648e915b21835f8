/**
 * Demo finance data of `main`: open invoices for a few customers (some overdue, one customer close
 * to its credit limit; opening balances from the ERP, see `INVOICES`) so the automatic credit check
 * has real cases to show, and finance states on
 * some demo orders so every finance queue has something on a fresh start:
 * - the retained demo orders carry their reject reason (overdraft), for the retained queue's badge;
 * - two created credit orders have a release request (one answered-late, resendable, 4 days old),
 *   each with the credit check it got, in "release missing" for Crédito.
 * Runs after the demo orders, in the tenant's transaction; other tenants get nothing here.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { businessDay } from '../../../domain/dates';
import { runCreditCheck } from '../../modules/finance';
import type { Executor } from '../client';
import { customerInvoices, customers, orderFinance, orderHistory, orders } from '../schema';
import { addDays } from './orderRows';

const DAY_MS = 86_400_000;

interface DemoInvoice {
  company: string;
  number: string;
  daysAgo: number;
  currency: 'USD' | 'MXN';
  total: string;
  paid: string;
}

/**
 * Opening balances from the ERP: invoices of deliveries made before the demo's orders (weeks ago,
 * beyond the demo orders' two weeks), with no order or shipment here. They stay hand-made because
 * their amounts and ages are what the credit checks need (overdue for Cerámica and Fundiciones,
 * Pinturas close to its limit); the demo orders' own invoices are recorded per shipment by the
 * billing service (`demoLogistics.ts`) and add to these balances as real use would.
 *
 * Credit days of these customers (demoData): Cerámica 30, Pinturas 45, Fundiciones 15, Vidriera 60.
 */
const INVOICES: DemoInvoice[] = [
  // Overdue: 52 days against 30 credit days.
  {
    company: 'Cerámica Industrial de Querétaro S.A. de C.V.',
    number: 'FAC-A-1021',
    daysAgo: 52,
    currency: 'USD',
    total: '12400.00',
    paid: '0',
  },
  {
    company: 'Cerámica Industrial de Querétaro S.A. de C.V.',
    number: 'FAC-A-1088',
    daysAgo: 12,
    currency: 'USD',
    total: '18950.00',
    paid: '5000.00',
  },
  // Close to its 80,000 USD limit, nothing overdue: any further order is an overdraft.
  {
    company: 'Pinturas y Recubrimientos de León S.A. de C.V.',
    number: 'FAC-A-1042',
    daysAgo: 30,
    currency: 'USD',
    total: '41200.00',
    paid: '0',
  },
  {
    company: 'Pinturas y Recubrimientos de León S.A. de C.V.',
    number: 'FAC-A-1097',
    daysAgo: 8,
    currency: 'USD',
    total: '36500.00',
    paid: '0',
  },
  // Overdue, invoiced in pesos: 20 days against 15.
  {
    company: 'Fundiciones Aguascalientes S.A. de C.V.',
    number: 'FAC-B-0310',
    daysAgo: 20,
    currency: 'MXN',
    total: '215000.00',
    paid: '80000.00',
  },
  // Paid in full: not open, never counted.
  {
    company: 'Vidriera del Norte de Saltillo S.A. de C.V.',
    number: 'FAC-A-0977',
    daysAgo: 70,
    currency: 'USD',
    total: '22300.00',
    paid: '22300.00',
  },
];

export async function seedDemoInvoices(
  tx: Executor,
  tenantSlug: string,
  now: Date = new Date(),
): Promise<void> {
  if (tenantSlug !== 'main') return;
  const today = businessDay(now);
  const named = await tx
    .select({ id: customers.id, companyName: customers.companyName })
    .from(customers)
    .where(inArray(customers.companyName, [...new Set(INVOICES.map((i) => i.company))]));
  const idOf = new Map(named.map((c) => [c.companyName, c.id]));
  const rows = INVOICES.filter((i) => idOf.has(i.company)).map((i) => ({
    customerId: idOf.get(i.company)!,
    number: i.number,
    invoiceDate: addDays(today, -i.daysAgo),
    currency: i.currency,
    totalWithIva: i.total,
    netWithIva: i.total,
    paidAmount: i.paid,
  }));
  if (rows.length) await tx.insert(customerInvoices).values(rows);
  await seedRetainedReasons(tx);
  await seedReleaseRequests(tx, now);
}

/** The demo's retained orders were retained for overdraft (their history says so). */
async function seedRetainedReasons(tx: Executor): Promise<void> {
  const retained = await tx
    .select({ id: orders.id, updatedAt: orders.updatedAt })
    .from(orders)
    .where(eq(orders.opsStatus, 'ORDEN_RETENIDA'));
  if (retained.length === 0) return;
  await tx.insert(orderFinance).values(
    retained.map((o) => ({
      orderId: o.id,
      rejectReasons: [{ actionType: 'REJECTED_OVERDRAFT', at: o.updatedAt.toISOString(), byId: null }],
      decidedAt: o.updatedAt,
    })),
  );
}

/**
 * Two created credit orders wait for Crédito: one asked today, one 4 days ago (resendable). Only
 * orders the check does not approve: an approved request is released at once, never left waiting.
 */
async function seedReleaseRequests(tx: Executor, now: Date): Promise<void> {
  const candidates = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.opsStatus, 'ORDEN_CREADA'), eq(orders.paymentTerm, 'CREDIT')))
    .orderBy(asc(orders.number));
  let seeded = 0;
  for (const order of candidates) {
    if (seeded === 2) return;
    const at = new Date(now.getTime() - (seeded === 0 ? 2 * 3_600_000 : 4 * DAY_MS));
    const { check, view } = await runCreditCheck(tx, order, false, at);
    if (check.result === 'approvedForRelease') continue;
    seeded += 1;
    await tx.insert(orderFinance).values({
      orderId: order.id,
      releaseRequestedAt: at,
      releaseRequestedById: order.sellerId,
      creditCheckResult: check.result,
      creditCheck: { ...view, checkedAt: at.toISOString() },
      creditCheckedAt: at,
      isApprovedForRelease: false,
    });
    await tx.insert(orderHistory).values([
      {
        orderId: order.id,
        userId: order.sellerId,
        event: 'releaseRequested',
        data: { resend: false },
        createdAt: at,
      },
      { orderId: order.id, userId: null, event: 'creditChecked', data: { ...view }, createdAt: at },
    ]);
  }
}
