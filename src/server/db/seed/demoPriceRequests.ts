/**
 * Demo price requests: suppliers with quotes for the tenant's products (some expired), and requests
 * in every status with their history — asked by sellers and customer service, costed by pricing from
 * a quote or a lot (MSP and total cost by the domain's formula, as the calculator saves them),
 * approved, rejected, expired. A few approvals became demo orders: the order was priced at the
 * approved price (at or above the MSP) and each names the other.
 *
 * Written after the orders and lots (it reads them), inside the tenant's transaction like the rest
 * of the demo; deterministic for a given day (seeded random). Approvals never name the tenant's
 * first product by reference, the one test fixtures order by default.
 */
import { Decimal } from 'decimal.js';
import { and, asc, desc, eq, gt, like, ne, sql } from 'drizzle-orm';
import { businessDay } from '../../../domain/dates';
import { displayOrderNumber } from '../../../domain/orders/views';
import {
  alignTransport,
  type CostData,
  costFigures,
  type PriceRequestStatus,
  type RequestedByType,
} from '../../../domain/priceRequests';
import type { PricingValues } from '../../../domain/pricing';
import { rowsOf, type Tx } from '../client';
import {
  addresses,
  customers,
  inventoryLots,
  orderItems,
  orders,
  priceRequestCosts,
  priceRequestCounters,
  priceRequestHistory,
  priceRequests,
  pricingParameterVersions,
  products,
  supplierQuotes,
  suppliers,
  users,
} from '../schema';
import { addDays } from './orderRows';
import { type Random, seededRandom } from './random';

const DAY_MS = 86_400_000;

const SUPPLIERS: Record<string, string[]> = {
  main: [
    'Minera del Centro S.A. de C.V.',
    'Calizas y Derivados del Bajío S.A. de C.V.',
    'Sílices de Jalisco S.A. de C.V.',
    'Importadora de Minerales del Golfo S.A. de C.V.',
    'Bentonitas Mexicanas S.A. de C.V.',
  ],
  norte: ['Minerales de Coahuila S.A. de C.V.', 'Fluoritas del Norte S.A. de C.V.'],
};

/** What a ton of each product costs the tenant from its suppliers, USD (about; quotes vary ±8 %). */
const BASE_USD_PER_TON: Record<string, number> = {
  'CAL-HID-25': 152,
  'CAR-CAL-M200': 104,
  'CAR-CAL-M325': 131,
  'BEN-SOD-200': 196,
  'ARE-SIL-4060': 68,
  'YES-AGR-01': 52,
  'BAR-API-42': 211,
  'DOL-M100': 94,
  'NT-CAL-VIVA': 138,
  'NT-FLU-97': 286,
  'NT-CEL-01': 164,
};

/** Requests per status, per tenant (each status at least once in main). */
const PLAN: Record<string, PriceRequestStatus[]> = {
  main: [
    ...Array<PriceRequestStatus>(5).fill('REQUESTED'),
    ...Array<PriceRequestStatus>(3).fill('IN_COSTING'),
    ...Array<PriceRequestStatus>(4).fill('QUOTED'),
    ...Array<PriceRequestStatus>(6).fill('APPROVED'),
    ...Array<PriceRequestStatus>(2).fill('REJECTED'),
    ...Array<PriceRequestStatus>(3).fill('EXPIRED'),
  ],
  norte: ['REQUESTED', 'QUOTED', 'APPROVED', 'REJECTED'],
};
/** How many of the approvals became demo orders. */
const LINKED: Record<string, number> = { main: 3, norte: 0 };

const REJECTIONS = [
  'El precio objetivo del cliente queda debajo de nuestro costo de reposición.',
  'Sin disponibilidad del proveedor para la ventana de entrega pedida.',
];

interface Product {
  id: string;
  reference: string;
  packagingTypes: string[];
}

interface Quote {
  id: string;
  productId: string;
  price: string;
  validUntil: string;
}

const money = (n: number) => n.toFixed(2);

async function seedSuppliersAndQuotes(
  tx: Tx,
  slug: string,
  list: Product[],
  today: string,
  random: Random,
  by: string,
): Promise<Quote[]> {
  const names = SUPPLIERS[slug] ?? [];
  if (names.length === 0) return [];
  const rows = await tx
    .insert(suppliers)
    .values(names.map((name) => ({ name })))
    .returning({ id: suppliers.id });
  const quotes: (typeof supplierQuotes.$inferInsert)[] = [];
  list.forEach((p, i) => {
    const base = BASE_USD_PER_TON[p.reference] ?? 120;
    // A valid quote of every product, a second one for every other product, and expired ones.
    const offers: { days: number; factor: number }[] = [
      { days: random.int(12, 60), factor: 0.96 + random.next() * 0.08 },
      ...(i % 2 === 0 ? [{ days: random.int(5, 30), factor: 1.01 + random.next() * 0.06 }] : []),
      ...(i % 3 !== 1 ? [{ days: -random.int(3, 40), factor: 0.92 + random.next() * 0.06 }] : []),
    ];
    offers.forEach((o, k) => {
      const supplier = rows[(i + k) % rows.length]!;
      quotes.push({
        number: `COT-${today.slice(2, 4)}${String(i + 1).padStart(2, '0')}${k + 1}-${slug === 'main' ? 'GB' : 'MN'}`,
        supplierId: supplier.id,
        productId: p.id,
        packagingType: p.packagingTypes[k % p.packagingTypes.length]!,
        priceUsdPerTon: money(base * o.factor),
        availableQuantityTon: String(random.int(4, 40) * 25),
        validUntil: addDays(today, o.days),
        createdById: by,
      });
    });
  });
  const inserted = await tx.insert(supplierQuotes).values(quotes).returning({
    id: supplierQuotes.id,
    productId: supplierQuotes.productId,
    price: supplierQuotes.priceUsdPerTon,
    validUntil: supplierQuotes.validUntil,
  });
  return inserted;
}

/** A calculation as pricing would save it: a base cost (or none), the defaults, transport per ton. */
function calculation(
  base: { cost: string; quoteId?: string; lotId?: string } | null,
  pricing: PricingValues | undefined,
  delivery: boolean,
  volumeTons: string,
  random: Random,
): { costs: CostData; quoteId: string | null; lotId: string | null } {
  const perTon = (min: number, max: number) => money(min + random.next() * (max - min));
  const costs = alignTransport(
    {
      baseCost: base?.cost ?? null,
      baseCostSource: null,
      storageCost: pricing?.storageCostPerTon ?? '3.00',
      transferCost: pricing?.transferCostPerTon ?? '4.50',
      pickingCost: pricing?.pickingCostPerTon ?? '2.00',
      packagingCost: pricing?.packagingCostPerTon ?? '6.00',
      transportMode: 'PER_TON',
      firstMileCostPerTon: perTon(3, 8),
      firstMileCostTotal: null,
      middleMileCostPerTon: delivery ? perTon(12, 28) : null,
      middleMileCostTotal: null,
      lastMileCostPerTon: delivery ? perTon(3, 7) : null,
      lastMileCostTotal: null,
      extraCost: random.chance(0.4) ? perTon(1, 5) : null,
      commissionUsdPerTon: pricing?.defaultCommissionPerTon ?? '5.00',
      salesMarginUsdPerTon: pricing?.defaultSalesMarginPerTon ?? '25.00',
    },
    volumeTons,
  );
  return { costs, quoteId: base?.quoteId ?? null, lotId: base?.lotId ?? null };
}

const stored = (v: string | null) => (v === null ? null : new Decimal(v).toFixed(4));

function costsRow(
  priceRequestId: string,
  c: ReturnType<typeof calculation>,
  savedById: string,
  savedAt: Date,
) {
  const { baseCostSource: _source, transportMode, ...amounts } = c.costs;
  return {
    priceRequestId,
    ...(Object.fromEntries(Object.entries(amounts).map(([k, v]) => [k, stored(v)])) as Record<
      keyof typeof amounts,
      string | null
    >),
    transportMode,
    baseCostQuoteId: c.quoteId,
    baseCostLotId: c.lotId,
    savedById,
    savedAt,
  };
}

interface Context {
  customers: { id: string; sellerId: string; addressId: string | null }[];
  products: Product[];
  lots: { id: string; productId: string; cost: string }[];
  people: Map<string, string>;
  supervisedByCs: Set<string>;
  pricing: PricingValues | undefined;
  linkable: {
    orderId: string;
    number: number;
    externalId: string | null;
    customerId: string;
    sellerId: string;
    createdAt: Date;
    productId: string;
    priceUsd: string;
  }[];
}

async function loadContext(tx: Tx, slug: string): Promise<Context> {
  const customerRows = await tx
    .select({ id: customers.id, sellerId: customers.sellerId })
    .from(customers)
    .orderBy(asc(customers.companyName));
  const addressRows = await tx
    .select({ id: addresses.id, customerId: addresses.customerId })
    .from(addresses)
    .where(eq(addresses.active, true))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
  const productRows = await tx
    .select({ id: products.id, reference: products.reference, packagingTypes: products.packagingTypes })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.reference));
  const lotRows = await tx
    .select({ id: inventoryLots.id, productId: inventoryLots.productId, cost: inventoryLots.costUsdPerTon })
    .from(inventoryLots)
    .where(gt(inventoryLots.availableKg, '0'))
    .orderBy(asc(inventoryLots.receptionDate), asc(inventoryLots.id));
  const domain = slug === 'main' ? '%@demo.local' : '%@norte.demo.local';
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(like(users.email, domain));
  const orderLines = await tx
    .select({
      orderId: orders.id,
      number: orders.number,
      externalId: orders.externalId,
      customerId: orders.customerId,
      sellerId: orders.sellerId,
      createdAt: orders.createdAt,
      productId: orderItems.productId,
      priceUsd: orderItems.priceUsd,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(ne(orders.opsStatus, 'ORDEN_CANCELADA'), eq(orders.currency, 'USD')))
    .orderBy(asc(orders.number), asc(orderItems.position));
  const byEmail = new Map(people.map((p) => [p.email.split('@')[0]!, p.id]));
  const cs = byEmail.get('customer.service');
  // The sellers customer service supervises (the demo's hierarchy is one level deep).
  const supervised = cs
    ? rowsOf<{ id: string }>(
        await tx.execute(sql`select subordinate_id as id from user_supervisors where supervisor_id = ${cs}`),
      )
    : [];
  const [pricing] = await tx
    .select({ values: pricingParameterVersions.values })
    .from(pricingParameterVersions)
    .orderBy(desc(pricingParameterVersions.version))
    .limit(1);
  return {
    customers: customerRows
      .filter((c): c is { id: string; sellerId: string } => c.sellerId !== null)
      .map((c) => ({ ...c, addressId: addressRows.find((a) => a.customerId === c.id)?.id ?? null })),
    products: productRows,
    lots: lotRows,
    people: byEmail,
    supervisedByCs: new Set(supervised.map((r) => r.id)),
    pricing: pricing?.values,
    linkable: orderLines.filter((l): l is Context['linkable'][number] => l.sellerId !== null),
  };
}

type RequestInsert = typeof priceRequests.$inferInsert;
type HistoryInsert = typeof priceRequestHistory.$inferInsert;

/**
 * Writes the tenant's demo suppliers, quotes and price requests (`now`: the seed's moment); answers
 * how many requests.
 */
export async function seedDemoPriceRequests(tx: Tx, slug: string, now = new Date()): Promise<number> {
  const plan = PLAN[slug];
  if (!plan) return 0;
  const ctx = await loadContext(tx, slug);
  const pricingUser = ctx.people.get('manager.operation') ?? ctx.people.get('admin');
  const cs = ctx.people.get('customer.service');
  if (!ctx.customers.length || !ctx.products.length || !pricingUser) return 0;
  const random = seededRandom(slug === 'main' ? 19 : 23);
  const today = businessDay(now);
  const quotes = await seedSuppliersAndQuotes(tx, slug, ctx.products, today, random, pricingUser);
  const latest = now.getTime() - 60_000;
  const at = (ms: number) => new Date(Math.min(ms, latest));
  const daysAgo = (days: number, hours = 0) => at(now.getTime() - days * DAY_MS + hours * 3_600_000);

  /** The base cost pricing picked: a quote valid back then (any, for old requests), else a lot. */
  const baseOf = (productId: string, old: boolean) => {
    const quote = quotes.find((q) => q.productId === productId && (old || q.validUntil >= today));
    if (quote) return { cost: new Decimal(quote.price).toFixed(), quoteId: quote.id };
    const lot = ctx.lots.find((l) => l.productId === productId);
    return lot ? { cost: new Decimal(lot.cost).toFixed(), lotId: lot.id } : null;
  };
  // Approvals stay off the first product by reference (what test fixtures order by default).
  const approvable = ctx.products.slice(1);
  const usedOrders = new Set<string>();
  let linksLeft = LINKED[slug] ?? 0;
  const built: {
    request: RequestInsert;
    costs?: ReturnType<typeof costsRow>;
    history: HistoryInsert[];
    order?: string;
  }[] = [];

  plan.forEach((status, i) => {
    const id = crypto.randomUUID();
    const approval = status === 'APPROVED' || (status === 'EXPIRED' && i % 3 !== 2);
    let customer = ctx.customers[(i * 5) % ctx.customers.length]!;
    let product = (approval ? approvable : ctx.products)[
      (i * 3 + 1) % (approval ? approvable : ctx.products).length
    ]!;
    const volumeTons = String(random.int(2, 12) * 5);
    const delivery = customer.addressId !== null && i % 3 !== 2;
    let calc = calculation(
      baseOf(product.id, status === 'EXPIRED'),
      ctx.pricing,
      delivery,
      volumeTons,
      random,
    );
    let figures = costFigures(calc.costs, volumeTons);
    let link: Context['linkable'][number] | undefined;
    if (status === 'APPROVED' && linksLeft > 0) {
      // An approval that became a demo order: the order's line at or above the MSP, and the
      // closest such line (the demo orders' prices are spread widely; the approved price is the
      // order's, so the nearest keeps the approval believable beside its MSP).
      const margin = (l: Context['linkable'][number]) => {
        if (usedOrders.has(l.orderId) || l.productId === ctx.products[0]!.id) return null;
        const c = calculation(baseOf(l.productId, false), ctx.pricing, delivery, volumeTons, seededRandom(i));
        const msp = costFigures(c.costs, volumeTons).msp;
        const over = msp === null ? null : new Decimal(l.priceUsd).times(1000).minus(msp);
        return over?.gte(0) ? over : null;
      };
      let best: Decimal | null = null;
      for (const candidate of ctx.linkable) {
        const over = margin(candidate);
        if (over && (best === null || over.lt(best))) {
          best = over;
          link = candidate;
        }
      }
      if (link) {
        linksLeft--;
        usedOrders.add(link.orderId);
        product = ctx.products.find((p) => p.id === link!.productId)!;
        customer = ctx.customers.find((c) => c.id === link!.customerId) ?? customer;
        calc = calculation(baseOf(product.id, false), ctx.pricing, delivery, volumeTons, seededRandom(i));
        figures = costFigures(calc.costs, volumeTons);
      }
    }
    const sellerId = link?.sellerId ?? customer.sellerId;
    const byCs = cs !== undefined && ctx.supervisedByCs.has(sellerId) && i % 3 === 1;
    const requestedById = byCs ? cs : sellerId;
    const requestedByType: RequestedByType = i % 4 === 3 ? 'CUSTOMER' : byCs ? 'CUSTOMER_SERVICE' : 'SELLER';
    const base = BASE_USD_PER_TON[product.reference] ?? 120;

    // When things happened, by status (every moment before now).
    const createdAt =
      status === 'REQUESTED'
        ? at(now.getTime() - random.int(2, 60) * 3_600_000)
        : link
          ? at(link.createdAt.getTime() - 4 * DAY_MS)
          : status === 'EXPIRED'
            ? daysAgo(random.int(35, 45))
            : daysAgo(random.int(3, 12));
    const costedAt = at(createdAt.getTime() + random.int(4, 26) * 3_600_000);
    const decidedAt = at(costedAt.getTime() + random.int(4, 30) * 3_600_000);
    let windowFrom = addDays(today, random.int(2, 10));
    let windowTo = addDays(windowFrom, random.int(10, 30));
    if (link) {
      windowFrom = businessDay(link.createdAt);
      windowTo = addDays(windowFrom, 30);
    } else if (status === 'EXPIRED' && !approval) {
      windowFrom = addDays(today, -25);
      windowTo = addDays(today, -random.int(1, 5));
    } else if (status === 'EXPIRED') {
      windowFrom = addDays(today, -30);
      windowTo = addDays(today, 5);
    }

    const costed =
      ['IN_COSTING', 'QUOTED', 'APPROVED'].includes(status) ||
      approval ||
      (status === 'REJECTED' && i % 2 === 0);
    if (status === 'IN_COSTING') {
      calc = calculation(null, ctx.pricing, delivery, volumeTons, random);
      figures = costFigures(calc.costs, volumeTons);
    }
    const history: HistoryInsert[] = [
      { priceRequestId: id, userId: requestedById, action: 'created', toStatus: 'REQUESTED', createdAt },
    ];
    const request: RequestInsert = {
      id,
      number: 0,
      status,
      customerId: customer.id,
      productId: product.id,
      packagingType: product.packagingTypes[i % product.packagingTypes.length]!,
      volumeTons,
      targetPriceUsdPerTon: i % 3 === 0 ? null : money(base * 1.35),
      requestedByType,
      requestedById,
      sellerId,
      deliveryMethod: delivery ? 'DELIVERY_PARTNER' : 'PICKUP',
      addressId: delivery ? customer.addressId : null,
      paymentTerm: i % 5 === 4 ? 'ADVANCE_PAYMENT' : 'CREDIT',
      deliveryWindowFrom: windowFrom,
      deliveryWindowTo: windowTo,
      comments: i % 4 === 0 ? 'El cliente compara contra la oferta de otro distribuidor.' : null,
      createdAt,
      updatedAt: createdAt,
    };
    let last: PriceRequestStatus = 'REQUESTED';
    const move = (entry: Omit<HistoryInsert, 'priceRequestId' | 'fromStatus'>) => {
      history.push({ priceRequestId: id, fromStatus: last, ...entry });
      last = entry.toStatus as PriceRequestStatus;
      request.updatedAt = entry.createdAt as Date;
    };
    if (costed) {
      Object.assign(request, {
        msp: figures.msp,
        totalCost: figures.totalCost,
        commissionPercent: figures.commissionPercent,
        salesMarginPercent: figures.salesMarginPercent,
      });
      move({
        userId: pricingUser,
        action: 'cost',
        toStatus: figures.msp === null ? 'IN_COSTING' : 'QUOTED',
        changes: { msp: [null, figures.msp] },
        createdAt: costedAt,
      });
    }
    if (approval && figures.msp !== null) {
      const price = link
        ? new Decimal(link.priceUsd).times(1000).toFixed(4)
        : new Decimal(figures.msp)
            .times(1.05 + random.next() * 0.1)
            .toDecimalPlaces(0, Decimal.ROUND_UP)
            .toFixed(4);
      const validUntil =
        status === 'EXPIRED' ? addDays(today, -random.int(1, 8)) : addDays(today, random.int(12, 40));
      const approvedAt = status === 'EXPIRED' ? daysAgo(random.int(20, 30)) : decidedAt;
      Object.assign(request, {
        approvedPriceUsdPerTon: price,
        validUntil,
        approvedById: pricingUser,
        approvedAt,
      });
      move({
        userId: pricingUser,
        action: 'approve',
        toStatus: 'APPROVED',
        changes: {
          approvedPriceUsdPerTon: [null, price],
          validUntil: [null, validUntil],
          msp: [figures.msp, figures.msp],
        },
        createdAt: approvedAt,
      });
      if (link) {
        request.orderId = link.orderId;
        move({
          userId: link.sellerId,
          action: 'orderCreated',
          toStatus: 'APPROVED',
          changes: { orderId: [null, link.orderId] },
          note: displayOrderNumber({ number: link.number, externalId: link.externalId }),
          createdAt: link.createdAt,
        });
      }
    }
    if (status === 'REJECTED') {
      const reason = REJECTIONS[i % REJECTIONS.length]!;
      request.rejectionReason = reason;
      move({
        userId: pricingUser,
        action: 'reject',
        toStatus: 'REJECTED',
        note: reason,
        createdAt: decidedAt,
      });
    }
    if (status === 'EXPIRED') {
      const field = approval ? 'validUntil' : 'deliveryWindowTo';
      const day = approval ? (request.validUntil as string) : windowTo;
      move({
        userId: null,
        action: 'expire',
        toStatus: 'EXPIRED',
        changes: { [field]: [day, day] },
        createdAt: at(Date.parse(`${addDays(day, 1)}T07:05:00Z`)),
      });
    }
    request.version = history.length;
    built.push({
      request,
      costs: costed || status === 'IN_COSTING' ? costsRow(id, calc, pricingUser, costedAt) : undefined,
      history,
      order: link?.orderId,
    });
  });

  // Numbers follow creation, as the counter hands them out.
  built.sort((a, b) => (a.request.createdAt as Date).getTime() - (b.request.createdAt as Date).getTime());
  built.forEach((b, n) => {
    b.request.number = n + 1;
  });
  await tx.insert(priceRequests).values(built.map((b) => b.request));
  const costs = built.flatMap((b) => (b.costs ? [b.costs] : []));
  if (costs.length) await tx.insert(priceRequestCosts).values(costs);
  await tx.insert(priceRequestHistory).values(built.flatMap((b) => b.history));
  for (const b of built) {
    if (b.order) await tx.update(orders).set({ priceRequestId: b.request.id }).where(eq(orders.id, b.order));
  }
  await tx.insert(priceRequestCounters).values({ lastNumber: built.length });
  return built.length;
}
