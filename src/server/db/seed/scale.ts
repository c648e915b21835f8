/**
 * Scale data: N realistic orders in one tenant, for the benchmark and for trying the screens with
 * a real volume (`npm run seed:scale -- --orders N`). Orders are built by `buildOrderRows` (the
 * domain's totals), numbers continue the tenant's counter, and the whole run is one transaction
 * (`scaleLoad.ts`: bulk inserts, triggers off and their facts written with the rows), so an
 * interrupted run leaves the database as it was.
 *
 * Every order past MATERIAL_ASIGNADO has its material allocated from lots received for it
 * (`scaleInventory.ts`); from EMBARCADO/PROGRAMADO on it is shipped, in one shipment with its
 * transport and invoice as its status says (`scaleShipments.ts`); what the lots have left is free
 * stock.
 *
 * When the tenant has fewer than 200 customers or 20 sellers, clearly named extra ones are added
 * first ('Cliente escala 0001 S.A. de C.V.', 'Vendedor Escala 01'): orders spread over few
 * customers would make every per-customer query look better than it is.
 */
import { Decimal } from 'decimal.js';
import { count, eq, max } from 'drizzle-orm';
import { businessDay } from '../../../domain/dates';
import type { Currency, DeliveryModel, OpsStatus } from '../../../domain/orders';
import type { Db, Executor } from '../client';
import {
  addresses,
  customerCreditTerms,
  customers,
  inventoryLots,
  orderCounters,
  orderShipments,
  orders,
  regions,
  roles,
  shipmentCounters,
  tenants,
  users,
  zipCodes,
} from '../schema';
import { inTenant } from '../tenantTx';
import { newNanoId } from './demo';
import { loadOrderContext, type OrderContext } from './orderContext';
import { addDays, buildOrderRows, type NewOrder, type NewOrderHistory, type NewOrderItem } from './orderRows';
import { type Random, seededRandom } from './random';
import {
  type FinanceActors,
  financeRowsOf,
  type NewCustomerInvoice,
  type NewOrderFinance,
  type NewOrderPayment,
} from './scaleFinance';
import { batchStock } from './scaleInventory';
import { loadScaleBatches, type ScaleBatch, stepFactsOf } from './scaleLoad';
import { batchShipments } from './scaleShipments';

/** Bump when the generated rows change, so cached benchmark databases are rebuilt. */
export const SCALE_DATA_VERSION = 5;
export const SCALE_MIN_CUSTOMERS = 200;
export const SCALE_MIN_SELLERS = 20;
const DAY_MS = 86_400_000;
/** Orders are created over the last 18 months. */
const HISTORY_DAYS = 548;

/**
 * Status by whether the delivery date is still ahead. A heavy open share on purpose (about 55 %):
 * the open tab is the default list, so the benchmark measures it at its largest.
 */
const UPCOMING_WEIGHTS: Record<OpsStatus, number> = {
  ORDEN_CREADA: 28,
  EFIRMA_CLIENTE: 2,
  ORDEN_RETENIDA: 8,
  APROBADO_POR_FINANZAS: 20,
  MATERIAL_ASIGNADO: 14,
  'EMBARCADO/PROGRAMADO': 10,
  FACTURADO: 7,
  TRANSPORTE_ASIGNADO: 7,
  ORDEN_ENTREGADA: 0,
  PAGADO: 0,
  ORDEN_CANCELADA: 4,
};
const PAST_WEIGHTS: Record<OpsStatus, number> = {
  ORDEN_CREADA: 12,
  EFIRMA_CLIENTE: 1,
  ORDEN_RETENIDA: 5,
  APROBADO_POR_FINANZAS: 9,
  MATERIAL_ASIGNADO: 8,
  'EMBARCADO/PROGRAMADO': 6,
  FACTURADO: 7,
  TRANSPORTE_ASIGNADO: 6,
  ORDEN_ENTREGADA: 16,
  PAGADO: 22,
  ORDEN_CANCELADA: 8,
};

export interface ScaleOptions {
  tenant: string;
  orders: number;
  /**
   * Orders generated together: each batch brings its own lots, so it shapes the stock (the same
   * batch size and seed give the same rows).
   */
  batchSize?: number;
  /** Orders written per round of bulk inserts (whole batches; default about 10 000). */
  writeSize?: number;
  seed?: number;
  /** Called after every batch with the orders written so far. */
  onProgress?: (done: number, total: number) => void;
  now?: Date;
}

export interface ScaleResult {
  tenantId: string;
  firstNumber: number;
  lastNumber: number;
  customersAdded: number;
  sellersAdded: number;
}

/** A valid company RFC, unique per index: 'ESC' + a date counted from 2000-01-01 + a homoclave. */
export function scaleRfc(index: number): string {
  const day = new Date(Date.UTC(2000, 0, 1) + index * DAY_MS);
  const yymmdd = day.toISOString().slice(2, 10).replaceAll('-', '');
  const homoclave = `${String.fromCharCode(65 + (index % 26))}${index % 10}A`;
  return `ESC${yymmdd}${homoclave}`;
}

async function ensureSellers(tx: Executor, context: OrderContext, domain: string): Promise<number> {
  const missing = SCALE_MIN_SELLERS - context.sellers.length;
  if (missing <= 0) return 0;
  const [sellerRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'seller'));
  if (!sellerRole) throw new Error('scale data: the tenant has no seller role');
  const taken = new Set(context.sellers.map((s) => s.email));
  const rows = [];
  for (let i = 1; rows.length < missing; i++) {
    const n = String(i).padStart(2, '0');
    const email = `vendedor.escala.${n}@${domain}`;
    if (taken.has(email)) continue;
    // No password: they own orders and customers but nobody signs in as them.
    rows.push({
      nanoId: newNanoId(),
      email,
      firstName: 'Vendedor',
      lastName: `Escala ${n}`,
      roleId: sellerRole.id,
    });
  }
  await tx.insert(users).values(rows);
  return rows.length;
}

async function ensureCustomers(tx: Executor, context: OrderContext, random: Random): Promise<number> {
  const missing = SCALE_MIN_CUSTOMERS - context.customers.length;
  if (missing <= 0) return 0;
  const regionIds = (await tx.select({ id: regions.id }).from(regions)).map((r) => r.id);
  const zipIds = (await tx.select({ id: zipCodes.id }).from(zipCodes).limit(500)).map((z) => z.id);
  if (zipIds.length === 0) throw new Error('scale data: no zip codes (reference data missing)');
  const takenRfcs = new Set((await tx.select({ rfc: customers.rfc }).from(customers)).map((c) => c.rfc));
  const takenNames = new Set(context.customers.map((c) => c.companyName));
  const rows = [];
  for (let i = 1; rows.length < missing; i++) {
    const n = String(i).padStart(4, '0');
    const companyName = `Cliente escala ${n} S.A. de C.V.`;
    const rfc = scaleRfc(i);
    if (takenNames.has(companyName) || takenRfcs.has(rfc)) continue;
    rows.push({
      companyName,
      fullName: `Contacto Escala ${n}`,
      rfc,
      email: `compras.escala${n}@example.com`,
      regionId: regionIds.length ? random.pick(regionIds) : null,
      sellerId: random.pick(context.sellers).id,
    });
  }
  const inserted = await tx.insert(customers).values(rows).returning({ id: customers.id });
  await tx.insert(addresses).values(
    inserted.map((c, i) => ({
      customerId: c.id,
      street: 'Avenida Industrial',
      extNumber: String(100 + i),
      addressType: 'both',
      zipCodeId: random.pick(zipIds),
      principalAddress: true,
    })),
  );
  await tx.insert(customerCreditTerms).values(
    inserted.map((c) => {
      const advance = random.chance(0.2);
      return {
        customerId: c.id,
        paymentTerm: advance ? 'ADVANCE_PAYMENT' : 'CREDIT',
        creditLimit: advance ? '0.00' : `${random.int(5, 80) * 10_000}.00`,
        currency: random.chance(0.7) ? 'USD' : 'MXN',
        creditDays: advance ? 0 : random.pick([15, 30, 45, 60]),
        validFrom: '2024-01-01',
      };
    }),
  );
  return rows.length;
}

/** Quantities people order: whole bags of 25 kg, super sacks of 1 t, bulk by the ton. */
function quantityKg(random: Random, packaging: string): string {
  if (packaging === 'BAG') return String(random.int(4, 400) * 25);
  if (packaging === 'SUPERSACK' || packaging === 'COMPACTED') return String(random.int(1, 30) * 1000);
  return String(random.int(5, 60) * 1000);
}

/** Prices per KG inside the creation ranges (USD 0–5, MXN 1–130), to the tenth of a cent. */
function price(random: Random, currency: Currency): string {
  const usd = new Decimal(random.int(120, 3800)).dividedBy(1000);
  return currency === 'USD' ? usd.toFixed(3) : usd.times(18.5).toDecimalPlaces(2).toFixed(2);
}

interface Batch {
  orders: NewOrder[];
  items: NewOrderItem[];
  history: NewOrderHistory[];
  finance: NewOrderFinance[];
  payments: NewOrderPayment[];
  invoices: NewCustomerInvoice[];
}

function buildBatch(
  context: OrderContext,
  tenantId: string,
  numbers: { first: number; count: number; done: number; total: number },
  random: Random,
  financeRandom: Random,
  now: Date,
  erpPrefix: string | null,
): Batch {
  const today = businessDay(now);
  const batch: Batch = { orders: [], items: [], history: [], finance: [], payments: [], invoices: [] };
  const actors: FinanceActors = {
    credit: context.staff.get('finance.credit') ?? context.staff.get('admin') ?? null,
    treasury: context.staff.get('finance.treasury') ?? context.staff.get('admin') ?? null,
  };
  const creators = [...context.staff.entries()]
    .filter(([role]) => role === 'admin' || role === 'customer.service' || role === 'manager.seller')
    .map(([, id]) => id);
  for (let k = 0; k < numbers.count; k++) {
    const number = numbers.first + k;
    const customer = random.pick(context.customers);
    // Mostly the customer's own seller; now and then a colleague covers.
    const seller =
      customer.sellerId && random.chance(0.9) ? customer.sellerId : random.pick(context.sellers).id;
    // Numbers are handed out as orders are created: the i-th of N falls i/N of the way through the
    // 18 months (with jitter inside its slot), so number order and creation order agree.
    const position = (numbers.done + k + random.next()) / numbers.total;
    const createdAt = new Date(now.getTime() - (1 - position) * HISTORY_DAYS * DAY_MS);
    const deliveryDate = addDays(businessDay(createdAt), random.int(1, 30));
    const upcoming = deliveryDate >= today;
    const status = random.weighted(upcoming ? UPCOMING_WEIGHTS : PAST_WEIGHTS);
    const counterSale = random.chance(0.06) && context.warehouseIds.length > 0;
    const deliveryModel: DeliveryModel =
      counterSale || !customer.addressId || random.chance(0.35) ? 'PICKUP' : 'DELIVERY_PARTNER';
    const currency: Currency = random.chance(0.7) ? 'USD' : 'MXN';
    const itemCount = random.weighted({ 1: 50, 2: 30, 3: 14, 4: 6 });
    const chosen = [...context.products].sort(() => random.next() - 0.5).slice(0, Number(itemCount));
    const items = chosen.map((product) => {
      const packagingType = random.pick(product.packagingTypes);
      return {
        product,
        packagingType,
        quantityKg: quantityKg(random, packagingType),
        price: price(random, currency),
      };
    });
    const deliveryInstant = new Date(Date.parse(`${deliveryDate}T18:00:00Z`));
    const statusAt = new Date(
      Math.min(
        now.getTime(),
        createdAt.getTime() + random.next() * (deliveryInstant.getTime() - createdAt.getTime()),
      ),
    );
    const rows = buildOrderRows(
      {
        tenantId,
        number,
        externalId:
          erpPrefix && status !== 'ORDEN_CREADA' ? `${erpPrefix}${String(number).padStart(7, '0')}` : null,
        purchaseOrderId: random.chance(0.5) ? `OC-${random.int(10_000, 99_999)}` : null,
        customer,
        sellerId: seller,
        createdById: random.chance(0.7) || creators.length === 0 ? seller : random.pick(creators),
        type: !counterSale && random.chance(0.04) ? 'sample' : 'retail',
        requiredInvoice: !counterSale,
        currency,
        deliveryModel,
        addressId: deliveryModel === 'DELIVERY_PARTNER' ? customer.addressId : null,
        warehouseId: counterSale ? random.pick(context.warehouseIds) : null,
        deliveryDate,
        paymentTerm: customer.paymentTerm,
        creditDays: customer.creditDays,
        opsStatus: status,
        pricing: context.pricing,
        items,
        createdAt,
        statusAt,
        cancellation: context.cancelReasonIds.length
          ? { reasonId: random.pick(context.cancelReasonIds), other: null, byId: seller }
          : { reasonId: null, other: 'Pedido duplicado', byId: seller },
      },
      // Every step's history row, as the workflow writes them: the dashboards' cycle times read them.
      'steps',
    );
    // What the history and order triggers keep on the rows (the load turns them off): the first time
    // of each step, and the order's creation on its items.
    Object.assign(rows.order, stepFactsOf(rows.history));
    for (const item of rows.items) item.orderCreatedAt = createdAt;
    batch.orders.push(rows.order);
    batch.items.push(...rows.items);
    batch.history.push(...rows.history);
    const finance = financeRowsOf(rows.order, financeRandom, now, actors);
    if (finance.finance) batch.finance.push(finance.finance);
    if (finance.payment) batch.payments.push(finance.payment);
    if (finance.invoice) batch.invoices.push(finance.invoice);
  }
  return batch;
}

export async function seedScaleOrders(db: Db, options: ScaleOptions): Promise<ScaleResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 1000;
  const random = seededRandom(options.seed ?? 20_260_101);
  // Finance rows draw from their own source, so the orders are the same with or without them.
  const financeRandom = seededRandom((options.seed ?? 20_260_101) + 1);
  // And so does the stock.
  const stockRandom = seededRandom((options.seed ?? 20_260_101) + 2);
  const [tenant] = await db
    .select({ id: tenants.id, domains: tenants.companyEmailDomains, erp: tenants.externalErp })
    .from(tenants)
    .where(eq(tenants.slug, options.tenant));
  if (!tenant) throw new Error(`scale data: no tenant '${options.tenant}'`);

  const prepared = await inTenant(db, tenant.id, async (tx) => {
    let context = await loadOrderContext(tx);
    const sellersAdded = await ensureSellers(tx, context, tenant.domains[0] ?? 'example.com');
    if (sellersAdded) context = await loadOrderContext(tx);
    const customersAdded = await ensureCustomers(tx, context, random);
    if (customersAdded) context = await loadOrderContext(tx);
    if (context.products.length === 0) throw new Error('scale data: the tenant has no products');
    // The counter may lag behind orders written without it; never reuse a number.
    const [counter] = await tx.select({ last: orderCounters.lastNumber }).from(orderCounters);
    const [highest] = await tx.select({ n: max(orders.number) }).from(orders);
    const last = Math.max(counter?.last ?? 0, highest?.n ?? 0);
    const [lots] = await tx.select({ n: count() }).from(inventoryLots);
    const [shipmentCounter] = await tx.select({ last: shipmentCounters.lastNumber }).from(shipmentCounters);
    const [highestShipment] = await tx.select({ n: max(orderShipments.number) }).from(orderShipments);
    const lastShipment = Math.max(shipmentCounter?.last ?? 0, highestShipment?.n ?? 0);
    return { context, sellersAdded, customersAdded, last, lots: lots?.n ?? 0, lastShipment };
  });

  const { context } = prepared;
  const erpPrefix = tenant.erp ? 'ERP-' : null;
  const lotSequence = { next: prepared.lots + 1 };
  const shipmentSequence = { next: prepared.lastShipment + 1 };
  // Shipments draw from their own source too.
  const shipmentRandom = seededRandom((options.seed ?? 20_260_101) + 3);
  let next = prepared.last + 1;
  const buildNext = (done: number): ScaleBatch => {
    const count = Math.min(batchSize, options.orders - done);
    const batch = buildBatch(
      context,
      tenant.id,
      { first: next, count, done, total: options.orders },
      random,
      financeRandom,
      now,
      erpPrefix,
    );
    next += count;
    const stock = batchStock(context, tenant.id, batch, stockRandom, lotSequence, now);
    const shipped = batchShipments(context, batch, stock.allocations, shipmentRandom, shipmentSequence);
    return { ...batch, ...stock, ...shipped };
  };
  await loadScaleBatches(db, {
    tenantId: tenant.id,
    orders: options.orders,
    batchSize,
    writeSize: options.writeSize,
    build: buildNext,
    counters: () => ({ lastOrder: next - 1, lastShipment: shipmentSequence.next - 1 }),
    firstNumber: prepared.last + 1,
    onProgress: options.onProgress,
  });
  return {
    tenantId: tenant.id,
    firstNumber: prepared.last + 1,
    lastNumber: next - 1,
    customersAdded: prepared.customersAdded,
    sellersAdded: prepared.sellersAdded,
  };
}
