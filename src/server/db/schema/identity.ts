import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Preferences } from '../../../domain/users';
import { customers } from './customers';
import { tenantIdColumn, tenantPolicy } from './rls';
import { tenants } from './tenants';

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
  },
  (t) => [uniqueIndex('roles_tenant_name').on(t.tenantId, t.name), tenantPolicy('roles')],
);

/** The role-to-permission matrix, per tenant: one row per role and key, at READ or WRITE. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    tenantId: tenantIdColumn().references(() => tenants.id),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionKey: text('permission_key').notNull(),
    access: text('access').notNull(),
  },
  (t) => [
    uniqueIndex('role_permissions_role_key').on(t.roleId, t.permissionKey),
    tenantPolicy('role_permissions'),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    nanoId: text('nano_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    /** Set only for customer-role users: the one customer whose data they may reach. */
    customerId: uuid('customer_id').references((): AnyPgColumn => customers.id),
    phone: text('phone'),
    areaCode: text('area_code').notNull().default('+52'),
    image: text('image'),
    preferredCurrency: text('preferred_currency').notNull().default('USD'),
    isUserVerified: boolean('is_user_verified').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    orderFlow: text('order_flow').notNull().default('MANUAL'),
    externalErp: boolean('external_erp').notNull().default(false),
    requiresExternalId: boolean('requires_external_id').notNull().default(false),
    unitMeasure: text('unit_measure').notNull().default('KG'),
    preferences: jsonb('preferences').$type<Preferences>().notNull().default({}),
    passwordHash: text('password_hash'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    invitedById: uuid('invited_by_id').references((): AnyPgColumn => users.id),
    version: integer('version').notNull().default(1),
    /** Carried by access tokens (`tv`); bumped to end them all at once (logout, block, role, password). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_email').on(t.tenantId, sql`lower(${t.email})`),
    uniqueIndex('users_tenant_nano_id').on(t.tenantId, t.nanoId),
    index('users_role').on(t.roleId),
    tenantPolicy('users'),
  ],
);

/** Who supervises whom (customer service and sales managers over sellers). */
export const userSupervisors = pgTable(
  'user_supervisors',
  {
    tenantId: tenantIdColumn().references(() => tenants.id),
    subordinateId: uuid('subordinate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supervisorId: uuid('supervisor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('user_supervisors_pair').on(t.subordinateId, t.supervisorId),
    index('user_supervisors_supervisor').on(t.supervisorId),
    tenantPolicy('user_supervisors'),
  ],
);

/** Refresh tokens, stored as SHA-256 of the secret; rotation keeps the family to detect reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash').on(t.tokenHash),
    index('refresh_tokens_family').on(t.familyId),
    tenantPolicy('refresh_tokens'),
  ],
);

/** Single-use password-recovery (and invitation) tokens, stored hashed, with an expiry. */
export const recoveryTokens = pgTable(
  'recovery_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** 'recovery' (forgot password) or 'invitation' (a new user sets a first password). */
    purpose: text('purpose').notNull().default('recovery'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_tokens_hash').on(t.tokenHash), tenantPolicy('recovery_tokens')],
);

/**
 * Failed sign-ins, counted per e-mail as typed (whether an account has it or not, so the answer
 * never tells which exist), per e-mail and address, and per address: `email` is '' on an address
 * row and `ip` is '' on an e-mail row. `lastSuccessAt` on a pair row marks an address the account
 * signed in from, which the e-mail's own lock does not hold back.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    tenantId: tenantIdColumn().references(() => tenants.id),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('login_throttles_key').on(t.tenantId, t.email, t.ip), tenantPolicy('login_throttles')],
);
