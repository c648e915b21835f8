/**
 * EXPLAIN (ANALYZE, BUFFERS) of the order list's, the finance queues' and the material count's own
 * SQL on a generated PostgreSQL database (see bench/explain.ts): the slowest lines at a million
 * orders (docs/performance.md, "A million orders").
 *
 * `npx tsx bench/ordersExplain.ts [database-url] [url-path…]`; signs in as admin by default.
 */
import { explainRequests } from './explain';

explainRequests({
  paths: [
    '/api/orders?limit=20&orderField=createdAt&orderDirection=DESC',
    '/api/orders?limit=20&orderField=createdAt&orderDirection=DESC&searchParam=Vallejo',
    '/api/orders/count-finances',
    '/api/orders/count-without-material',
  ],
  email: 'admin@demo.local',
  // The request's own statements: those reading orders and their finance rows or the kept counts.
  own: /orders|order_finance|order_status_cells|order_finance_cells/,
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
