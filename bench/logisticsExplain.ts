/**
 * EXPLAIN (ANALYZE, BUFFERS) of the logistics queues' own SQL on a generated PostgreSQL database
 * (see bench/explain.ts).
 *
 * `npx tsx bench/logisticsExplain.ts [database-url] [url-path…]`; signs in as operations by default.
 */
import { explainRequests } from './explain';

explainRequests({
  paths: [
    '/api/order-logistic/not-delivered?limit=10',
    '/api/order-logistic/not-delivered?limit=10&deliveryModel=DELIVERY_PARTNER&isInvoiced=true&hasTransportAssigned=false',
    '/api/order-logistic/not-delivered?limit=10&searchParam=Cliente%20escala%200099',
    '/api/orders/count-for-logistics',
    '/api/orders/count-delay-orders',
    '/api/orders/overdue?limit=10',
    '/api/orders/overdue?limit=10&searchParam=Cliente%20escala%200099',
  ],
  email: 'operation@demo.local',
  // The request's own statements: those reading the queues' tables, not the token or user look-ups.
  own: /order_shipments|coalesce\(shipment_due_date/,
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
