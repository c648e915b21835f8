/**
 * The logistics scenario, on the same generated database as the orders scenario (every generated
 * order from EMBARCADO/PROGRAMADO on has its shipment): 'Pendientes de entrega' (first page, a
 * filtered page, searches), the home's two logistics counts, and the late orders (first page,
 * a search), as operations reads them; the seller's own late orders and pending deliveries too,
 * since the seller's scope is a different plan.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { businessDay } from '../src/domain/dates';
import { type Database, rowsOf } from '../src/server/db/client';
import { customers, orderShipments, tenants } from '../src/server/db/schema';
import { benchApp, type ScenarioOptions, signIn } from './app';
import { getLine, runLines } from './measure';

/** What the searches look for: a customer's name, a truck's plates, and the volumes behind the lists. */
async function targets(database: Database) {
  const db = database.db;
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'main'));
  const tenantId = tenant!.id;
  const [customer] = await db
    .select({ name: customers.companyName })
    .from(customers)
    .where(eq(customers.tenantId, tenantId))
    .orderBy(asc(customers.companyName))
    .offset(100)
    .limit(1);
  const [truck] = await db
    .select({ plates: orderShipments.plates })
    .from(orderShipments)
    .where(
      and(
        eq(orderShipments.tenantId, tenantId),
        eq(orderShipments.isDelivered, false),
        isNotNull(orderShipments.plates),
      ),
    )
    .orderBy(asc(orderShipments.number))
    .limit(1);
  const [volumes] = rowsOf<{ shipments: number; pending: number; late: number }>(
    await db.execute(sql`
      select (select count(*)::int from order_shipments where tenant_id = ${tenantId}) as shipments,
             (select count(*)::int from order_shipments where tenant_id = ${tenantId} and not is_delivered) as pending,
             (select count(*)::int from orders where tenant_id = ${tenantId}
                and ops_status not in ('ORDEN_ENTREGADA', 'PAGADO', 'ORDEN_CANCELADA')
                and coalesce(shipment_due_date, delivery_date) < ${businessDay()}) as late`),
  );
  return {
    customer: customer?.name.replace(/ S\.A\. de C\.V\.$/, '') ?? 'Cliente',
    plates: truck?.plates ?? 'ABC',
    volumes: volumes ?? { shipments: 0, pending: 0, late: 0 },
  };
}

const WIDTH = 64;

export async function runLogisticsScenario(o: ScenarioOptions): Promise<void> {
  const app = await benchApp(o.database, o.dataDir);
  try {
    const t = await targets(o.database);
    const ops = await signIn(app, 'operation@demo.local');
    const seller = await signIn(app, 'seller@demo.local');
    console.log(
      `  logistics: ${t.volumes.shipments} shipments, ${t.volumes.pending} not delivered, ${t.volumes.late} late orders in tenant main`,
    );
    const today = businessDay();
    const inAWeek = businessDay(new Date(Date.now() + 7 * 86_400_000));
    const search = (text: string) => encodeURIComponent(text);
    const lines: [string, string, Record<string, string>][] = [
      ['GET /api/order-logistic/not-delivered first page', '/api/order-logistic/not-delivered?limit=10', ops],
      [
        'GET /api/order-logistic/not-delivered filtered (model, invoiced, no transport)',
        '/api/order-logistic/not-delivered?limit=10&deliveryModel=DELIVERY_PARTNER&isInvoiced=true&hasTransportAssigned=false',
        ops,
      ],
      [
        'GET /api/order-logistic/not-delivered next 7 days, by company',
        `/api/order-logistic/not-delivered?limit=25&dateDeliveryFrom=${today}&dateDeliveryTo=${inAWeek}&orderField=company`,
        ops,
      ],
      [
        `GET /api/order-logistic/not-delivered search "${t.customer}"`,
        `/api/order-logistic/not-delivered?limit=10&searchParam=${search(t.customer)}`,
        ops,
      ],
      [
        `GET /api/order-logistic/not-delivered search plates "${t.plates}"`,
        `/api/order-logistic/not-delivered?limit=10&searchParam=${search(t.plates)}`,
        ops,
      ],
      [
        'GET /api/order-logistic/not-delivered first page (seller)',
        '/api/order-logistic/not-delivered?limit=10',
        seller,
      ],
      ['GET /api/orders/count-for-logistics', '/api/orders/count-for-logistics', ops],
      ['GET /api/orders/count-delay-orders', '/api/orders/count-delay-orders', ops],
      ['GET /api/orders/count-delay-orders (seller)', '/api/orders/count-delay-orders', seller],
      ['GET /api/orders/overdue first page', '/api/orders/overdue?limit=10', ops],
      [
        `GET /api/orders/overdue search "${t.customer}"`,
        `/api/orders/overdue?limit=10&searchParam=${search(t.customer)}`,
        ops,
      ],
      ['GET /api/orders/overdue first page (seller)', '/api/orders/overdue?limit=10', seller],
    ];
    await runLines(
      app,
      lines.map((line) => getLine(...line)),
      { ...o, width: WIDTH },
    );
  } finally {
    await app.close();
  }
}
