/** SQL of suppliers and their quotes (kept by pricing; what a base cost is picked from). */
import { and, asc, count, desc, eq, gt, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { products, supplierQuotes, suppliers } from '../../db/schema';

export const SUPPLIER_NAME_INDEX = 'suppliers_tenant_name';
export const QUOTE_NUMBER_INDEX = 'supplier_quotes_tenant_number';

export function allSuppliers(db: Executor) {
  return db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .orderBy(asc(suppliers.name), asc(suppliers.id));
}

export async function insertSupplier(db: Executor, name: string) {
  const [row] = await db
    .insert(suppliers)
    .values({ name })
    .returning({ id: suppliers.id, name: suppliers.name });
  return row!;
}

export async function supplierExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id)).limit(1);
  return Boolean(row);
}

const quoteView = {
  quote: supplierQuotes,
  supplierName: suppliers.name,
  productReference: products.reference,
  productName: products.name,
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export interface QuoteFilters {
  searchParam?: string;
  productId?: string;
  /** Only quotes valid on this day with tons left. */
  activeOn?: string;
}

function quoteConditions(f: QuoteFilters): SQL | undefined {
  return and(
    f.searchParam
      ? or(ilike(supplierQuotes.number, like(f.searchParam)), ilike(suppliers.name, like(f.searchParam)))
      : undefined,
    f.productId ? eq(supplierQuotes.productId, f.productId) : undefined,
    f.activeOn
      ? and(gte(supplierQuotes.validUntil, f.activeOn), gt(supplierQuotes.availableQuantityTon, '0'))
      : undefined,
  );
}

/** A page of quotes, the latest valid first. */
export async function quotePage(db: Executor, f: QuoteFilters, page: { limit: number; offset: number }) {
  const where = quoteConditions(f);
  const [total] = await db
    .select({ n: count() })
    .from(supplierQuotes)
    .innerJoin(suppliers, eq(suppliers.id, supplierQuotes.supplierId))
    .where(where);
  const rows = await db
    .select(quoteView)
    .from(supplierQuotes)
    .innerJoin(suppliers, eq(suppliers.id, supplierQuotes.supplierId))
    .innerJoin(products, eq(products.id, supplierQuotes.productId))
    .where(where)
    .orderBy(desc(supplierQuotes.validUntil), asc(supplierQuotes.number), asc(supplierQuotes.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: Number(total?.n ?? 0) };
}
export type QuoteViewRow = Awaited<ReturnType<typeof quotePage>>['rows'][number];

export async function quoteViewById(db: Executor, id: string): Promise<QuoteViewRow | undefined> {
  const [row] = await db
    .select(quoteView)
    .from(supplierQuotes)
    .innerJoin(suppliers, eq(suppliers.id, supplierQuotes.supplierId))
    .innerJoin(products, eq(products.id, supplierQuotes.productId))
    .where(eq(supplierQuotes.id, id))
    .limit(1);
  return row;
}

export async function insertQuote(db: Executor, values: typeof supplierQuotes.$inferInsert) {
  const [row] = await db.insert(supplierQuotes).values(values).returning({ id: supplierQuotes.id });
  return row!;
}

export async function updateQuote(
  db: Executor,
  id: string,
  version: number,
  values: PgUpdateSetSource<typeof supplierQuotes>,
) {
  const [row] = await db
    .update(supplierQuotes)
    .set({ ...values, version: sql`${supplierQuotes.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(supplierQuotes.id, id), eq(supplierQuotes.version, version)))
    .returning({ id: supplierQuotes.id });
  return row;
}

export async function quoteExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: supplierQuotes.id })
    .from(supplierQuotes)
    .where(eq(supplierQuotes.id, id))
    .limit(1);
  return Boolean(row);
}
