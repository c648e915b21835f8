/** SQL of the product catalogue. */
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '../../../domain/products';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
type ProductInsert = typeof products.$inferInsert;

const ORDER_COLUMNS = {
  reference: products.reference,
  name: products.name,
  createdAt: products.createdAt,
} as const;

/** The unique index that keeps one reference per tenant. */
export const REFERENCE_INDEX = 'products_tenant_reference';

export async function productPage(db: Executor, query: ProductListQuery) {
  const conditions: SQL[] = [];
  if (query.searchParam) {
    const like = `%${query.searchParam.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const text = or(ilike(products.reference, like), ilike(products.name, like));
    if (text) conditions.push(text);
  }
  if (query.active !== undefined) conditions.push(eq(products.active, query.active === 'true'));
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = query.orderDirection === 'DESC' ? desc : asc;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(direction(ORDER_COLUMNS[query.orderField]), asc(products.id))
      .limit(query.limit)
      .offset(query.offset),
    db.$count(products, where),
  ]);
  return { rows, total };
}

export async function productRow(db: Executor, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export async function insertProduct(db: Executor, values: ProductInsert): Promise<ProductRow | undefined> {
  const [row] = await db.insert(products).values(values).returning();
  return row;
}

/** Applies the changes while `version` is still the current one, bumping it. */
export async function updateProductRow(
  db: Executor,
  id: string,
  version: number,
  changes: Partial<ProductInsert>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...changes, version: version + 1, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.version, version)))
    .returning();
  return row;
}
