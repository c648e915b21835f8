/**
 * The queues' SQL agrees with `financeQueueOf`: orders staged in every combination of status,
 * finance status, payment term, requests and validation (each on a delivery day no demo order
 * uses) appear in exactly the queue the domain names, or in none; the counts say the same.
 * Also: the pending-release listing's status rule, its filters, search and paging.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_QUEUES, type FinanceQueue, financeQueueOf } from '../../../src/domain/finance';
import type { FinanceQueueResponse } from '../../../src/domain/finance/views';
import type { OpsStatus } from '../../../src/domain/orders/status';
import type { OrderDetail } from '../../../src/domain/orders/views';
import { orderDocuments, orderFinance, orders } from '../../../src/server/db/schema';
import { createOrder } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { financeApi, QUEUE_PATHS } from './financeHelpers';

let t: TestContext;
let seller: Session;
let credit: Session;
let api: ReturnType<typeof financeApi>;
const DAY = '2026-12-30';
const RANGE = `&deliveryDateFrom=${DAY}&deliveryDateTo=${DAY}`;

const STATUSES: OpsStatus[] = [
  'ORDEN_CREADA',
  'EFIRMA_CLIENTE',
  'ORDEN_RETENIDA',
  'APROBADO_POR_FINANZAS',
  'MATERIAL_ASIGNADO',
  'ORDEN_CANCELADA',
];
const FINANCE_ROWS = {
  none: null,
  releaseRequested: { releaseRequestedAt: new Date(), isPaymentValidated: false },
  paymentRequested: { paymentRequestedAt: new Date(), isPaymentValidated: false },
  paymentRequestedValidated: { paymentRequestedAt: new Date(), isPaymentValidated: true },
  validatedOnly: { isPaymentValidated: true },
  validatedAndReleaseRequested: { isPaymentValidated: true, releaseRequestedAt: new Date() },
} as const;

interface Staged {
  id: string;
  expected: FinanceQueue | null;
}
const staged: Staged[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [seller, credit] = await Promise.all([
    login(t.app, 'seller@demo.local'),
    login(t.app, 'finance.credit@demo.local'),
  ]);
  api = financeApi(t, (await t.app.ctx.tokens.verifyAccess(seller.accessToken)).tenantId);
  const [templateId] = await createOrder(t.app, seller, { paymentTerm: 'CREDIT' });
  await api.db(async (tx) => {
    const [template] = await tx.select().from(orders).where(eq(orders.id, templateId!));
    let number = 900_000;
    for (const opsStatus of STATUSES) {
      for (const financeStatus of [null, 'FINANCE_RELEASED']) {
        for (const paymentTerm of ['CREDIT', 'ADVANCE_PAYMENT'] as const) {
          for (const finance of Object.values(FINANCE_ROWS)) {
            const id = randomUUID();
            const confirmation = number % 2 === 0;
            await tx.insert(orders).values({
              ...template!,
              id,
              number: number++,
              opsStatus,
              financeStatus,
              paymentTerm,
              deliveryDate: DAY,
            });
            if (finance) await tx.insert(orderFinance).values({ orderId: id, ...finance });
            if (confirmation) {
              await tx
                .insert(orderDocuments)
                .values({ orderId: id, type: 'payment_confirmation', name: 'Comprobante' });
            }
            const f = finance as {
              releaseRequestedAt?: Date;
              paymentRequestedAt?: Date;
              isPaymentValidated?: boolean;
            } | null;
            const expected = financeQueueOf({
              opsStatus,
              financeStatus,
              paymentTerm,
              isPaymentValidated: f?.isPaymentValidated ?? false,
              isApprovedForRelease: false,
              isReleaseRequestedManually: !!f?.releaseRequestedAt,
              isPaymentReleaseRequestedManually: !!f?.paymentRequestedAt,
              daysSinceReleaseRequest: f?.releaseRequestedAt ? 0 : null,
              daysSincePaymentRequest: f?.paymentRequestedAt ? 0 : null,
              hasPaymentConfirmation: confirmation,
            });
            staged.push({ id, expected });
          }
        }
      }
    }
  });
});

afterAll(async () => t?.close());

async function allRows(session: Session, queue: FinanceQueue): Promise<FinanceQueueResponse['data']> {
  const rows: FinanceQueueResponse['data'] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await api.queue(session, queue, `${RANGE}&offset=${offset}`);
    rows.push(...page.data);
    if (offset + 100 >= page.totalRows) return rows;
  }
}

describe('every staged order is in the queue financeQueueOf names, and only there', () => {
  it('covers every queue and "none" with the staged states', () => {
    const names = new Set(staged.map((s) => s.expected));
    for (const q of [...FINANCE_QUEUES, null]) expect(names.has(q)).toBe(true);
    expect(staged.length).toBe(STATUSES.length * 2 * 2 * Object.keys(FINANCE_ROWS).length);
  });

  it('the tables list exactly the expected orders; the counts agree', async () => {
    const seen = new Map<string, FinanceQueue[]>();
    for (const queue of FINANCE_QUEUES) {
      for (const row of await allRows(credit, queue)) seen.set(row.id, [...(seen.get(row.id) ?? []), queue]);
    }
    for (const s of staged) expect(seen.get(s.id) ?? [], s.id).toEqual(s.expected ? [s.expected] : []);
    const counts = await api.counts(credit, `?deliveryDateFrom=${DAY}&deliveryDateTo=${DAY}`);
    for (const queue of FINANCE_QUEUES) {
      expect(counts[queue], queue).toBe(staged.filter((s) => s.expected === queue).length);
    }
    expect(counts.total).toBe(staged.filter((s) => s.expected !== null).length);
  });

  it('the finance view names the same queue', async () => {
    for (const s of staged.filter((_, i) => i % 7 === 0)) {
      expect((await api.view(credit, s.id)).queue, s.id).toBe(s.expected);
    }
  });
});

describe('pending-release listing', () => {
  it('accepts only its two statuses, with the original client’s sentence otherwise (both languages)', async () => {
    for (const url of [
      '/api/orders/pending-liberation?status=HELD',
      '/api/orders/pending-released?status=created',
    ]) {
      const res = await call(t.app, seller, { method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Status inválido. Solo se permiten: PENDINGRELEASEREQUEST, PENDINGVALIDATEPAYMENTREQUEST',
      );
    }
    const en = await call(t.app, seller, {
      method: 'GET',
      url: '/api/orders/pending-liberation?status=X',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().message).toBe(
      'Invalid status. Only these are allowed: PENDINGRELEASEREQUEST, PENDINGVALIDATEPAYMENTREQUEST',
    );
  });

  it('pages with {data,totalRows,page,totalPages}, searches by number, filters payment term', async () => {
    const page = await call(t.app, seller, {
      method: 'GET',
      url: `/api/orders/pending-released?status=PENDINGRELEASEREQUEST&limit=2&offset=2${RANGE}`,
    });
    const body = page.json<FinanceQueueResponse>();
    const expected = staged.filter((s) => s.expected === 'PENDINGRELEASEREQUEST').length;
    expect(body).toMatchObject({ totalRows: expected, page: 2, totalPages: Math.ceil(expected / 2) });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      canWrite: true,
      button: { kind: 'requestRelease' },
    });

    const one = body.data[0]!;
    const searched = await call(t.app, seller, {
      method: 'GET',
      url: `/api/orders/pending-released?status=PENDINGRELEASEREQUEST&searchParam=${one.number}`,
    });
    expect(searched.json<FinanceQueueResponse>().data.map((r) => r.id)).toEqual([one.id]);

    const advance = await call(t.app, seller, {
      method: 'GET',
      url: `/api/orders/pending-released?status=PENDINGRELEASEREQUEST&paymentTerm=ADVANCE_PAYMENT${RANGE}`,
    });
    const advanceRows = advance.json<FinanceQueueResponse>().data;
    expect(advanceRows.length).toBeGreaterThan(0);
    expect(advanceRows.every((r) => r.paymentTerm === 'ADVANCE_PAYMENT')).toBe(true);
  });

  it('finance reads it without the action (no ORDER_CREDIT_REQUESTS): canWrite false', async () => {
    const res = await api.queue(credit, 'PENDINGRELEASEREQUEST', RANGE);
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.every((r) => r.canWrite === false)).toBe(true);
  });

  it('a role that can never send a request gets no seller button in its rows', async () => {
    // Finance holds no ORDER_CREDIT_REQUESTS: the seller's requests are not its actions.
    for (const queue of ['PENDINGRELEASEREQUEST', 'NOT_ANSWERED'] as const) {
      const rows = (await api.queue(credit, queue, RANGE)).data;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.button === null)).toBe(true);
    }
    const operations = await login(t.app, 'operation@demo.local');
    const rows = (await api.queue(operations, 'NOT_ANSWERED', RANGE)).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.button === null && r.canWrite === false)).toBe(true);
    // The seller still sees theirs.
    const mine = (await api.queue(seller, 'PENDINGRELEASEREQUEST', RANGE)).data;
    expect(mine.every((r) => r.button !== null)).toBe(true);
  });

  it('finance may start the release of a retained order from its queue', async () => {
    const rows = (await api.queue(credit, 'HELD', RANGE)).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.canWrite)).toBe(true);
    // Its only request: the release, where finance's rule allows it (not before treasury validated a prepayment).
    const withButton = rows.filter((r) => r.button !== null);
    expect(withButton.length).toBeGreaterThan(0);
    expect(withButton.every((r) => r.button?.kind === 'requestRelease' && !r.button.disabled)).toBe(true);
  });

  it('a reversed date range is refused', async () => {
    const res = await call(t.app, seller, {
      method: 'GET',
      url: `${QUEUE_PATHS.HELD}?deliveryDateFrom=2026-12-31&deliveryDateTo=2026-12-01`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the queues’ total', () => {
  it('is the order’s total with taxes in the order’s own currency (not the products subtotal, not MXN as USD)', async () => {
    for (const currency of ['USD', 'MXN'] as const) {
      const [id] = await createOrder(t.app, seller, { currency, paymentTerm: 'CREDIT' });
      const detail = await call(t.app, seller, { method: 'GET', url: `/api/orders/${id}` });
      expect(detail.statusCode, detail.body).toBe(200);
      const order = detail.json<OrderDetail>();
      const own = order.computedValues[currency];
      // Handling, delivery and VAT make the total differ from the products' subtotal.
      expect(own.totalWithTaxes).not.toBe(own.productsTotal);
      const res = await call(t.app, seller, {
        method: 'GET',
        url: `/api/orders/pending-released?status=PENDINGRELEASEREQUEST&searchParam=${order.number}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const row = res.json<FinanceQueueResponse>().data.find((r) => r.id === id);
      expect(row).toMatchObject({ totalOrder: own.totalWithTaxes, currency });
      const queue = await api.queue(seller, 'PENDINGRELEASEREQUEST', `&searchParam=${order.number}`);
      expect(queue.data.find((r) => r.id === id)).toMatchObject({ totalOrder: own.totalWithTaxes, currency });
    }
  });
});
