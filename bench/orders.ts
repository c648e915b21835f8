/**
 * The orders scenario: the order list (first page of the open tab, a customer search, an order
 * number search, a filtered tab, a deep page), the detail, the creation, and the finance queues
 * (counts and first pages, as admin, finance and a seller), through the real app
 * (token check, RLS transaction, validation, serialisation) on a database holding N orders.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Database } from '../src/server/db/client';
import { addresses, customers, orders, products, tenants, users } from '../src/server/db/schema';
import { benchApp, type ScenarioOptions, signIn } from './app';
import { type LineFigures, measureLine, printLine, printLineHeader } from './measure';

/** BENCH_ONLY=a,b runs only the lines whose label contains one of these texts (case-insensitive). */
const ONLY = process.env.BENCH_ONLY?.toLowerCase().split(',').filter(Boolean);

/** Rows picked once from the database (as the owner) to aim the requests at real data. */
async function targets(database: Database) {
  const db = database.db;
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'main'));
  const inMain = eq(orders.tenantId, tenant!.id);
  const [total] = await db.select({ n: count() }).from(orders).where(inMain);
  // The seller with the most orders: the filtered tab at its heaviest.
  const [busiest] = await db
    .select({ sellerId: orders.sellerId, n: count() })
    .from(orders)
    .where(inMain)
    .groupBy(orders.sellerId)
    .orderBy(desc(count()))
    .limit(1);
  const [middle] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(inMain)
    .orderBy(asc(orders.number))
    .offset(Math.floor((total?.n ?? 1) / 2))
    .limit(1);
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(inMain)
    .orderBy(sql`md5(${orders.id}::text)`)
    .limit(500);
  const [forCreate] = await db
    .select({ customerId: customers.id, sellerId: customers.sellerId, addressId: addresses.id })
    .from(customers)
    .innerJoin(addresses, eq(addresses.customerId, customers.id))
    .innerJoin(users, eq(users.id, customers.sellerId))
    .where(and(eq(customers.tenantId, tenant!.id), eq(users.email, 'seller@demo.local')))
    .limit(1);
  const [product] = await db
    .select({ id: products.id, packagingTypes: products.packagingTypes })
    .from(products)
    .where(eq(products.tenantId, tenant!.id))
    .orderBy(asc(products.reference))
    .limit(1);
  return {
    total: total?.n ?? 0,
    busiestSellerId: busiest!.sellerId!,
    middleNumber: middle?.number ?? 1,
    orderIds: ids.map((r) => r.id),
    forCreate: forCreate!,
    product: product!,
  };
}

/** Mexico City's day, for a delivery date the creation rules accept. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
}

const WIDTH = 56;

export async function runOrdersScenario(o: ScenarioOptions): Promise<LineFigures[]> {
  const app = await benchApp(o.database, o.dataDir);
  try {
    const t = await targets(o.database);
    const admin = await signIn(app, 'admin@demo.local');
    const seller = await signIn(app, 'seller@demo.local');
    const finance = await signIn(app, 'finance.credit@demo.local');
    const list = '/api/orders?limit=20&orderField=createdAt&orderDirection=DESC';
    const first = await app.inject({ method: 'GET', url: list, headers: admin });
    if (first.statusCode !== 200) throw new Error(`GET /api/orders answered ${first.statusCode}`);
    const openRows = first.json<{ totalRows: number }>().totalRows;
    const deepOffset = Math.max(0, Math.min(50_000, openRows - 20));
    console.log(
      `  ${t.total} orders in tenant main, ${openRows} open; deep page at offset ${deepOffset}; ` +
        `${o.requests} requests per line, ${o.concurrency} at a time`,
    );

    const get = (url: string, headers: Record<string, string>) => (): InjectOptions => ({
      method: 'GET',
      url,
      headers,
    });
    const createBody = () => ({
      currency: 'USD',
      customer: { id: t.forCreate.customerId },
      items: [
        {
          productId: t.product.id,
          presentation: t.product.packagingTypes[0],
          quantity: '1000',
          targetPrice: '2.5',
        },
      ],
      deliveryModel: 'DELIVERY_PARTNER',
      addressId: t.forCreate.addressId,
      deliveryDate: today(),
      sellerId: t.forCreate.sellerId,
    });
    // The finance queues of the home dashboard and the pending-release listing, first page of 10.
    const queues = [
      ['pending-liberation?status=PENDINGRELEASEREQUEST', 'pending-liberation PENDINGRELEASE…'],
      ['pending-liberation?status=PENDINGVALIDATEPAYMENTREQUEST', 'pending-liberation PENDINGVALIDATE…'],
      ['not-answered-finance', 'not-answered-finance'],
      ['held', 'held'],
      ['approved-finance', 'approved-finance'],
      ['pending-released', 'pending-released'],
    ] as const;
    const queueUrl = (path: string) => `/api/orders/${path}${path.includes('?') ? '&' : '?'}limit=10`;
    const financeLines = [
      { label: 'GET /api/orders/count-finances', request: get('/api/orders/count-finances', admin) },
      {
        label: 'GET /api/orders/count-finances, as finance',
        request: get('/api/orders/count-finances', finance),
      },
      {
        label: 'GET /api/orders/count-finances, as a seller',
        request: get('/api/orders/count-finances', seller),
      },
      ...queues.flatMap(([path, name]) => [
        { label: `GET ${name}`, request: get(queueUrl(path), admin) },
        { label: `GET ${name}, as finance`, request: get(queueUrl(path), finance) },
      ]),
      {
        label: 'GET not-answered-finance, as a seller',
        request: get(queueUrl('not-answered-finance'), seller),
      },
    ];
    const counts = await app.inject({ method: 'GET', url: '/api/orders/count-finances', headers: admin });
    if (counts.statusCode === 200) console.log(`  finance queues (admin): ${counts.body}`);
    const lines: { label: string; request: (i: number) => InjectOptions; expect?: number[] }[] = [
      { label: 'GET /api/orders first page (open tab)', request: get(list, admin) },
      { label: 'GET /api/orders first page, as a seller', request: get(list, seller) },
      {
        label: 'GET /api/orders search customer "Vallejo"',
        request: get(`${list}&searchParam=Vallejo`, admin),
      },
      {
        label: `GET /api/orders search number ${t.middleNumber}`,
        request: get(`${list}&searchParam=${t.middleNumber}`, admin),
      },
      {
        label: 'GET /api/orders tab CREATED + seller filter',
        request: get(`${list}&statusTab=CREATED&sellers=${t.busiestSellerId}`, admin),
      },
      {
        label: `GET /api/orders deep page (offset ${deepOffset})`,
        request: get(`${list}&offset=${deepOffset}`, admin),
      },
      {
        label: 'GET /api/orders/{id}',
        request: (i: number) => ({
          method: 'GET',
          url: `/api/orders/${t.orderIds[i % t.orderIds.length]}`,
          headers: admin,
        }),
      },
      // Before the creation line: its proformas render after each response and would load these.
      ...financeLines,
      {
        label: 'POST /api/orders',
        request: () => ({ method: 'POST', url: '/api/orders', headers: admin, payload: createBody() }),
        expect: [201],
      },
    ].filter((line) => !ONLY?.length || ONLY.some((text) => line.label.toLowerCase().includes(text)));
    printLineHeader(WIDTH, o.concurrency);
    const figures: LineFigures[] = [];
    for (const line of lines) {
      try {
        const f = await measureLine(app, line, o);
        printLine(WIDTH, line.label, f.alone, f.loaded, f.raw);
        figures.push(f);
      } catch (err) {
        // One failing line (a route missing in this build) must not hide the others' figures.
        console.log(`${line.label.padEnd(WIDTH)} failed: ${(err as Error).message.slice(0, 120)}`);
      }
    }
    return figures;
  } finally {
    await app.close();
  }
}
