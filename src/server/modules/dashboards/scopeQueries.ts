/**
 * What one dashboard request covers: the range (defaults applied, refused per field when it cannot
 * be used), the currency, the seller, and the caller's data as conditions on orders and customers.
 *
 * A seller always sees its own figures only; supervisors their sellers' and finance, operations and
 * admin the whole tenant. `sellerId` narrows within that: a seller outside the caller's sellers is
 * refused (403) rather than answered with zeros, so a wrong filter never reads as "no sales".
 * The customer portal and roles that see nobody's data get no dashboard at all.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_MAX_RANGE_DAYS,
  type DashboardEntry,
  type DashboardQuery,
  type DashboardRange,
  dashboardRange,
} from '../../../domain/dashboards';
import { businessDay } from '../../../domain/dates';
import { ERROR_CODES } from '../../../domain/errors';
import type { Currency } from '../../../domain/orders/enums';
import { dataScopeOf } from '../../../domain/roles';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { customers, orders } from '../../db/schema';
import { AppError, forbidden, invalidFields } from '../../errors';
import { customerScope } from '../customers';
import { orderScope } from '../orders';

export interface DashboardScope {
  range: DashboardRange;
  /** Today in Mexico City, the day "now" figures are read on. */
  today: string;
  currency: Currency;
  /** The seller the figures are narrowed to (a seller's own id for a seller), null for everyone visible. */
  sellerId: string | null;
  /** Condition on `orders`: the caller's data and the seller asked (undefined: the whole tenant). */
  orders: SQL | undefined;
  /** The same as the sellers whose orders count (null: the whole tenant), for the monthly summaries. */
  sellers: readonly string[] | null;
  /** Condition on `customers`: likewise, by the customer's seller. */
  customers: SQL | undefined;
}

const sellerForbidden = () => new AppError(403, ERROR_CODES.orderForbidden, 'dashboards.sellerForbidden');

/** The dashboards are internal: the customer portal and roles that see nobody's data get none. */
export async function refuseOutsiders(db: Executor, actor: Actor): Promise<void> {
  const visibility = await actor.visibility(db);
  if (visibility.kind === 'customer' || visibility.kind === 'none') throw forbidden();
}

/** The seller the figures are narrowed to, or a refusal when the caller may not see that one. */
async function sellerOf(db: Executor, actor: Actor, asked: string | undefined): Promise<string | null> {
  await refuseOutsiders(db, actor);
  const visibility = await actor.visibility(db);
  const own = dataScopeOf(actor.claims.role) === 'own' ? actor.claims.sub : null;
  if (asked === undefined) return own;
  if (visibility.kind === 'sellers' && !visibility.sellerIds.includes(asked)) throw sellerForbidden();
  return asked;
}

export async function dashboardScope(
  db: Executor,
  actor: Actor,
  dashboard: DashboardEntry,
  q: DashboardQuery,
): Promise<DashboardScope> {
  const today = businessDay(actor.now);
  const asked = dashboardRange(q, today);
  if ('error' in asked) {
    throw invalidFields(
      actor.t,
      asked.error === 'order'
        ? [{ path: 'querystring.to', key: 'dashboards.rangeOrder' }]
        : [
            {
              path: 'querystring.from',
              key: 'dashboards.rangeTooLong',
              vars: { max: DASHBOARD_MAX_RANGE_DAYS },
            },
          ],
    );
  }
  // Stock and purchases belong to no seller: the filter does not apply (and is not checked).
  const seller = await sellerOf(db, actor, dashboard.bySeller ? q.sellerId : undefined);
  const narrowed = dashboard.bySeller ? seller : null;
  const visibility = await actor.visibility(db);
  return {
    range: asked.range,
    today,
    currency: q.currency,
    sellerId: narrowed,
    orders: and(await orderScope(db, actor), narrowed ? eq(orders.sellerId, narrowed) : undefined),
    sellers: narrowed ? [narrowed] : visibility.kind === 'sellers' ? visibility.sellerIds : null,
    customers: and(await customerScope(db, actor), narrowed ? eq(customers.sellerId, narrowed) : undefined),
  };
}
