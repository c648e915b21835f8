/**
 * A request's life through the API: asked (one per product, all or none), costed by pricing (the
 * server stores exactly the domain's MSP, worked by hand below), approved or rejected; edited and
 * deleted only while open; a stale version changes nothing; every step leaves a history row.
 *
 * The calculation of fixtures' COSTS for 20 t, transport typed as totals:
 *   per ton: first mile 100 / 20 = 5, middle 150 / 20 = 7.5, last 50 / 20 = 2.5
 *   total cost = 210 + 5 + 7.5 + 2.5 + 3 + 4.5 + 2 + 6 + 0.5 = 241
 *   MSP = 241 + commission 5 + margin 4 = 250; commission 5 / 250 = 2.00 %, margin 4 / 250 = 1.60 %
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceRequestCosts, PriceRequestDetail } from '../../../src/domain/priceRequests';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import {
  approve,
  ask,
  COSTS,
  cost,
  customerNamed,
  detail,
  inDays,
  productByReference,
  query,
  submission,
} from './fixtures';

let t: TestContext;
let seller: Session;
let seller3: Session;
let pricing: Session;
let financeManager: Session;
let customer: Awaited<ReturnType<typeof customerNamed>>;
let cal: Awaited<ReturnType<typeof productByReference>>;
let barita: Awaited<ReturnType<typeof productByReference>>;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  seller = await login(t.app, 'seller@demo.local');
  seller3 = await login(t.app, 'seller3@demo.local');
  pricing = await login(t.app, 'manager.operation@demo.local');
  financeManager = await login(t.app, 'manager.finance@demo.local');
  customer = await customerNamed(t, 'Cerámica');
  cal = await productByReference(t, 'CAL-HID-25');
  barita = await productByReference(t, 'BAR-API-42');
});
afterAll(() => t?.close());

const put = (session: Session, id: string, action: string, payload: object) =>
  call(t.app, session, { method: 'PUT', url: `/api/price-requests/${id}${action}`, payload });

describe('asking', () => {
  it('makes one request per product, numbered in a row, each with its history', async () => {
    const [numbered] = await query<{ last: number }>(
      t,
      sql`select coalesce(max(number), 0)::int as last from price_requests p join tenants tn on tn.id = p.tenant_id where tn.slug = 'main'`,
    );
    const rows = await ask(t, seller, submission(customer, [cal, barita]));
    expect(rows.map((r) => [r.number, r.product.reference, r.status, r.volumeTons])).toEqual([
      [numbered!.last + 1, 'CAL-HID-25', 'REQUESTED', '20.000'],
      [numbered!.last + 2, 'BAR-API-42', 'REQUESTED', '25.000'],
    ]);
    expect(rows[0]).toMatchObject({
      displayNumber: `SP-${String(numbered!.last + 1).padStart(5, '0')}`,
      requestedByType: 'SELLER',
      requestedBy: { name: 'Carlos Méndez Ruiz' },
      seller: { name: 'Carlos Méndez Ruiz' },
      targetPriceUsdPerTon: '240.0000',
      msp: null,
    });
    const history = await query<{ action: string; to_status: string; user_id: string }>(
      t,
      sql`select action, to_status, user_id from price_request_history where price_request_id = ${rows[1]!.id}`,
    );
    expect(history).toEqual([
      { action: 'created', to_status: 'REQUESTED', user_id: rows[1]!.requestedBy.id },
    ]);
  });

  it('refuses the whole submission when one item is wrong, naming the field', async () => {
    const [count] = await query<{ n: number }>(t, sql`select count(*)::int as n from price_requests`);
    const body = submission(customer, [cal, barita]);
    body.items[1]!.packagingType = 'HOPPER';
    const res = await call(t.app, seller, {
      method: 'POST',
      url: '/api/price-requests/multiple',
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        path: 'body.items.1.packagingType',
        key: 'priceRequests.packagingNotSold',
        message: 'Barita grado API no se vende en Tolva',
      },
    ]);
    expect(await query(t, sql`select count(*)::int as n from price_requests`)).toEqual([count]);
  });

  it('refuses a window starting before today and an address of another customer', async () => {
    const other = await customerNamed(t, 'Pinturas');
    const res = await call(t.app, seller, {
      method: 'POST',
      url: '/api/price-requests/multiple',
      payload: submission(customer, [cal], {
        deliveryWindowFrom: inDays(-1),
        deliveryWindowTo: inDays(5),
        addressId: other.addressId,
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string; key: string }) => [d.path, d.key])).toEqual([
      ['body.addressId', 'priceRequests.addressNotFound'],
      ['body.deliveryWindowFrom', 'validation.priceRequests.windowInPast'],
    ]);
  });

  it('refuses a customer of another seller (403) and a role that may not ask (403)', async () => {
    const theirs = await call(t.app, seller3, {
      method: 'POST',
      url: '/api/price-requests/multiple',
      payload: submission(customer, [cal]),
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('No puedes solicitar precios para este cliente');
    const finance = await call(t.app, financeManager, {
      method: 'POST',
      url: '/api/price-requests/multiple',
      payload: submission(customer, [cal]),
    });
    expect(finance.statusCode).toBe(403);
  });
});

describe('costing', () => {
  it('stores exactly the formula’s MSP and total cost, and quotes the request', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    const res = await cost(t, pricing, row!.id, row!.version);
    expect(res.statusCode).toBe(200);
    const body = res.json<PriceRequestDetail>();
    expect(body).toMatchObject({ status: 'QUOTED', msp: '250.0000', version: 2 });
    expect(body.figures).toEqual({
      totalCost: '241.0000',
      msp: '250.0000',
      commissionPercent: '2.00',
      salesMarginPercent: '1.60',
    });
    const [stored] = await query(
      t,
      sql`select p.msp::text, p.total_cost::text, c.first_mile_cost_per_ton::text as first, c.middle_mile_cost_per_ton::text as middle,
          c.transfer_cost::text as transfer, c.transport_mode from price_requests p
          join price_request_costs c on c.price_request_id = p.id where p.id = ${row!.id}`,
    );
    expect(stored).toEqual({
      msp: '250.0000',
      total_cost: '241.0000',
      first: '5.0000',
      middle: '7.5000',
      transfer: '4.5000',
      transport_mode: 'TOTAL',
    });
    const saved = await call(t.app, pricing, { method: 'GET', url: `/api/price-requests/${row!.id}/costs` });
    expect(saved.json<PriceRequestCosts>()).toMatchObject({
      saved: true,
      volumeTons: '20.000',
      costs: {
        baseCost: '210',
        transferCost: '4.5',
        middleMileCostPerTon: '7.5',
        middleMileCostTotal: '150',
      },
      figures: { msp: '250.0000' },
    });
  });

  it('without a base cost the MSP is N/D and the request is in costing', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    const res = await cost(t, pricing, row!.id, row!.version, { ...COSTS, baseCost: '' });
    expect(res.json<PriceRequestDetail>()).toMatchObject({
      status: 'IN_COSTING',
      msp: null,
      figures: { msp: null, totalCost: null },
    });
    expect((await detail(t, pricing, row!.id)).allowedActions).toEqual(['edit', 'delete', 'cost', 'reject']);
  });

  it('offers the pricing defaults, active quotes and lots of the product before anything is saved', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    const res = await call(t.app, pricing, { method: 'GET', url: `/api/price-requests/${row!.id}/costs` });
    const body = res.json<PriceRequestCosts>();
    expect(body).toMatchObject({
      saved: false,
      figures: { msp: null },
      defaults: {
        storageCost: '3.00',
        transferCost: '4.50',
        pickingCost: '2.00',
        packagingCost: '6.00',
        commissionUsdPerTon: '5.00',
        salesMarginUsdPerTon: '25.00',
      },
      costs: { baseCost: null, storageCost: '3.00', salesMarginUsdPerTon: '25.00', transportMode: 'PER_TON' },
    });
    expect(body.quotes.length).toBeGreaterThan(0);
    expect(body.quotes.every((q) => q.productId === cal.id && q.validUntil >= inDays(0))).toBe(true);
    expect(body.lots.length).toBeGreaterThan(0);
    expect(body.lots.every((l) => Number(l.availableQuantityTon) > 0)).toBe(true);
  });

  it('takes a quote’s price as base cost only for that quote, of the same product, still valid', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    const costs = (
      await call(t.app, pricing, { method: 'GET', url: `/api/price-requests/${row!.id}/costs` })
    ).json<PriceRequestCosts>();
    const quote = costs.quotes[0]!;
    const lot = costs.lots[0]!;
    const [otherQuote] = await query<{ id: string; price: string }>(
      t,
      sql`select id, price_usd_per_ton::text as price from supplier_quotes where product_id = ${barita.id} limit 1`,
    );
    const [expired] = await query<{ id: string; price: string }>(
      t,
      sql`select id, price_usd_per_ton::text as price from supplier_quotes where product_id = ${cal.id} and valid_until < ${inDays(0)} limit 1`,
    );
    const tries: [object, string][] = [
      [
        { baseCost: '1', baseCostSource: { kind: 'QUOTE', id: quote.id } },
        'priceRequests.baseCostSourcePrice',
      ],
      [
        { baseCost: otherQuote!.price, baseCostSource: { kind: 'QUOTE', id: otherQuote!.id } },
        'priceRequests.baseCostSourceOtherProduct',
      ],
      [
        { baseCost: expired!.price, baseCostSource: { kind: 'QUOTE', id: expired!.id } },
        'priceRequests.baseCostSourceExpired',
      ],
      [
        { baseCost: lot.priceUsdPerTon, baseCostSource: { kind: 'QUOTE', id: lot.id } },
        'priceRequests.baseCostSourceNotFound',
      ],
    ];
    for (const [pick, key] of tries) {
      const res = await cost(t, pricing, row!.id, row!.version, { ...COSTS, ...pick });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().details[0]).toMatchObject({ path: 'body.baseCostSource', key });
    }
    const fromLot = await cost(t, pricing, row!.id, row!.version, {
      ...COSTS,
      baseCost: lot.priceUsdPerTon,
      baseCostSource: { kind: 'LOT', id: lot.id },
    });
    expect(fromLot.statusCode).toBe(200);
    const fromQuote = await cost(t, pricing, row!.id, fromLot.json<PriceRequestDetail>().version, {
      ...COSTS,
      baseCost: quote.priceUsdPerTon,
      baseCostSource: { kind: 'QUOTE', id: quote.id },
    });
    expect(fromQuote.statusCode).toBe(200);
    const saved = (
      await call(t.app, pricing, { method: 'GET', url: `/api/price-requests/${row!.id}/costs` })
    ).json<PriceRequestCosts>();
    expect(saved.costs.baseCostSource).toEqual({ kind: 'QUOTE', id: quote.id, label: quote.number });
  });

  it('refuses cost inputs that are not digits with one comma or dot', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    const res = await cost(t, pricing, row!.id, row!.version, { ...COSTS, extraCost: '1.000,5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject([
      { path: 'body.extraCost', key: 'validation.priceRequests.costInvalid' },
    ]);
  });

  it('is pricing’s: a seller may not cost (403)', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    expect((await cost(t, seller, row!.id, row!.version)).statusCode).toBe(403);
  });
});

describe('approving and rejecting', () => {
  it('approves a quoted request at or above its MSP, for a sane validity', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    const costed = (await cost(t, pricing, row!.id, row!.version)).json<PriceRequestDetail>();
    const below = await approve(t, pricing, row!.id, costed.version, { priceUsdPerTon: '249.99' });
    expect(below.statusCode).toBe(400);
    expect(below.json().details).toMatchObject([
      { path: 'body.priceUsdPerTon', key: 'validation.priceRequests.priceBelowMsp' },
    ]);
    const past = await approve(t, pricing, row!.id, costed.version, { validUntil: inDays(-1) });
    expect(past.json().details).toMatchObject([
      { path: 'body.validUntil', key: 'validation.priceRequests.validUntilPast' },
    ]);
    const far = await approve(t, pricing, row!.id, costed.version, { validUntil: inDays(181) });
    expect(far.json().details).toMatchObject([
      { path: 'body.validUntil', key: 'validation.priceRequests.validUntilTooFar' },
    ]);
    const ok = await approve(t, pricing, row!.id, costed.version, {
      priceUsdPerTon: '250',
      validUntil: inDays(30),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<PriceRequestDetail>()).toMatchObject({
      status: 'APPROVED',
      approvedPriceUsdPerTon: '250.0000',
      validUntil: inDays(30),
      approvedBy: { name: 'Fernanda Aguilar Pineda' },
      allowedActions: [],
    });
    expect((await detail(t, seller, row!.id)).canCreateOrder).toBe(true);
  });

  it('approves only a quoted request (409), and only pricing (403)', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    const early = await approve(t, pricing, row!.id, row!.version);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'La solicitud está solicitada; ya no admite esta acción',
    });
    const costed = (await cost(t, pricing, row!.id, row!.version)).json<PriceRequestDetail>();
    expect((await approve(t, seller, row!.id, costed.version)).statusCode).toBe(403);
  });

  it('rejects an open request with its reason; then nothing moves it but expiry', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    const res = await put(pricing, row!.id, '/reject', { reason: 'Sin proveedor', version: row!.version });
    expect(res.json<PriceRequestDetail>()).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Sin proveedor',
    });
    const version = res.json<PriceRequestDetail>().version;
    expect((await put(pricing, row!.id, '/reject', { reason: 'Otra vez', version })).statusCode).toBe(409);
    expect((await cost(t, pricing, row!.id, version)).statusCode).toBe(409);
    const history = (await detail(t, seller, row!.id)).history;
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus, h.note])).toEqual([
      ['created', null, 'REQUESTED', null],
      ['reject', 'REQUESTED', 'REJECTED', 'Sin proveedor'],
    ]);
    expect(history[1]!.user?.name).toBe('Fernanda Aguilar Pineda');
  });
});

describe('editing and deleting', () => {
  const edit = (version: number, changes: object = {}) => ({
    productId: cal.id,
    packagingType: 'BAG',
    volumeTons: '30',
    targetPriceUsdPerTon: '250',
    requestedByType: 'SELLER',
    deliveryMethod: 'DELIVERY_PARTNER',
    addressId: customer.addressId,
    paymentTerm: 'CREDIT',
    deliveryWindowFrom: inDays(2),
    deliveryWindowTo: inDays(20),
    version,
    ...changes,
  });

  it('an edit of a quoted request records the change and sends it back to costing', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    const costed = (await cost(t, pricing, row!.id, row!.version)).json<PriceRequestDetail>();
    const res = await put(seller, row!.id, '', edit(costed.version));
    expect(res.statusCode).toBe(200);
    expect(res.json<PriceRequestDetail>()).toMatchObject({
      status: 'IN_COSTING',
      volumeTons: '30.000',
      version: 3,
    });
    const last = res.json<PriceRequestDetail>().history.at(-1)!;
    expect(last).toMatchObject({
      action: 'edit',
      fromStatus: 'QUOTED',
      toStatus: 'IN_COSTING',
      changes: { volumeTons: ['20.000', '30.000'], targetPriceUsdPerTon: ['240.0000', '250.0000'] },
      user: { name: 'Carlos Méndez Ruiz' },
    });
  });

  it('a stale version answers 409 STALE_VERSION and changes nothing', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    const first = await put(seller, row!.id, '', edit(row!.version));
    expect(first.statusCode).toBe(200);
    const stale = await put(seller, row!.id, '', edit(row!.version, { volumeTons: '45' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await cost(t, pricing, row!.id, row!.version)).json().code).toBe('STALE_VERSION');
    expect((await detail(t, seller, row!.id)).volumeTons).toBe('30.000');
  });

  it('edits and deletes only while open (409 once approved)', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    const costed = (await cost(t, pricing, row!.id, row!.version)).json<PriceRequestDetail>();
    const approved = (await approve(t, pricing, row!.id, costed.version)).json<PriceRequestDetail>();
    const edited = await put(seller, row!.id, '', edit(approved.version));
    expect(edited.statusCode).toBe(409);
    expect(edited.json().message).toBe('La solicitud está aprobada; ya no admite esta acción');
    const deleted = await call(t.app, seller, { method: 'DELETE', url: `/api/price-requests/${row!.id}` });
    expect(deleted.statusCode).toBe(409);
  });

  it('a deleted request is gone for every screen; its history stays', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    const stale = await call(t.app, seller, {
      method: 'DELETE',
      url: `/api/price-requests/${row!.id}?version=9`,
    });
    expect(stale.json().code).toBe('STALE_VERSION');
    const res = await call(t.app, seller, {
      method: 'DELETE',
      url: `/api/price-requests/${row!.id}?version=1`,
    });
    expect(res.statusCode).toBe(204);
    expect(
      (await call(t.app, pricing, { method: 'GET', url: `/api/price-requests/${row!.id}` })).statusCode,
    ).toBe(404);
    const list = await call(t.app, pricing, {
      method: 'GET',
      url: `/api/price-requests?searchParam=${row!.number}`,
    });
    expect(list.json().data).toEqual([]);
    const [kept] = await query<{ deleted: boolean; actions: string[] }>(
      t,
      sql`select deleted_at is not null as deleted, (select array_agg(action order by created_at) from price_request_history h
          where h.price_request_id = p.id) as actions from price_requests p where p.id = ${row!.id}`,
    );
    expect(kept).toEqual({ deleted: true, actions: ['created', 'delete'] });
  });

  it('a role that reads but neither asks nor prices may not edit (403)', async () => {
    const [row] = await ask(t, seller, submission(customer, [cal]));
    expect((await put(financeManager, row!.id, '', edit(row!.version))).statusCode).toBe(403);
  });
});
