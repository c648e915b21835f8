/** The request actor: built once per request, its data visibility computed on first use only. */
import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '../../src/domain/auth';
import { createActor } from '../../src/server/actor';
import type { Executor } from '../../src/server/db/client';

const SUB = '0b6f2d4e-8c1a-4f3e-9d2b-5a7c9e1f3b5d';
const BELOW = '1c7a3e5f-9d2b-4a4f-8e3c-6b8d0f2a4c6e';
const tenant = { id: '2d8b4f6a-0e3c-4b5a-9f4d-7c9e1a3b5d7f', slug: 'main', name: 'Main' };

function claims(role: string): AccessClaims {
  return { sub: SUB, tenant: 'main', tenantId: tenant.id, role, permissions: ['ORDER_LISTING_READ'] };
}

/** A stand-in transaction that answers the supervision query and counts the statements run. */
function countingDb() {
  const db = {
    statements: 0,
    async execute() {
      db.statements += 1;
      return { rows: [{ id: SUB }, { id: BELOW }] };
    },
  };
  return db;
}

describe('request actor', () => {
  it('runs the supervision query once however many queries ask for the visibility', async () => {
    const db = countingDb();
    const actor = createActor({ claims: claims('manager.seller'), tenant, locale: 'es' });
    const first = await actor.visibility(db as unknown as Executor);
    const again = await actor.visibility(db as unknown as Executor);
    expect(first).toEqual({ kind: 'sellers', sellerIds: [SUB, BELOW] });
    expect(again).toBe(first);
    expect(db.statements).toBe(1);
  });

  it('needs no query for roles that see the whole tenant or only their own', async () => {
    const db = countingDb();
    const admin = createActor({ claims: claims('admin'), tenant, locale: 'es' });
    const seller = createActor({ claims: claims('seller'), tenant, locale: 'es' });
    expect(await admin.visibility(db as unknown as Executor)).toEqual({ kind: 'tenant' });
    expect(await seller.visibility(db as unknown as Executor)).toEqual({ kind: 'sellers', sellerIds: [SUB] });
    expect(db.statements).toBe(0);
  });

  it('speaks the request’s language and keeps one instant for the whole request', () => {
    const now = new Date('2025-03-14T18:00:00Z');
    const actor = createActor({ claims: claims('admin'), tenant, locale: 'en', now });
    expect(actor.t('errors.forbidden')).toBe('Insufficient permissions');
    expect(actor.now).toBe(now);
    expect(createActor({ claims: claims('admin'), tenant, locale: 'es' }).t('errors.validation')).not.toBe(
      actor.t('errors.validation'),
    );
  });
});
