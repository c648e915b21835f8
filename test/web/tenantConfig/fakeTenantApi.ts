/**
 * An msw fake of the tenant configuration endpoints: GET and PUT /api/tenants/config?name= and the
 * logo/favicon uploads. It keeps the configuration, bumps its version on every change like the
 * server, records each call, and can be told to refuse the next PUT. Answers go through the
 * server's response schema; refusals are its error body.
 */
import { http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import type { ErrorDetail } from '../../../src/domain/errors';
import { type TenantConfig, tenantConfigSchema } from '../../../src/domain/tenants';
import { answer, refusal } from '../support/apiAnswers';

export function buildTenantConfig(overrides: Partial<TenantConfig> = {}): TenantConfig {
  return {
    slug: 'main',
    name: 'Granel del Bajío',
    shortName: 'Granel Bajío',
    seoTitle: 'Granel del Bajío | Back-office',
    seoDescription: 'Pedidos, crédito, inventario y logística de materiales a granel.',
    seoKeywords: 'granel, super saco',
    businessDescription: 'Distribuidor de minerales industriales.',
    favicon: null,
    logo: null,
    website: 'https://granelbajio.mx',
    color: '#003366',
    contactPhone: '+52 442 215 8800',
    emailContact: 'contacto@granelbajio.mx',
    productName: 'GranelBajío',
    externalBi: false,
    biSiteUrl: null,
    biSecretKeySet: false,
    externalErp: false,
    conversionFactor: { unit: 'KG' },
    orderFlow: 'MANUAL',
    companyEmailDomains: ['demo.local'],
    version: 3,
    updatedAt: '2026-06-01T16:00:00.000Z',
    ...overrides,
  };
}

export interface FakeTenant {
  config: TenantConfig;
  calls: { method: string; path: string; body?: unknown }[];
  refusePut: { status: number; body: { code: string; message: string; details?: ErrorDetail[] } } | null;
}

export function fakeTenantApi(server: SetupServer, config: TenantConfig = buildTenantConfig()): FakeTenant {
  const state: FakeTenant = { config, calls: [], refusePut: null };
  server.use(
    mock.get('/api/tenants/config', ({ request }) => {
      const url = new URL(request.url);
      state.calls.push({ method: 'GET', path: `${url.pathname}${url.search}` });
      return answer(tenantConfigSchema, state.config);
    }),
    mock.put('/api/tenants/config', async ({ request }) => {
      const url = new URL(request.url);
      const body = (await request.json()) as Partial<TenantConfig>;
      state.calls.push({ method: 'PUT', path: `${url.pathname}${url.search}`, body });
      if (state.refusePut) {
        const { status, body: refused } = state.refusePut;
        state.refusePut = null;
        return refusal(status, refused.code, refused.message, refused.details);
      }
      // The secret is write-only, as on the server: kept as whether one is set.
      const { biSecretKey, ...rest } = body as Partial<TenantConfig> & { biSecretKey?: string | null };
      const secret = biSecretKey === undefined ? {} : { biSecretKeySet: Boolean(biSecretKey) };
      state.config = { ...state.config, ...rest, ...secret, version: state.config.version + 1 };
      return answer(tenantConfigSchema, state.config);
    }),
    mock.post('/api/tenants/assets/:kind', async ({ params, request }) => {
      const form = await request.formData();
      // jsdom's XHR does not carry the file's name and bytes through msw: that the multipart body
      // has its `file` field is what can be checked here (the browser test sends a real image).
      state.calls.push({
        method: 'POST',
        path: `/api/tenants/assets/${String(params.kind)}`,
        body: { fields: [...form.keys()] },
      });
      const url = `/api/files/tenant/main/${String(params.kind)}-0123456789abcdef0123456789abcdef.png`;
      state.config = { ...state.config, [String(params.kind)]: url, version: state.config.version + 1 };
      return answer(tenantConfigSchema, state.config);
    }),
  );
  return state;
}

/** A file of `size` bytes (its content does not matter to the browser's checks). */
export function fileOf(name: string, type: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type });
}
