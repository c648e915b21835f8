/**
 * An msw fake of /api/pricing-parameters: one set whose versions it keeps newest last; a PATCH
 * saves the next version with its changes like the server (stale version → 409, no change → 400)
 * and every call is recorded with its body. Answers go through the server's response schemas;
 * refusals are its error body.
 */
import { http as mock } from 'msw';
import type { SetupServer } from 'msw/node';
import { ERROR_CODES } from '../../../src/domain/errors';
import {
  DEFAULT_PRICING_VALUES,
  mergePricingValues,
  type PricingPatch,
  type PricingValues,
  type PricingVersion,
  pricingChanges,
  pricingSetListSchema,
  pricingVersionListSchema,
  pricingVersionSchema,
} from '../../../src/domain/pricing';
import { answer, refusal } from '../support/apiAnswers';

export const SET_ID = '7d0c5b6e-2a61-4c3f-9a4e-4f3b8f0c1d22';
const ADMIN = { id: '11111111-1111-4111-8111-111111111111', fullName: 'Ana Robles Treviño' };

export function firstVersion(values: PricingValues = DEFAULT_PRICING_VALUES): PricingVersion {
  return {
    id: SET_ID,
    name: 'default',
    version: 1,
    values,
    changes: pricingChanges(null, values),
    comment: 'Parámetros iniciales',
    createdAt: '2026-06-01T16:05:00.000Z',
    createdBy: ADMIN,
  };
}

/** The version after `previous` with `patch` applied, as the server saves it. */
export function nextVersion(
  previous: PricingVersion,
  patch: Partial<PricingValues>,
  extra: Partial<PricingVersion> = {},
): PricingVersion {
  const values = mergePricingValues(previous.values, patch);
  return {
    ...previous,
    version: previous.version + 1,
    values,
    changes: pricingChanges(previous.values, values),
    comment: null,
    createdAt: '2026-06-15T18:30:00.000Z',
    ...extra,
  };
}

export interface FakePricing {
  /** Oldest first. */
  versions: PricingVersion[];
  calls: { method: string; path: string; body?: unknown }[];
}

export function fakePricingApi(
  server: SetupServer,
  versions: PricingVersion[] = [firstVersion()],
): FakePricing {
  const state: FakePricing = { versions, calls: [] };
  const latest = () => state.versions[state.versions.length - 1]!;
  const base = `/api/pricing-parameters/${SET_ID}`;
  server.use(
    mock.get('/api/pricing-parameters', () => {
      state.calls.push({ method: 'GET', path: '/api/pricing-parameters' });
      return answer(pricingSetListSchema, {
        data: [{ id: SET_ID, name: 'default', version: latest().version, updatedAt: latest().createdAt }],
        totalRows: 1,
        page: 1,
        totalPages: 1,
      });
    }),
    mock.get(`${base}/latest`, () => {
      state.calls.push({ method: 'GET', path: `${base}/latest` });
      return answer(pricingVersionSchema, latest());
    }),
    mock.get(`${base}/versions`, ({ request }) => {
      const url = new URL(request.url);
      state.calls.push({ method: 'GET', path: `${url.pathname}${url.search}` });
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const newestFirst = [...state.versions].reverse();
      return answer(pricingVersionListSchema, {
        data: newestFirst.slice(offset, offset + limit),
        totalRows: newestFirst.length,
        page: Math.floor(offset / limit) + 1,
        totalPages: Math.max(1, Math.ceil(newestFirst.length / limit)),
      });
    }),
    mock.get(`${base}/versions/:version`, ({ params }) => {
      state.calls.push({ method: 'GET', path: `${base}/versions/${String(params.version)}` });
      const found = state.versions.find((v) => v.version === Number(params.version));
      return found
        ? answer(pricingVersionSchema, found)
        : refusal(404, ERROR_CODES.notFound, 'No se encontró la versión');
    }),
    mock.patch(base, async ({ request }) => {
      const body = (await request.json()) as PricingPatch;
      state.calls.push({ method: 'PATCH', path: base, body });
      if (body.version !== latest().version) {
        return refusal(
          409,
          ERROR_CODES.staleVersion,
          'Otro usuario modificó este registro; recarga para ver los cambios',
        );
      }
      const saved = nextVersion(latest(), body.values as Partial<PricingValues>, {
        comment: body.comment ?? null,
      });
      if (saved.changes.length === 0) {
        return refusal(400, ERROR_CODES.badRequest, 'No hay cambios para guardar');
      }
      state.versions.push(saved);
      return answer(pricingVersionSchema, saved);
    }),
  );
  return state;
}
