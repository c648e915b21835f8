/**
 * Suppliers and their quotes, kept by pricing: a supplier's name and a quote's number are unique in
 * the tenant (409 naming them); a quote names a supplier of the tenant and a product sold in the
 * packaging quoted.
 */

import { businessDay } from '../../../domain/dates';
import { pageOf } from '../../../domain/lists';
import type {
  SupplierCreate,
  SupplierQuoteCreate,
  SupplierQuoteListQuery,
  SupplierQuoteUpdate,
  SupplierQuoteView,
} from '../../../domain/priceRequests';
import type { PackagingType } from '../../../domain/products';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, type FieldProblem, invalidFields, notFound, staleVersion } from '../../errors';
import { productsByIds } from './referenceQueries';
import {
  allSuppliers,
  insertQuote,
  insertSupplier,
  QUOTE_NUMBER_INDEX,
  type QuoteViewRow,
  quotePage,
  quoteViewById,
  SUPPLIER_NAME_INDEX,
  supplierExists,
  updateQuote,
} from './supplierQueries';
import { asIso } from './view';

export async function listSuppliers(db: Executor) {
  return { data: await allSuppliers(db) };
}

export async function createSupplier(db: Executor, input: SupplierCreate) {
  try {
    return await insertSupplier(db, input.name);
  } catch (error) {
    if (isUniqueViolation(error, SUPPLIER_NAME_INDEX))
      throw conflict('priceRequests.supplierTaken', { name: input.name });
    throw error;
  }
}

function toQuoteView(r: QuoteViewRow): SupplierQuoteView {
  const q = r.quote;
  return {
    id: q.id,
    number: q.number,
    supplier: { id: q.supplierId, name: r.supplierName },
    productId: q.productId,
    product: { id: q.productId, reference: r.productReference, name: r.productName },
    priceUsdPerTon: q.priceUsdPerTon,
    availableQuantityTon: q.availableQuantityTon,
    packagingType: q.packagingType as PackagingType,
    validUntil: q.validUntil,
    version: q.version,
    createdAt: asIso(q.createdAt),
    updatedAt: asIso(q.updatedAt),
  };
}

export async function listQuotes(db: Executor, actor: Actor, query: SupplierQuoteListQuery) {
  const { limit, offset, active, ...filters } = query;
  const { rows, total } = await quotePage(
    db,
    { ...filters, activeOn: active ? businessDay(actor.now) : undefined },
    { limit, offset },
  );
  return { data: rows.map(toQuoteView), ...pageOf(total, limit, offset) };
}

export async function getQuote(db: Executor, id: string): Promise<SupplierQuoteView> {
  const row = await quoteViewById(db, id);
  if (!row) throw notFound('priceRequests.quoteNotFound');
  return toQuoteView(row);
}

async function quoteProblems(
  db: Executor,
  input: Partial<Pick<SupplierQuoteCreate, 'supplierId' | 'productId' | 'packagingType'>>,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  if (input.supplierId && !(await supplierExists(db, input.supplierId)))
    problems.push({ path: 'body.supplierId', key: 'priceRequests.supplierNotFound' });
  if (input.productId) {
    const [product] = await productsByIds(db, [input.productId]);
    if (!product) problems.push({ path: 'body.productId', key: 'priceRequests.productNotFound' });
    else if (input.packagingType && !product.packagingTypes.includes(input.packagingType))
      problems.push({
        path: 'body.packagingType',
        key: 'priceRequests.packagingNotSold',
        vars: { product: product.name, packaging: input.packagingType },
      });
  }
  return problems;
}

const numberTaken = (number: string) => conflict('priceRequests.quoteNumberTaken', { number });

export async function createQuote(db: Executor, actor: Actor, input: SupplierQuoteCreate) {
  const problems = await quoteProblems(db, input);
  if (problems.length) throw invalidFields(actor.t, problems);
  try {
    const { id } = await insertQuote(db, { ...input, createdById: actor.claims.sub });
    return getQuote(db, id);
  } catch (error) {
    if (isUniqueViolation(error, QUOTE_NUMBER_INDEX)) throw numberTaken(input.number);
    throw error;
  }
}

export async function updateQuoteById(db: Executor, actor: Actor, id: string, input: SupplierQuoteUpdate) {
  const { version, ...changes } = input;
  const current = await quoteViewById(db, id);
  if (!current) throw notFound('priceRequests.quoteNotFound');
  const problems = await quoteProblems(db, {
    supplierId: changes.supplierId,
    productId: changes.productId ?? (changes.packagingType ? current.quote.productId : undefined),
    packagingType:
      changes.packagingType ??
      (changes.productId ? (current.quote.packagingType as PackagingType) : undefined),
  });
  if (problems.length) throw invalidFields(actor.t, problems);
  try {
    if (!(await updateQuote(db, id, version, changes))) throw staleVersion();
  } catch (error) {
    if (changes.number && isUniqueViolation(error, QUOTE_NUMBER_INDEX)) throw numberTaken(changes.number);
    throw error;
  }
  return getQuote(db, id);
}
