/**
 * Whose requests a caller reaches and what they are to a request. Pricing (PRICE_REQUEST_LIST at
 * WRITE) costs and approves every request of the tenant, so it reaches all of them; so does any role
 * whose data is the whole tenant. A seller reaches the requests of its own sellerhood (`seller_id`)
 * and those it asked itself; customer service and sales managers those of the sellers they
 * supervise and their own (docs/decisions.md "Price requests"). Out of reach reads as unknown: 404.
 */
import type { SQL } from 'drizzle-orm';
import { ACCESS, allows } from '../../../domain/access';
import type { PriceRequestActor } from '../../../domain/priceRequests';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { notFound } from '../../errors';
import { visibleSellerIds } from '../users';
import { type PriceRequestDbRow, requestRow, requestsVisibleTo } from './queries';

export const requestNotFound = () => notFound('priceRequests.notFound');

/** What the caller is to any request it reaches (the domain's rule of who moves what). */
export function requestActor(actor: Actor): PriceRequestActor {
  return {
    pricing: allows(actor.claims, ACCESS['price-request'].cost),
    requester: allows(actor.claims, ACCESS['price-request'].create),
  };
}

/** A condition on `price_requests` for what the caller reaches (undefined: the whole tenant). */
export async function requestScope(db: Executor, actor: Actor): Promise<SQL | undefined> {
  if (requestActor(actor).pricing) return undefined;
  return requestsVisibleTo(visibleSellerIds(await actor.visibility(db)), actor.claims.sub);
}

/** The live request if the caller reaches it, else 404; `forUpdate` locks it for the transaction. */
export async function visibleRequest(
  db: Executor,
  actor: Actor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PriceRequestDbRow> {
  const row = await requestRow(db, id, { ...options, scope: await requestScope(db, actor) });
  if (!row) throw requestNotFound();
  return row;
}
