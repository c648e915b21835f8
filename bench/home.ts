/**
 * The home scenario, on the same generated database as the orders scenario: the delivery calendar
 * (this week and next, all sellers and one seller's; a day's second page) and the pipeline card's
 * counts (the whole tenant, one seller, a delivery-date range), as the admin and as a seller (whose
 * scope is a different plan).
 */
import { mondayOf } from '../src/domain/dashboards/calendar';
import { businessDay } from '../src/domain/dates';
import { benchApp, type ScenarioOptions, signIn } from './app';
import { getLine, runLines } from './measure';

const WIDTH = 64;
const DAY_MS = 86_400_000;

export async function runHomeScenario(o: ScenarioOptions): Promise<void> {
  const app = await benchApp(o.database, o.dataDir);
  try {
    const admin = await signIn(app, 'admin@demo.local');
    const seller = await signIn(app, 'seller@demo.local');
    const profile = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: seller });
    const sellerId = profile.json<{ id: string }>().id;
    const today = businessDay();
    const monday = mondayOf(today);
    const nextMonday = mondayOf(businessDay(new Date(Date.now() + 7 * DAY_MS)));
    const monthAgo = businessDay(new Date(Date.now() - 30 * DAY_MS));
    const lines: [string, string, Record<string, string>][] = [
      [
        'GET /api/orders/dashboard-calendly this week',
        `/api/orders/dashboard-calendly?startDateFilter=${monday}`,
        admin,
      ],
      [
        'GET /api/orders/dashboard-calendly next week',
        `/api/orders/dashboard-calendly?startDateFilter=${nextMonday}`,
        admin,
      ],
      [
        'GET /api/orders/dashboard-calendly this week, page 2 of each day',
        `/api/orders/dashboard-calendly?startDateFilter=${monday}&offsetPerDay=5`,
        admin,
      ],
      [
        'GET /api/orders/dashboard-calendly this week, one seller',
        `/api/orders/dashboard-calendly?startDateFilter=${monday}&sellerId=${sellerId}`,
        admin,
      ],
      [
        'GET /api/orders/dashboard-calendly this week (seller)',
        `/api/orders/dashboard-calendly?startDateFilter=${monday}`,
        seller,
      ],
      ['GET /api/orders/count-by-status-with-tons', '/api/orders/count-by-status-with-tons', admin],
      [
        'GET /api/orders/count-by-status-with-tons, one seller',
        `/api/orders/count-by-status-with-tons?sellerId=${sellerId}`,
        admin,
      ],
      [
        'GET /api/orders/count-by-status-with-tons, last 30 days',
        `/api/orders/count-by-status-with-tons?deliveryDateFrom=${monthAgo}&deliveryDateTo=${today}`,
        admin,
      ],
      ['GET /api/orders/count-by-status-with-tons (seller)', '/api/orders/count-by-status-with-tons', seller],
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
