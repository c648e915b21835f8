/**
 * The tenant's product catalogue. Every signed-in user reads it (order forms need it); changes
 * need PRODUCT_CREATE write and the version the editor loaded, so no edit silently overwrites another.
 */
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../domain/i18n';
import { pageOf } from '../../../domain/lists';
import {
  type PackagingType,
  type Product,
  type ProductCreate,
  type ProductListQuery,
  type ProductUpdate,
  packagingLabels,
} from '../../../domain/products';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema';
import { conflict, notFound, staleVersion } from '../../errors';

type ProductRow = typeof products.$inferSelect;

function toProduct(row: ProductRow, locale: Locale): Product {
  const types = row.packagingTypes as PackagingType[];
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    packagingTypes: types,
    packagingLabels: packagingLabels(types, locale),
    active: row.active,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A unique-index violation, through Drizzle's wrapper, on either driver. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

const referenceTaken = (reference: string) => conflict('products.referenceTaken', { reference });

const ORDER_COLUMNS = {
  reference: products.reference,
  name: products.name,
  createdAt: products.createdAt,
} as const;

export async function listProducts(db: Executor, query: ProductListQuery, locale: Locale) {
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
  return { data: rows.map((r) => toProduct(r, locale)), ...pageOf(total, query.limit, query.offset) };
}

export async function getProduct(db: Executor, id: string, locale: Locale): Promise<Product> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw notFound('products.notFound');
  return toProduct(row, locale);
}

export async function createProduct(db: Executor, input: ProductCreate, locale: Locale): Promise<Product> {
  try {
    const [row] = await db.insert(products).values(input).returning();
    return toProduct(row!, locale);
  } catch (error) {
    if (isUniqueViolation(error, 'products_tenant_reference')) throw referenceTaken(input.reference);
    throw error;
  }
}

/** Replaces what the body sends; refused with 409 when `version` is not the product's current one. */
export async function updateProduct(
  db: Executor,
  id: string,
  input: ProductUpdate,
  locale: Locale,
): Promise<Product> {
  const { version, ...changes } = input;
  let row: ProductRow | undefined;
  try {
    [row] = await db
      .update(products)
      .set({ ...changes, version: version + 1, updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.version, version)))
      .returning();
  } catch (error) {
    if (changes.reference && isUniqueViolation(error, 'products_tenant_reference'))
      throw referenceTaken(changes.reference);
    throw error;
  }
  if (row) return toProduct(row, locale);
  await getProduct(db, id, locale); // 404 when it does not exist (or is another tenant's)
  throw staleVersion();
}
