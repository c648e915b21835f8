/**
 * The customers a caller may reach: all of the tenant, those of the sellers the caller sees (own
 * or supervised), or the one customer of a customer-role user.
 */
import type { SQL } from 'drizzle-orm';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { customersVisibleTo } from './queries';

/** A condition on `customers` (undefined: the whole tenant). */
export async function customerScope(db: Executor, actor: Actor): Promise<SQL | undefined> {
  return customersVisibleTo(await actor.visibility(db));
}
