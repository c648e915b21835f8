/**
 * Row-level security building blocks. Every tenant-owned table gets `tenant_id` defaulting to the
 * request's tenant and one policy for the non-owner role `app_user`; FORCE and grants are in the
 * custom migration `0002_rls_force_and_grants.sql` (drizzle-kit does not generate them).
 */
import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole, uuid } from 'drizzle-orm/pg-core';

export const appUser = pgRole('app_user').existing();

/** The tenant of the current transaction; '' (a pooled connection that had one) reads as NULL. */
export const currentTenant = sql`nullif(current_setting('app.tenant_id', true), '')::uuid`;

export const tenantIdColumn = () =>
  uuid('tenant_id').notNull().default(sql`nullif(current_setting('app.tenant_id', true), '')::uuid`);

export const tenantPolicy = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appUser,
    using: sql`tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid`,
    withCheck: sql`tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid`,
  });
