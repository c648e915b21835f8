/** The tenants table: by id for a request, by slug for the directory, and the company e-mail rule. */
import { and, eq, sql } from 'drizzle-orm';
import { isCompanyEmail } from '../../../domain/tenants';
import type { Executor } from '../../db/client';
import { tenants, users } from '../../db/schema';

export type TenantRow = typeof tenants.$inferSelect;
type TenantChanges = Partial<Omit<TenantRow, 'id' | 'version' | 'updatedAt'>>;

export async function tenantRow(db: Executor, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row;
}

/** Every tenant's id (system work across tenants, such as start-up jobs). */
export async function allTenantIds(db: Executor): Promise<string[]> {
  return (await db.select({ id: tenants.id }).from(tenants)).map((t) => t.id);
}

export async function tenantBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: tenants.id, slug: tenants.slug, name: tenants.name, active: tenants.active })
    .from(tenants)
    .where(eq(tenants.slug, slug))
    .limit(1);
  return row;
}

/** Applies the changes and bumps `version`, only while `version` (when given) is still the current one. */
export async function updateTenantRow(
  db: Executor,
  tenantId: string,
  changes: TenantChanges,
  version: number | undefined,
): Promise<TenantRow | undefined> {
  const [row] = await db
    .update(tenants)
    .set({ ...changes, version: sql`${tenants.version} + 1`, updatedAt: new Date() })
    .where(and(eq(tenants.id, tenantId), version === undefined ? undefined : eq(tenants.version, version)))
    .returning();
  return row;
}

/** The current logo and favicon, the row locked until the transaction ends. */
export async function lockTenantImages(db: Executor, tenantId: string) {
  const [row] = await db
    .select({ logo: tenants.logo, favicon: tenants.favicon })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for('update');
  return row;
}

/** Whether the user's e-mail is of one of the tenant's own domains (what unlocks the credit terms). */
export async function hasCompanyEmail(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ email: users.email, domains: tenants.companyEmailDomains })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, userId))
    .limit(1);
  return !!row && isCompanyEmail(row.email, row.domains);
}
