/** What the caller of a finance route holds, and the checks every finance service shares. */
import type { AccessClaims } from '../../../domain/auth';
import { hasPermission } from '../../../domain/permissions';
import { fullName } from '../../../domain/users';
import type { Executor } from '../../db/client';
import { staleVersion } from '../../errors';
import type { OrderRow } from '../orders';
import { namesOf } from './queries';

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
  const rows = await namesOf(db, wanted);
  return new Map(rows.map((r) => [r.id, { id: r.id, name: fullName(r.firstName, r.lastName) }]));
}
