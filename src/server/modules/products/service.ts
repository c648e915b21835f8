/**
 * The tenant's product catalogue. Every signed-in user reads it (order forms need it); changes
 * need PRODUCT_CREATE write and the version the editor loaded, so no edit silently overwrites another.
 */
import { pageOf } from '../../../domain/lists';
import {
  type PackagingType,
  type Product,
  type ProductCreate,
  type ProductListQuery,
  type ProductUpdate,
  packagingLabels,
} from '../../../domain/products';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound, staleVersion } from '../../errors';
import {
  insertProduct,
  type ProductRow,
  productPage,
  productRow,
  REFERENCE_INDEX,
  updateProductRow,
} from './queries';

function toProduct(row: ProductRow, actor: Actor): Product {
  const types = row.packagingTypes as PackagingType[];
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    packagingTypes: types,
    packagingLabels: packagingLabels(types, actor.locale),
    active: row.active,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const referenceTaken = (reference: string) => conflict('products.referenceTaken', { reference });

export async function listProducts(db: Executor, actor: Actor, query: ProductListQuery) {
  const { rows, total } = await productPage(db, query);
  return { data: rows.map((r) => toProduct(r, actor)), ...pageOf(total, query.limit, query.offset) };
}

export async function getProduct(db: Executor, actor: Actor, id: string): Promise<Product> {
  const row = await productRow(db, id);
  if (!row) throw notFound('products.notFound');
  return toProduct(row, actor);
}

export async function createProduct(db: Executor, actor: Actor, input: ProductCreate): Promise<Product> {
  try {
    return toProduct((await insertProduct(db, input))!, actor);
  } catch (error) {
    if (isUniqueViolation(error, REFERENCE_INDEX)) throw referenceTaken(input.reference);
    throw error;
  }
}

/** Replaces what the body sends; refused with 409 when `version` is not the product's current one. */
export async function updateProduct(
  db: Executor,
  actor: Actor,
  id: string,
  input: ProductUpdate,
): Promise<Product> {
  const { version, ...changes } = input;
  let row: ProductRow | undefined;
  try {
    row = await updateProductRow(db, id, version, changes);
  } catch (error) {
    if (changes.reference && isUniqueViolation(error, REFERENCE_INDEX))
      throw referenceTaken(changes.reference);
    throw error;
  }
  if (row) return toProduct(row, actor);
  await getProduct(db, actor, id); // 404 when it does not exist (or is another tenant's)
  throw staleVersion();
}
