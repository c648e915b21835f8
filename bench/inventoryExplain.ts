/**
 * EXPLAIN (ANALYZE, BUFFERS) of the lot list's and the material count's own SQL on a generated
 * PostgreSQL database (see bench/explain.ts): the inventory lines at a million orders
 * (docs/performance.md, "A million orders").
 *
 * `npx tsx bench/inventoryExplain.ts [database-url] [url-path…]`; signs in as operations by default.
 */
import { explainRequests } from './explain';

explainRequests({
  paths: [
    '/api/inventory?limit=20&withStock=true&orderField=receptionDate&orderDirection=ASC',
    '/api/inventory?limit=20&searchParam=MTY-2506-1900',
    '/api/orders/count-without-material',
  ],
  email: 'operation@demo.local',
  // The request's own statements: those reading the lots (the material count reads them too).
  own: /inventory_lots/,
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
