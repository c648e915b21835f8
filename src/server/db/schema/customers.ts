import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { zipCodes } from './reference';
import { tenantIdColumn, tenantPolicy } from './rls';
import { tenants } from './tenants';

export const regions = pgTable(
  'regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('regions_tenant_name').on(t.tenantId, t.name), tenantPolicy('regions')],
);

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    companyName: text('company_name').notNull(),
    fullName: text('full_name').notNull(),
    rfc: text('rfc').notNull(),
    email: text('email'),
    phone: text('phone'),
    externalId: text('external_id'),
    regionId: uuid('region_id').references(() => regions.id),
    sellerId: uuid('seller_id').references((): AnyPgColumn => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_tenant_rfc').on(t.tenantId, t.rfc),
    index('customers_seller').on(t.sellerId),
    tenantPolicy('customers'),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    extNumber: text('ext_number').notNull(),
    intNumber: text('int_number'),
    phone: text('phone'),
    areaCode: text('area_code').notNull().default('+52'),
    addressType: text('address_type').notNull().default('billing'),
    zipCodeId: integer('zip_code_id')
      .notNull()
      .references(() => zipCodes.id),
    active: boolean('active').notNull().default(true),
    principalAddress: boolean('principal_address').notNull().default(true),
    description: text('description'),
    mapUrl: text('map_url'),
    optionalStreetOne: text('optional_street_one'),
    optionalStreetTwo: text('optional_street_two'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer').on(t.customerId),
    // One principal address per customer for billing and one for shipping ('both' counts for
    // each): the database holds the rule when two people save a principal at the same moment.
    uniqueIndex('addresses_principal_billing')
      .on(t.customerId)
      .where(sql`principal_address and address_type in ('billing', 'both')`),
    uniqueIndex('addresses_principal_shipping')
      .on(t.customerId)
      .where(sql`principal_address and address_type in ('shipping', 'both')`),
    tenantPolicy('addresses'),
  ],
);

/** A customer's credit conditions; the finance credit check reads the one in force. */
export const customerCreditTerms = pgTable(
  'customer_credit_terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    paymentTerm: text('payment_term').notNull().default('CREDIT'),
    creditLimit: numeric('credit_limit', { precision: 16, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('USD'),
    creditDays: integer('credit_days').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    approvedById: uuid('approved_by_id').references((): AnyPgColumn => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_credit_terms_customer').on(t.customerId), tenantPolicy('customer_credit_terms')],
);
