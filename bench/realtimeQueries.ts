/** The realtime benchmark's rows: a tenant's id, and sellers enough for a fan-out (owner connection). */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { roles, tenants, users } from '../src/server/db/schema';

export async function tenantIdBySlug(db: Db, slug: string): Promise<string> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (!row) throw new Error(`no tenant ${slug}`);
  return row.id;
}

/** `count` new sellers of the tenant (bench.seller.N@…); answers their ids. */
export async function addSellers(db: Db, tenantId: string, count: number): Promise<string[]> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, 'seller')));
  if (!role) throw new Error('no seller role');
  const rows = Array.from({ length: count }, (_, i) => ({
    tenantId,
    nanoId: randomBytes(9).toString('base64url'),
    email: `bench.seller.${i}.${randomBytes(3).toString('hex')}@demo.local`,
    firstName: 'Bench',
    lastName: `Seller ${i}`,
    roleId: role.id,
  }));
  const inserted = await db.insert(users).values(rows).returning({ id: users.id });
  return inserted.map((r) => r.id);
}
