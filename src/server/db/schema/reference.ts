/** Reference data shared by every tenant (read-only for the request role): countries, Mexican zip codes. */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  areaCode: text('area_code').notNull(),
  emoji: text('emoji').notNull(),
  sortOrder: integer('sort_order').notNull().default(100),
});

/** One row per settlement (SEPOMEX): a code shared by several settlements has several rows. */
export const zipCodes = pgTable(
  'zip_codes',
  {
    id: serial('id').primaryKey(),
    zipCode: text('zip_code').notNull(),
    settlement: text('settlement').notNull(),
    settlementType: text('settlement_type').notNull(),
    municipality: text('municipality').notNull(),
    city: text('city'),
    state: text('state').notNull(),
    country: text('country').notNull().default('MX'),
  },
  (t) => [
    index('zip_codes_code').on(t.zipCode),
    uniqueIndex('zip_codes_code_settlement').on(t.zipCode, t.settlement),
  ],
);
