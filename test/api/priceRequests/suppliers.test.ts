/**
 * Suppliers and their quotes, kept by pricing: names and quote numbers unique in the tenant (409),
 * a quote names a supplier and a product sold in the packaging quoted, edits carry the version
 * (409 when stale), the active filter keeps quotes valid today with tons left; sellers may not touch
 * them (403) and another tenant's quote is unknown (404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierQuoteView } from '../../../src/domain/priceRequests';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import { inDays, productByReference } from './fixtures';

let t: TestContext;
let pricing: Session;
let cal: Awaited<ReturnType<typeof productByReference>>;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' });
  pricing = await login(t.app, 'manager.operation@demo.local');
  cal = await productByReference(t, 'CAL-HID-25');
});
afterAll(() => t?.close());

const post = (session: Session, url: string, payload: object) =>
  call(t.app, session, { method: 'POST', url, payload });

async function newSupplier(name: string): Promise<string> {
  const res = await post(pricing, '/api/suppliers', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe('suppliers and quotes', () => {
  it('adds a supplier once per name and lists them by name', async () => {
    await newSupplier('Caleras de Tlaxcala S.A. de C.V.');
    const again = await post(pricing, '/api/suppliers', { name: 'Caleras de Tlaxcala S.A. de C.V.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe el proveedor Caleras de Tlaxcala S.A. de C.V.');
    const list = (await call(t.app, pricing, { method: 'GET', url: '/api/suppliers' })).json<{
      data: { name: string }[];
    }>().data;
    const names = list.map((s) => s.name);
    expect(names).toContain('Caleras de Tlaxcala S.A. de C.V.');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('records a quote, refuses its number twice, and changes it with the version', async () => {
    const supplierId = await newSupplier('Cales Industriales del Sur S.A.');
    const body = {
      number: 'COT-7781',
      supplierId,
      productId: cal.id,
      packagingType: 'BAG',
      priceUsdPerTon: '148,5',
      availableQuantityTon: '120',
      validUntil: inDays(20),
    };
    const created = await post(pricing, '/api/supplier-quotes', body);
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json<SupplierQuoteView>();
    expect(quote).toMatchObject({
      number: 'COT-7781',
      supplier: { id: supplierId, name: 'Cales Industriales del Sur S.A.' },
      product: { reference: 'CAL-HID-25' },
      priceUsdPerTon: '148.5000',
      availableQuantityTon: '120.000',
      validUntil: inDays(20),
      version: 1,
    });
    expect((await post(pricing, '/api/supplier-quotes', body)).statusCode).toBe(409);

    const put = (payload: object) =>
      call(t.app, pricing, { method: 'PUT', url: `/api/supplier-quotes/${quote.id}`, payload });
    const changed = await put({ priceUsdPerTon: '151', version: 1 });
    expect(changed.json<SupplierQuoteView>()).toMatchObject({ priceUsdPerTon: '151.0000', version: 2 });
    const stale = await put({ availableQuantityTon: '80', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const notSold = await put({ packagingType: 'HOPPER', version: 2 });
    expect(notSold.statusCode).toBe(400);
    expect(notSold.json().details).toMatchObject([
      { path: 'body.packagingType', key: 'priceRequests.packagingNotSold' },
    ]);
  });

  it('refuses a quote of an unknown supplier, a bad amount or a bad day, on the field', async () => {
    const res = await post(pricing, '/api/supplier-quotes', {
      number: 'COT-9',
      supplierId: cal.id,
      productId: cal.id,
      packagingType: 'BAG',
      priceUsdPerTon: '12.5.0',
      availableQuantityTon: '10',
      validUntil: '2026-02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual([
      'body.priceUsdPerTon',
      'body.validUntil',
    ]);
    const unknown = await post(pricing, '/api/supplier-quotes', {
      number: 'COT-9',
      supplierId: cal.id,
      productId: cal.id,
      packagingType: 'BAG',
      priceUsdPerTon: '12.5',
      availableQuantityTon: '10',
      validUntil: inDays(3),
    });
    expect(unknown.json().details).toMatchObject([
      { path: 'body.supplierId', key: 'priceRequests.supplierNotFound' },
    ]);
  });

  it('lists only active quotes when asked: valid today or later, with tons left', async () => {
    const res = await call(t.app, pricing, {
      method: 'GET',
      url: `/api/supplier-quotes?productId=${cal.id}&active=true&limit=100`,
    });
    const quotes = res.json<{ data: SupplierQuoteView[] }>().data;
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.every((q) => q.validUntil >= inDays(0) && Number(q.availableQuantityTon) > 0)).toBe(true);
    const all = await call(t.app, pricing, {
      method: 'GET',
      url: `/api/supplier-quotes?productId=${cal.id}&limit=100`,
    });
    expect(all.json<{ data: SupplierQuoteView[] }>().data.some((q) => q.validUntil < inDays(0))).toBe(true);
  });

  it('is pricing’s: a seller gets 403; another tenant’s quote is unknown', async () => {
    const seller = await login(t.app, 'seller@demo.local');
    expect((await call(t.app, seller, { method: 'GET', url: '/api/supplier-quotes' })).statusCode).toBe(403);
    expect((await post(seller, '/api/suppliers', { name: 'Otro' })).statusCode).toBe(403);
    const [mainQuote] = (
      await call(t.app, pricing, { method: 'GET', url: '/api/supplier-quotes?limit=1' })
    ).json<{ data: SupplierQuoteView[] }>().data;
    const norte = await login(t.app, 'manager.operation@norte.demo.local', 'norte');
    expect(
      (await call(t.app, norte, { method: 'GET', url: `/api/supplier-quotes/${mainQuote!.id}` })).statusCode,
    ).toBe(404);
  });
});
