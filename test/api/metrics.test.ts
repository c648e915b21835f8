/**
 * GET /metrics: the Prometheus text with request durations per route pattern (no ids in labels),
 * the pool's connections (PostgreSQL) and the job queue by kind read at the scrape; served without a
 * token only to this machine unproxied, and with METRICS_TOKEN only to its bearer.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestContext } from '../helpers/testApp';

let t: TestContext;
let guarded: TestContext;
const TOKEN = 'scrape-token-for-the-metrics-test';

beforeAll(async () => {
  t = await createTestApp();
  guarded = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
  await guarded.close();
});

const scrape = (
  ctx: TestContext,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => ctx.app.inject({ method: 'GET', url: '/metrics', ...options });

/** The value of one series of the text format, by its exact name and labels. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('times requests per route pattern, never per raw URL', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const id = randomUUID();
    expect((await call(t.app, admin, { method: 'GET', url: `/api/orders/${id}` })).statusCode).toBe(404);
    expect(
      (await call(t.app, admin, { method: 'GET', url: '/api/orders/detail-not-an-id' })).statusCode,
    ).toBe(400);
    const res = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(
      sample(
        res.body,
        'http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status_code="404"}',
      ),
    ).toBe(1);
    expect(
      sample(
        res.body,
        'http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status_code="400"}',
      ),
    ).toBe(1);
    expect(res.body).toContain(
      'http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/orders/:id"',
    );
    expect(res.body).not.toContain(id);
    expect(res.body).not.toContain('detail-not-an-id');
    expect(res.body).not.toContain('route="/metrics"');
    // Node's own process metrics come along.
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('counts the job queue by kind and state at each scrape', async () => {
    const before = sample((await scrape(t)).body, 'backoffice_jobs{kind="mail.send",status="pending"}');
    expect(before).toBe(0);
    const asked = await t.app.inject({
      method: 'GET',
      url: '/api/auth/recovery/seller%40demo.local',
      headers: { 'x-tenant': 'main' },
    });
    expect(asked.statusCode).toBe(200);
    const after = (await scrape(t)).body;
    expect(sample(after, 'backoffice_jobs{kind="mail.send",status="pending"}')).toBe(1);
    expect(sample(after, 'backoffice_jobs{kind="mail.send",status="failed"}')).toBe(0);
  });

  it('shows the pool on PostgreSQL and leaves it out on the embedded PGlite', async () => {
    const text = (await scrape(t)).body;
    const open = sample(text, 'backoffice_db_pool_connections{state="open"}');
    if (t.databaseUrl) {
      expect(open).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'backoffice_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(open).toBeUndefined();
      expect(text).not.toContain('backoffice_db_pool');
    }
  });

  it('without METRICS_TOKEN answers only this machine, and not through a proxy', async () => {
    const remote = await scrape(t, { remoteAddress: '10.0.0.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 'FORBIDDEN' });
    const forwarded = await scrape(t, { headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect(forwarded.statusCode).toBe(403);
    expect((await scrape(t, { remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('with METRICS_TOKEN answers its bearer only, from anywhere', async () => {
    const none = await scrape(guarded);
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const wrong = await scrape(guarded, { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.statusCode).toBe(401);
    const right = await scrape(guarded, {
      remoteAddress: '10.0.0.7',
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '198.51.100.4' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('backoffice_jobs{');
  });
});
