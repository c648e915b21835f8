/**
 * What a refusal says: every placeholder of a message filled, and a 403 in the caller's language
 * while its code stays the one clients match on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_FILTERS } from '../../src/domain/orders/status';
import { call, createTestApp, login, type Session, type TestContext } from '../helpers/testApp';

let t: TestContext;
let seller: Session;
let finance: Session;

beforeAll(async () => {
  t = await createTestApp();
  seller = await login(t.app, 'seller@demo.local');
  finance = await login(t.app, 'finance.credit@demo.local');
});
afterAll(() => t?.close());

const lang = (language: 'es' | 'en') => ({ 'accept-language': language });

describe('a choice outside the list', () => {
  it.each([
    ['es', 'Elige una de las opciones: '],
    ['en', 'Choose one of: '],
  ] as const)('names the options in %s', async (language, start) => {
    const res = await call(t.app, seller, {
      method: 'GET',
      url: '/api/orders?statusTab=NOPE',
      headers: lang(language),
    });
    expect(res.statusCode).toBe(400);
    const detail = res.json().details[0];
    expect(detail).toMatchObject({ path: 'querystring.statusTab', key: 'validation.invalidOption' });
    expect(detail.message).toBe(`${start}${PIPELINE_FILTERS.join(', ')}`);
  });

  it('names them for a schema’s own key in a body too', async () => {
    const admin = await login(t.app, 'admin@demo.local');
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/products',
      payload: { reference: 'NEW-1', name: 'Nuevo', packagingTypes: ['PALLET'] },
    });
    expect(res.statusCode).toBe(400);
    const messages: string[] = res.json().details.map((d: { message: string }) => d.message);
    expect(messages.some((m) => m.startsWith('Elige una de las opciones: BAG'))).toBe(true);
    expect(messages.join(' ')).not.toContain('%{');
  });
});

describe('a permission the caller lacks', () => {
  it.each([
    ['es', 'No tienes permisos para esta acción'],
    ['en', 'Insufficient permissions'],
  ] as const)('is refused in %s, code FORBIDDEN', async (language, message) => {
    const res = await call(t.app, finance, {
      method: 'POST',
      url: '/api/orders',
      payload: { not: 'a form' },
      headers: lang(language),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message });
  });

  it('a token of another tenant is refused in the caller’s language, code TENANT_MISMATCH', async () => {
    const es = await call(t.app, seller, { method: 'GET', url: '/api/orders', tenant: 'norte' });
    expect(es.statusCode).toBe(403);
    expect(es.json()).toMatchObject({
      code: 'TENANT_MISMATCH',
      message: 'Acceso denegado: la sesión es de otra empresa',
    });
    const en = await call(t.app, seller, {
      method: 'GET',
      url: '/api/orders',
      tenant: 'norte',
      headers: lang('en'),
    });
    expect(en.json()).toMatchObject({ code: 'TENANT_MISMATCH', message: 'Access denied' });
  });
});
