/**
 * The demo's logistics: the orders past MATERIAL_ASIGNADO (written there by `demoOrders.ts`, their
 * lots promised by `demoInventory.ts`) are driven to their planned status by the same services the
 * API calls — shipments, invoices, transport, delivery confirmations, credit notes and payments —
 * each by the demo staff member who does that step (operations, treasury), acting at the moment it
 * happened in the demo's story. The status, the order page's logistics section, the pending
 * deliveries and the late orders therefore agree, as they would after real use.
 *
 * The services stamp the database clock on the rows they write (timeline, ledger, shipments,
 * invoices, payments); each step's rows are dated back to its moment afterwards, as
 * `demoInventory.ts` does for the ledger, so the timeline reads in the order things happened.
 */
import { Decimal } from 'decimal.js';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { businessDay } from '../../../domain/dates';
import { paymentBodySchema } from '../../../domain/finance/views';
import { confirmDeliverySchema } from '../../../domain/logistics/delivery';
import { creditNoteInputSchema, invoiceInputSchema } from '../../../domain/logistics/invoices';
import { shipmentCreateSchema } from '../../../domain/logistics/shipments';
import { type Currency, hasReached, type OpsStatus } from '../../../domain/orders';
import type { MoneySummaryValues } from '../../../domain/orders/views';
import { type Actor, createActor } from '../../actor';
import { registerPayment } from '../../modules/finance';
import {
  addCreditNote,
  assignTransport,
  confirmDelivery,
  createShipment,
  orderAmountDue,
  saveInvoice,
} from '../../modules/logistics';
import { findRoleByName, permissionsOfRole } from '../../modules/users';
import { rowsOf, type Tx } from '../client';
import {
  customerInvoices,
  inventoryLots,
  inventoryMovements,
  invoiceCreditNotes,
  jobs,
  orderAllocations,
  orderDocuments,
  orderHistory,
  orderPayments,
  orderShipments,
  orders,
  roles,
  transportProviders,
  users,
  vehicleTypes,
} from '../schema';
import { addDays } from './orderRows';
import { type Random, seededRandom } from './random';

/** The steps logistics takes an order through, after MATERIAL_ASIGNADO. */
export const LOGISTICS_STEPS = [
  'EMBARCADO/PROGRAMADO',
  'FACTURADO',
  'TRANSPORTE_ASIGNADO',
  'ORDEN_ENTREGADA',
  'PAGADO',
] as const satisfies readonly OpsStatus[];
type LogisticsStep = (typeof LOGISTICS_STEPS)[number];

export interface DemoLogisticsOrder {
  orderId: string;
  /** Where its story ends. */
  target: LogisticsStep;
  /** When each step from EMBARCADO/PROGRAMADO up to the target happened, in step order. */
  moments: Date[];
  /** The day its shipments are scheduled for (for a delivered order, the day it arrived). */
  deliveryDay: string;
  /** Orders planned in two shipments: the first carries about half of each lot. */
  planned: number;
  /** A delivered order whose invoice got a credit note (a discount agreed at delivery). */
  creditNote: boolean;
}

const MINUTE_MS = 60_000;
const PLATE_STATES = ['QRO', 'GTO', 'AGS', 'SLP', 'JAL', 'NL', 'COA'];
const DRIVERS = [
  'José Luis Hernández Ortiz',
  'Miguel Ángel Torres Ruiz',
  'Juan Carlos Ramírez Soto',
  'Francisco Javier Morales Luna',
  'Ricardo Sánchez Vega',
  'Arturo Mendoza Ríos',
];
const PROVIDERS = ['Transportes del Bajío', 'Fletes y Carga del Centro'];

/** One demo user of a role, able to act through the services at any moment of the story. */
interface Staff {
  actorAt(now: Date): Actor;
  id: string;
}

async function staffOf(tx: Tx, tenant: DemoTenantRef, role: string): Promise<Staff | null> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(roles.name, role))
    .orderBy(asc(users.email))
    .limit(1);
  const roleRow = await findRoleByName(tx, role);
  if (!user || !roleRow) return null;
  const permissions = await permissionsOfRole(tx, roleRow.id);
  const claims = { sub: user.id, tenant: tenant.slug, tenantId: tenant.id, role, permissions };
  return { id: user.id, actorAt: (now) => createActor({ claims, tenant, locale: 'es', now }) };
}

export interface DemoTenantRef {
  id: string;
  slug: string;
  name: string;
}

const money = (d: Decimal) => d.toFixed(2);

interface Story {
  tx: Tx;
  operation: Staff;
  treasury: Staff;
  vehicleTypeIds: string[];
  random: Random;
  /** Rows stamped by the database clock at or after this instant were written by this seed's services. */
  since: Date;
  numbers: { invoice: number; creditNote: number; plate: number };
}

/**
 * Drives each order to its target through the logistics, billing and payment services. Runs in the
 * tenant's transaction, after the demo's orders and stock. `documents`: keep the remissions queued
 * for rendering (the product's start); the test template drops them, as it does the proformas.
 */
export async function seedDemoLogistics(
  tx: Tx,
  tenant: DemoTenantRef,
  plan: readonly DemoLogisticsOrder[],
  options: { documents: boolean },
): Promise<void> {
  if (plan.length === 0) return;
  const operation = await staffOf(tx, tenant, 'operation');
  const treasury = await staffOf(tx, tenant, 'finance.treasury');
  if (!operation || !treasury)
    throw new Error('demo logistics: the tenant has no operation or treasury user');
  const vehicleTypeIds = (
    await tx.select({ id: vehicleTypes.id }).from(vehicleTypes).orderBy(asc(vehicleTypes.name))
  ).map((v) => v.id);
  const story: Story = {
    tx,
    operation,
    treasury,
    vehicleTypeIds,
    random: seededRandom(tenant.slug === 'main' ? 23 : 29),
    since: await databaseNow(tx),
    numbers: { invoice: tenant.slug === 'main' ? 2101 : 2501, creditNote: 141, plate: 0 },
  };

  // Every step of every order in the order it happened, so the tenant's shipment, invoice and
  // credit-note numbers follow the calendar as they would in real use.
  const steps = plan
    .flatMap((order) => order.moments.map((at, k) => ({ order, step: LOGISTICS_STEPS[k]!, at })))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { order, step, at } of steps) {
    await STEP_WRITERS[step](story, order, at);
    await dateBack(story, order.orderId, at);
  }

  // Each lot last touched by its newest movement; each carrier known from its first transport.
  await tx.execute(sql`
    update ${inventoryLots} l set updated_at = (
      select max(m.created_at) from ${inventoryMovements} m where m.lot_id = l.id)`);
  await tx.execute(sql`
    update ${transportProviders} p set created_at = (
      select min(s.transport_assigned_at) from ${orderShipments} s where s.transport_provider_id = p.id)
    where exists (select 1 from ${orderShipments} s where s.transport_provider_id = p.id)`);
  if (!options.documents) {
    // The test template renders no demo document (every test app would render them all at start-up).
    await tx.delete(jobs).where(eq(jobs.kind, 'logistics.remission.render'));
    await tx.delete(orderDocuments).where(eq(orderDocuments.type, 'remission'));
  }
}

/**
 * A moment a few minutes after `at`, never as late as the seed's start: every row of the story
 * stays in the past, and rows the clock stamps later are still told apart as this step's.
 */
function soonAfter(story: Story, at: Date, minutes: number): Date {
  const room = (story.since.getTime() - at.getTime()) / 2;
  return new Date(at.getTime() + Math.max(0, Math.min(minutes * MINUTE_MS, room)));
}

/** The database's clock (a server's may differ from this process's): what it stamps from now on. */
async function databaseNow(tx: Tx): Promise<Date> {
  // Whole milliseconds, rounded down: rows stamped after this call are never before it.
  const [row] = rowsOf<{ ms: string }>(
    await tx.execute(sql`select floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text as ms`),
  );
  if (!row) throw new Error('demo logistics: no clock');
  return new Date(Number(row.ms));
}

type StepWriter = (story: Story, order: DemoLogisticsOrder, at: Date) => Promise<void>;

const STEP_WRITERS: Record<LogisticsStep, StepWriter> = {
  'EMBARCADO/PROGRAMADO': ship,
  FACTURADO: invoice,
  TRANSPORTE_ASIGNADO: transport,
  ORDEN_ENTREGADA: deliver,
  PAGADO: pay,
};

const shipmentsOf = (tx: Tx, orderId: string) =>
  tx
    .select()
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.sequence));

/** Half of a lot's kilos in whole 25 kg units (bags and sacks load whole), at least one unit. */
const halfOf = (kg: Decimal) => Decimal.max(kg.dividedBy(50).floor().times(25), 25);

/** The order's shipments: one with everything, or the first of two with about half of each lot. */
async function ship(story: Story, order: DemoLogisticsOrder, at: Date): Promise<void> {
  const { tx, operation } = story;
  const allocations = await tx
    .select({ id: orderAllocations.id, allocatedKg: orderAllocations.allocatedKg })
    .from(orderAllocations)
    .where(eq(orderAllocations.orderId, order.orderId))
    .orderBy(asc(orderAllocations.createdAt), asc(orderAllocations.id));
  const split = order.planned >= 2;
  const firstLines = allocations.map((a) => {
    const kg = new Decimal(a.allocatedKg);
    return { allocationId: a.id, kg: split && kg.gt(50) ? halfOf(kg) : kg };
  });
  const create = async (when: Date, dateDelivery: string, lines: { allocationId: string; kg: Decimal }[]) => {
    const actor = operation.actorAt(when);
    const body = shipmentCreateSchema(businessDay(when)).parse({
      dateDelivery,
      lines: lines.map((l) => ({ allocationId: l.allocationId, quantity: l.kg.toFixed(3) })),
      confirmShortShipment: split,
    });
    await createShipment(tx, actor, order.orderId, body);
    // Its remission (queued with it) is listed from then; the table stamps the transaction's start.
    const created = (await shipmentsOf(tx, order.orderId)).at(-1);
    if (created)
      await tx
        .update(orderDocuments)
        .set({ createdAt: when, updatedAt: when })
        .where(eq(orderDocuments.shipmentId, created.id));
  };
  const day = [order.deliveryDay, businessDay(at)].sort()[1]!;
  await create(at, day, firstLines);
  // An order shipped in two: the second loads the rest an hour later (not yet for an order still
  // at EMBARCADO/PROGRAMADO, whose section shows it as planned).
  if (split && order.target !== 'EMBARCADO/PROGRAMADO') {
    const rest = allocations
      .map((a, k) => ({ allocationId: a.id, kg: new Decimal(a.allocatedKg).minus(firstLines[k]!.kg) }))
      .filter((l) => l.kg.gt(0));
    await dateBack(story, order.orderId, at);
    const next = soonAfter(story, at, 60);
    await create(next, hasReached(order.target, 'ORDEN_ENTREGADA') ? day : addDays(day, 1), rest);
    await dateBack(story, order.orderId, next);
  }
}

/**
 * Each shipment's invoice, recorded by treasury: the order's subtotal and total with taxes in the
 * share of the kilos it carried (the last one takes what the others left, so they add up).
 */
async function invoice(story: Story, order: DemoLogisticsOrder, at: Date): Promise<void> {
  const { tx, treasury, numbers } = story;
  const [row] = await tx
    .select({
      currency: orders.currency,
      totalKg: orders.totalKg,
      totalWithTaxes: orders.totalWithTaxes,
      computed: orders.computedValues,
    })
    .from(orders)
    .where(eq(orders.id, order.orderId));
  if (!row) throw new Error('demo logistics: order not found');
  const summary = (row.computed as Record<Currency, MoneySummaryValues>)[row.currency as Currency];
  const withoutIva = new Decimal(summary.subTotalWithHandlingAndDelivery);
  const withIva = new Decimal(row.totalWithTaxes);
  const shipments = await shipmentsOf(tx, order.orderId);
  let leftWithout = withoutIva;
  let leftWith = withIva;
  for (const [k, shipment] of shipments.entries()) {
    const last = k === shipments.length - 1;
    const share = new Decimal(shipment.quantityKg).dividedBy(row.totalKg);
    const without = last ? leftWithout : withoutIva.times(share).toDecimalPlaces(2);
    const withTaxes = last ? leftWith : withIva.times(share).toDecimalPlaces(2);
    leftWithout = leftWithout.minus(without);
    leftWith = leftWith.minus(withTaxes);
    const when = soonAfter(story, at, k * 5);
    const body = invoiceInputSchema(businessDay(when)).parse({
      number: `FAC-A-${numbers.invoice++}`,
      invoiceDate: businessDay(when),
      totalWithoutIva: money(without),
      totalWithIva: money(withTaxes),
    });
    await saveInvoice(tx, treasury.actorAt(when), order.orderId, shipment.id, body);
  }
  // The order's invoices are all recorded at this step (the table stamps the transaction's start).
  await tx.update(customerInvoices).set({ createdAt: at }).where(eq(customerInvoices.orderId, order.orderId));
}

/** Each shipment's truck and driver; the tenant's carriers also name the vehicle and the provider. */
async function transport(story: Story, order: DemoLogisticsOrder, at: Date): Promise<void> {
  const { tx, operation, random, numbers } = story;
  const [row] = await tx
    .select({ deliveryModel: orders.deliveryModel })
    .from(orders)
    .where(eq(orders.id, order.orderId));
  const partner = row?.deliveryModel === 'DELIVERY_PARTNER';
  const day = businessDay(at);
  for (const shipment of await shipmentsOf(tx, order.orderId)) {
    numbers.plate += 1;
    const letter = String.fromCharCode(65 + random.int(0, 25));
    await assignTransport(tx, operation.actorAt(at), shipment.id, {
      plates: `${PLATE_STATES[numbers.plate % PLATE_STATES.length]}-${random.int(100, 999)}-${letter}`,
      driverName: DRIVERS[numbers.plate % DRIVERS.length],
      version: shipment.version,
      ...(partner
        ? {
            vehicleTypeId: story.vehicleTypeIds[numbers.plate % story.vehicleTypeIds.length] ?? null,
            newProviderName: PROVIDERS[numbers.plate % PROVIDERS.length],
            deliveryDate: [shipment.dateDelivery, day].sort()[1],
          }
        : {}),
    });
  }
}

/** Operations confirms each shipment delivered that day; some invoices then get a credit note. */
async function deliver(story: Story, order: DemoLogisticsOrder, at: Date): Promise<void> {
  const { tx, operation, treasury, numbers } = story;
  const day = businessDay(at);
  const shipments = await shipmentsOf(tx, order.orderId);
  for (const shipment of shipments) {
    const body = confirmDeliverySchema(day).parse({ isCompleted: true, deliveryDate: day });
    await confirmDelivery(tx, operation.actorAt(at), shipment.id, body);
  }
  await tx.update(orders).set({ deliveredAt: at }).where(eq(orders.id, order.orderId));
  const first = shipments[0];
  if (!order.creditNote || !first) return;
  const [billed] = await tx
    .select({ totalWithoutIva: customerInvoices.totalWithoutIva })
    .from(customerInvoices)
    .where(eq(customerInvoices.shipmentId, first.id));
  if (!billed?.totalWithoutIva) return;
  // A 3 % discount agreed for a late unloading.
  const when = soonAfter(story, at, 45);
  const body = creditNoteInputSchema(businessDay(when)).parse({
    number: `NC-A-0${numbers.creditNote++}`,
    creditDate: businessDay(when),
    totalValue: money(new Decimal(billed.totalWithoutIva).times('0.03')),
  });
  await addCreditNote(tx, treasury.actorAt(when), order.orderId, first.id, body);
  await tx
    .update(invoiceCreditNotes)
    .set({ createdAt: when })
    .where(gte(invoiceCreditNotes.createdAt, story.since));
}

/**
 * Treasury registers the customer's payment of what is still due, with its receipt. An order paid
 * in advance owes nothing more: its delivery already made it PAGADO.
 */
async function pay(story: Story, order: DemoLogisticsOrder, at: Date): Promise<void> {
  const { tx, treasury } = story;
  const [row] = await tx
    .select({ id: orders.id, totalWithTaxes: orders.totalWithTaxes })
    .from(orders)
    .where(eq(orders.id, order.orderId));
  if (!row) throw new Error('demo logistics: order not found');
  const before = await tx
    .select({ id: orderPayments.id, amount: orderPayments.amount })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, row.id));
  const paid = before.reduce((s, p) => s.plus(p.amount), new Decimal(0));
  const due = (await orderAmountDue(tx, row)).minus(paid);
  if (due.lte(0)) return;
  // The receipt the customer sent (the demo keeps no file: the document lists it without a download).
  const [receipt] = await tx
    .insert(orderDocuments)
    .values({
      orderId: row.id,
      type: 'payment_confirmation',
      name: 'Comprobante de transferencia',
      fileKind: 'document',
      userId: treasury.id,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: orderDocuments.id });
  const body = paymentBodySchema.parse({
    paymentDate: businessDay(at),
    amount: money(due),
    paymentReceipt: receipt!.id,
  });
  await registerPayment(tx, treasury.actorAt(at), row.id, body);
  const known = before.map((p) => p.id);
  await tx
    .update(orderPayments)
    .set({ createdAt: at })
    .where(
      known.length
        ? and(eq(orderPayments.orderId, row.id), sql`${orderPayments.id} not in ${known}`)
        : eq(orderPayments.orderId, row.id),
    );
}

/**
 * Dates the rows a step wrote with the database clock back to the step's moment, keeping their
 * order: the timeline, the ledger, the shipments and the order's last change.
 */
async function dateBack(story: Story, orderId: string, at: Date): Promise<void> {
  const { tx, since } = story;
  const stamp = at.toISOString();
  for (const table of [orderHistory, inventoryMovements]) {
    await tx.execute(sql`
      update ${table} r set created_at = ${stamp}::timestamptz + (r.created_at - f.first)
        from (select min(created_at) as first from ${table}
               where order_id = ${orderId} and created_at >= ${since.toISOString()}::timestamptz) f
       where r.order_id = ${orderId} and r.created_at >= ${since.toISOString()}::timestamptz`);
  }
  await tx
    .update(orderShipments)
    .set({ createdAt: at })
    .where(and(eq(orderShipments.orderId, orderId), gte(orderShipments.createdAt, since)));
  await tx.update(orderShipments).set({ updatedAt: at }).where(eq(orderShipments.orderId, orderId));
  await tx.update(orders).set({ updatedAt: at }).where(eq(orders.id, orderId));
}
