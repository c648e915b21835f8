/**
 * Pricing's answer to a price request goes to whoever asked for it, in their language, linked to
 * the request (a click opens it); the pricing person who answered is not told.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceRequestDetail } from '../../../src/domain/priceRequests';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';
import {
  approvedRequest,
  ask,
  customerNamed,
  inDays,
  productByReference,
  submission,
} from '../priceRequests/fixtures';
import { notificationReader } from './notificationHelpers';

let t: TestContext;
let seller: Session;
let pricing: Session;
let read: ReturnType<typeof notificationReader>;
let customer: { id: string; addressId: string };
let product: { id: string; packagingTypes: string[] };

beforeAll(async () => {
  t = await createTestApp();
  seller = await login(t.app, 'seller@demo.local');
  pricing = await login(t.app, 'manager.operation@demo.local');
  read = notificationReader(t);
  customer = await customerNamed(t, 'Cerámica');
  product = await productByReference(t, 'CAL-HID-25');
});
afterAll(() => t?.close());

describe('a price request’s decision', () => {
  it('an approval tells the requester the price and its validity, linked to the request', async () => {
    const mark = await read.since();
    const validUntil = inDays(30);
    const approved = await approvedRequest(t, seller, pricing, customer, product, {
      priceUsdPerTon: '1320.5',
      validUntil,
    });
    const rows = await read.written(mark);
    expect(rows.map((r) => `${r.email} ${r.kind}`)).toEqual(['seller@demo.local priceRequestApproved']);
    const [y, m, d] = validUntil.split('-');
    expect(rows[0]).toMatchObject({
      title: 'Solicitud de precio aprobada',
      toast_type: 'success',
      order_id: null,
      price_request_id: approved.id,
      message: `Fernanda Aguilar Pineda aprobó tu solicitud de precio ${approved.displayNumber} (Cal hidratada, Cerámica Industrial de Querétaro S.A. de C.V.): 1,320.50 USD por tonelada, vigente hasta el ${d}/${m}/${y}.`,
    });
    const res = await call(t.app, seller, { method: 'GET', url: '/api/user-notifications?limit=1' });
    expect(res.json().data[0]).toMatchObject({ metadata: { priceRequest: { id: approved.id } } });
  });

  it('a rejection tells the requester why, in English when they read English', async () => {
    await read.setLanguage('seller@demo.local', 'en');
    try {
      const [row] = await ask(t, seller, submission(customer, [product]));
      const mark = await read.since();
      const res = await call(t.app, pricing, {
        method: 'PUT',
        url: `/api/price-requests/${row!.id}/reject`,
        payload: { reason: 'Sin proveedor para ese volumen', version: row!.version },
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = await read.written(mark);
      expect(rows.map((r) => `${r.email} ${r.kind}`)).toEqual(['seller@demo.local priceRequestRejected']);
      expect(rows[0]).toMatchObject({
        title: 'Price request rejected',
        toast_type: 'warning',
        message: `Fernanda Aguilar Pineda rejected your price request ${res.json<PriceRequestDetail>().displayNumber} (Cal hidratada, Cerámica Industrial de Querétaro S.A. de C.V.). Reason: Sin proveedor para ese volumen`,
      });
    } finally {
      await read.setLanguage('seller@demo.local', 'es');
    }
  });
});
