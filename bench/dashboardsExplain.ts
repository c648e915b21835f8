/**
 * EXPLAIN (ANALYZE, BUFFERS) of the dashboards' own SQL on a generated PostgreSQL database, with the
 * figures' settings of `readForFigures` (see bench/explain.ts).
 *
 * `npx tsx bench/dashboardsExplain.ts [database-url] [url-path…]`; signs in as the admin by default;
 * EXPLAIN_EMAIL and EXPLAIN_TIMES as bench/explain.ts says.
 */
import { explainRequests } from './explain';

explainRequests({
  paths: [
    '/api/dashboard-figures/sales',
    '/api/dashboard-figures/inventory',
    '/api/dashboard-figures/performance',
    '/api/dashboard-figures/kpis',
  ],
  email: 'admin@demo.local',
  // The figures' statements: those reading orders, items, lots or the summaries, not the scope's look-ups.
  own: /from "?(orders|order_items|inventory_lots|dashboard_\w+)"?\b|width_bucket/,
  settings: [
    'set local enable_seqscan = off',
    "set local work_mem = '16MB'",
    'set local max_parallel_workers_per_gather = 0',
    'set local jit = off',
  ],
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
