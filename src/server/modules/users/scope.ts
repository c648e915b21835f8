/**
 * Whose data the caller may see, by role (domain `dataScopeOf`): the whole tenant, a set of seller
 * ids (own, or own plus everyone below in the supervision hierarchy), one customer, or nothing.
 * Every list and detail query of sellers' data filters by this (through `actor.visibility`, which
 * computes it once per request); the UI never decides it.
 */
import type { AccessClaims } from '../../../domain/auth';
import { dataScopeOf } from '../../../domain/roles';
import type { Executor } from '../../db/client';
import { customerLinkOf, supervisedUserIds } from './queries';

export type Visibility =
  | { kind: 'tenant' }
  | { kind: 'sellers'; sellerIds: string[] }
  | { kind: 'customer'; customerId: string | null; sellerIds: string[] }
  | { kind: 'none' };

export async function visibilityOf(db: Executor, claims: AccessClaims): Promise<Visibility> {
  switch (dataScopeOf(claims.role)) {
    case 'tenant':
      return { kind: 'tenant' };
    case 'own':
      return { kind: 'sellers', sellerIds: [claims.sub] };
    case 'supervised':
      return { kind: 'sellers', sellerIds: await supervisedUserIds(db, claims.sub) };
    case 'customer': {
      const row = await customerLinkOf(db, claims.sub);
      return {
        kind: 'customer',
        customerId: row?.customerId ?? null,
        sellerIds: row?.sellerId ? [row.sellerId] : [],
      };
    }
    default:
      return { kind: 'none' };
  }
}

/** The seller ids a visibility is limited to; undefined for the whole tenant. */
export function visibleSellerIds(visibility: Visibility): readonly string[] | undefined {
  if (visibility.kind === 'tenant') return undefined;
  if (visibility.kind === 'none') return [];
  return visibility.sellerIds;
}
