/**
 * Runs work as the request role inside one transaction with the tenant set, so row-level security
 * filters every statement even when a query forgets its tenant condition.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

export function inTenant<T>(db: Db, tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', 'app_user', true), set_config('app.tenant_id', ${tenantId}, true)`,
    );
    return work(tx);
  });
}
