/**
 * Pricing parameters: named sets whose values change only by adding a version, so an order keeps
 * pointing at the version in force when it was created and every change stays readable.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PricingChange, PricingValues } from '../../../domain/pricing';
import { users } from './identity';
import { tenantIdColumn, tenantPolicy } from './rls';
import { tenants } from './tenants';

export const pricingParameterSets = pgTable(
  'pricing_parameter_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pricing_parameter_sets_tenant_name').on(t.tenantId, t.name),
    tenantPolicy('pricing_parameter_sets'),
  ],
);

export const pricingParameterVersions = pgTable(
  'pricing_parameter_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    setId: uuid('set_id')
      .notNull()
      .references(() => pricingParameterSets.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Decimal values as strings (never binary floats). */
    values: jsonb('values').$type<PricingValues>().notNull(),
    /** What this version changed against the previous one. */
    changes: jsonb('changes').$type<PricingChange[]>().notNull().default([]),
    comment: text('comment'),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pricing_parameter_versions_set_version').on(t.setId, t.version),
    index('pricing_parameter_versions_set').on(t.setId),
    tenantPolicy('pricing_parameter_versions'),
  ],
);
