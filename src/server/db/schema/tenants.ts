import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUser } from './rls';

/** A company using the product. Read by slug before a request has a tenant (owner connection). */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoKeywords: text('seo_keywords'),
    businessDescription: text('business_description'),
    favicon: text('favicon'),
    logo: text('logo'),
    website: text('website'),
    color: text('color').notNull().default('#003366'),
    contactPhone: text('contact_phone'),
    emailContact: text('email_contact'),
    productName: text('product_name').notNull(),
    externalErp: boolean('external_erp').notNull().default(false),
    conversionUnit: text('conversion_unit').notNull().default('KG'),
    orderFlow: text('order_flow').notNull().default('MANUAL'),
    companyEmailDomains: jsonb('company_email_domains').$type<string[]>().notNull().default([]),
    /**
     * The external BI (Metabase) the dashboards are embedded from, when the tenant has one: its
     * https address and the secret embed URLs are signed with. The secret is write-only: no answer
     * of the API carries it (the configuration says only whether one is set).
     */
    biSiteUrl: text('bi_site_url'),
    biSecretKey: text('bi_secret_key'),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    pgPolicy('tenants_own_row', {
      as: 'permissive',
      for: 'all',
      to: appUser,
      using: sql`id = nullif(current_setting('app.tenant_id', true), '')::uuid`,
      withCheck: sql`id = nullif(current_setting('app.tenant_id', true), '')::uuid`,
    }),
  ],
);
