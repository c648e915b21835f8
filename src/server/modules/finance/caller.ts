/** Who calls a finance route, what they hold, and the helpers every finance service shares. */
import { eq, inArray } from 'drizzle-orm';
import type { AccessClaims } from '../../../domain/auth';
import type { MessageVars } from '../../../domain/i18n';
import { hasPermission } from '../../../domain/permissions';
import { fullName } from '../../../domain/users';
import type { Executor } from '../../db/client';
import { tenants, users } from '../../db/schema';
import { staleVersion } from '../../errors';
import type { OrderRow } from '../orders/access';

export type Translate = (key: string, vars?: MessageVars) => string;

export interface FinanceCaller {
  claims: AccessClaims;
  t: Translate;
}

/** The finance permissions of the caller (write implies read). */
export function financePermissions(claims: AccessClaims) {
  const held = claims.permissions;
  return {
    creditRead: hasPermission(held, 'ORDER_DETAIL_CREDIT', 'READ'),
    creditWrite: hasPermission(held, 'ORDER_DETAIL_CREDIT', 'WRITE'),
    requestsRead: hasPermission(held, 'ORDER_CREDIT_REQUESTS', 'READ'),
    requestsWrite: hasPermission(held, 'ORDER_CREDIT_REQUESTS', 'WRITE'),
    pendingReleaseWrite: hasPermission(held, 'ORDER_LISTING_PENDING_RELEASE', 'WRITE'),
    inventoryWrite: hasPermission(held, 'ORDER_DETAIL_INVENTORY', 'WRITE'),
  };
}
export type FinancePermissions = ReturnType<typeof financePermissions>;

/** An ERP tenant needs the order's external id before any release or payment request. */
export async function tenantHasExternalErp(db: Executor, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ externalErp: tenants.externalErp })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row?.externalErp ?? false;
}

/** A decision sent with the version the caller saw: an older one means someone acted meanwhile. */
export function checkVersion(order: OrderRow, version: number | undefined): void {
  if (version !== undefined && version !== order.version) throw staleVersion();
}

/** Names of the people behind finance events, in one query. */
export async function peopleById(
  db: Executor,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, { id: string; name: string }>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: fullName(r.firstName, r.lastName) }]));
}
