/** What the tenant sells and moves: products, warehouses, vehicle types, transport suppliers. */
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { regions } from './customers';
import { tenantIdColumn, tenantPolicy } from './rls';
import { tenants } from './tenants';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    packagingTypes: jsonb('packaging_types').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('products_tenant_reference').on(t.tenantId, t.reference), tenantPolicy('products')],
);

export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** The sales region it serves first: auto-assign prefers the order's region's warehouses. */
    regionId: uuid('region_id').references(() => regions.id),
    address: text('address'),
    /** Where the bulk authorization of an order picking up here is e-mailed. */
    email: text('email'),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('warehouses_tenant_code').on(t.tenantId, t.code), tenantPolicy('warehouses')],
);

export const vehicleTypes = pgTable(
  'vehicle_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    name: text('name').notNull(),
    capacityTons: numeric('capacity_tons', { precision: 10, scale: 3 }).notNull(),
  },
  (t) => [uniqueIndex('vehicle_types_tenant_name').on(t.tenantId, t.name), tenantPolicy('vehicle_types')],
);

export const transportSuppliers = pgTable(
  'transport_suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    name: text('name').notNull(),
    rfc: text('rfc'),
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('transport_suppliers_tenant_name').on(t.tenantId, t.name),
    tenantPolicy('transport_suppliers'),
  ],
);
