/**
 * Lots: receptions (each writes its RECEIVED movement through the ledger), the descriptive edits,
 * count corrections, the ledger page and the COA certificate. The material cost is shown only to
 * who may read it (ACCESS.inventory.readCost); sellers see stock without cost.
 */
import { ACCESS, allows } from '../../../domain/access';
import { businessDay } from '../../../domain/dates';
import {
  type AdjustmentCreate,
  type AdjustmentReason,
  type LotCreate,
  type LotExportQuery,
  type LotListQuery,
  type LotUpdate,
  type LotView,
  type MovementKind,
  type MovementView,
  receptionDateProblem,
} from '../../../domain/inventory/lots';
import { pageOf } from '../../../domain/lists';
import { displayOrderNumber } from '../../../domain/orders/views';
import { PACKAGING_LABELS, type PackagingType } from '../../../domain/products';
import { fullName } from '../../../domain/users';
import type { Actor } from '../../actor';
import type { Executor, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, type FieldProblem, invalidFields, notFound, staleVersion } from '../../errors';
import { enqueue } from '../../jobs/outbox';
import { adjustLot, receiveLot } from './ledgerQueries';
import {
  LOT_INDEX,
  type LotDbRow,
  type LotFilters,
  lotPage,
  lotRow,
  lotWithDetails,
  mailRecipient,
  movementPage,
  productForLot,
  setLotCoa,
  updateLotRow,
  warehouseForLot,
} from './lotQueries';

const asIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toLotView(
  row: LotDbRow,
  actor: Actor,
  seesCost = allows(actor.claims, ACCESS.inventory.readCost),
): LotView {
  const l = row.lot;
  const packagingType = l.packagingType as PackagingType;
  return {
    id: l.id,
    lot: l.lot,
    product: { id: l.productId, reference: row.productReference, name: row.productName },
    packagingType,
    packagingLabel: PACKAGING_LABELS[packagingType][actor.locale],
    warehouse: {
      id: l.warehouseId,
      code: row.warehouseCode,
      name: row.warehouseName,
      region: row.regionId && row.regionName !== null ? { id: row.regionId, name: row.regionName } : null,
    },
    costUsdPerTon: seesCost ? l.costUsdPerTon : null,
    receptionDate: l.receptionDate,
    batchId: l.batchId,
    supplier: l.supplier,
    coa:
      l.coaStoredName && l.coaOriginalName && l.coaContentType && l.coaSizeBytes !== null
        ? { name: l.coaOriginalName, contentType: l.coaContentType, sizeBytes: l.coaSizeBytes }
        : null,
    receivedKg: l.receivedKg,
    adjustedKg: l.adjustedKg,
    allocatedKg: l.allocatedKg,
    shippedKg: l.shippedKg,
    availableKg: l.availableKg,
    createdBy:
      row.creatorFirstName === null ? null : fullName(row.creatorFirstName, row.creatorLastName ?? ''),
    version: l.version,
    createdAt: asIso(l.createdAt),
    updatedAt: asIso(l.updatedAt),
  };
}

const lotNotFound = () => notFound('inventory.lotNotFound');
const lotTaken = (lot: string) => conflict('inventory.lotTaken', { lot });

export async function listLots(db: Executor, actor: Actor, query: LotListQuery) {
  const { limit, offset, ...filters } = query;
  const { rows, total } = await lotPage(db, filters, { limit, offset });
  const seesCost = allows(actor.claims, ACCESS.inventory.readCost);
  return { data: rows.map((r) => toLotView(r, actor, seesCost)), ...pageOf(total ?? 0, limit, offset) };
}

/** Every lot matching the filters (the export), in the list's order. */
export async function allLots(db: Executor, actor: Actor, filters: LotFilters): Promise<LotView[]> {
  const { rows } = await lotPage(db, filters);
  const seesCost = allows(actor.claims, ACCESS.inventory.readCost);
  return rows.map((r) => toLotView(r, actor, seesCost));
}

/**
 * The mailed export: counts the matching lots and queues the job that builds the file and mails it
 * to the caller once committed. Answers where it goes and how many lots it holds.
 */
export async function requestLotExportMail(
  db: Tx,
  actor: Actor,
  query: LotExportQuery,
): Promise<{ email: string; rows: number }> {
  const recipient = await mailRecipient(db, actor.claims.sub);
  if (!recipient) throw notFound();
  const { format: _format, ...filters } = query;
  const { total } = await lotPage(db, filters, { limit: 1, offset: 0 });
  await enqueue(db, 'inventory.export.mail', { claims: actor.claims, query, locale: actor.locale });
  return { email: recipient.email, rows: total ?? 0 };
}

export async function getLot(db: Executor, actor: Actor, id: string): Promise<LotView> {
  const row = await lotWithDetails(db, id);
  if (!row) throw lotNotFound();
  return toLotView(row, actor);
}

function receptionDateCheck(actor: Actor, receptionDate: string | undefined): FieldProblem[] {
  const key = receptionDate ? receptionDateProblem(receptionDate, businessDay(actor.now)) : null;
  return key ? [{ path: 'body.receptionDate', key }] : [];
}

/**
 * What only the server can check of a reception: the product exists, is active and is sold in
 * that packaging; the warehouse exists and is active; the reception is not dated after today
 * (the business day in Mexico City). Every problem found is answered at once, on its field.
 */
async function receptionProblems(db: Executor, actor: Actor, input: LotCreate): Promise<FieldProblem[]> {
  const [product, warehouse] = await Promise.all([
    productForLot(db, input.productId),
    warehouseForLot(db, input.warehouseId),
  ]);
  const problems: FieldProblem[] = [];
  if (!product) problems.push({ path: 'body.productId', key: 'products.notFound' });
  else if (!product.active) problems.push({ path: 'body.productId', key: 'inventory.productInactive' });
  else if (!(product.packagingTypes as string[]).includes(input.packingType))
    problems.push({ path: 'body.packingType', key: 'inventory.packingTypeNotOffered' });
  if (!warehouse) problems.push({ path: 'body.warehouseId', key: 'inventory.warehouseNotFound' });
  else if (!warehouse.active) problems.push({ path: 'body.warehouseId', key: 'inventory.warehouseInactive' });
  problems.push(...receptionDateCheck(actor, input.receptionDate));
  return problems;
}

/** A reception: the lot and its RECEIVED movement; 409 when the warehouse already has that lot number. */
export async function createLot(db: Executor, actor: Actor, input: LotCreate): Promise<LotView> {
  const problems = await receptionProblems(db, actor, input);
  if (problems.length) throw invalidFields(actor.t, problems);
  let id: string;
  try {
    const lot = await receiveLot(
      db,
      {
        productId: input.productId,
        packagingType: input.packingType,
        lot: input.lot,
        warehouseId: input.warehouseId,
        costUsdPerTon: input.price,
        receptionDate: input.receptionDate,
        batchId: input.batchId,
        supplier: input.supplier,
        createdById: actor.claims.sub,
      },
      input.quantity,
      { userId: actor.claims.sub },
    );
    id = lot.id;
  } catch (error) {
    if (isUniqueViolation(error, LOT_INDEX)) throw lotTaken(input.lot);
    throw error;
  }
  return getLot(db, actor, id);
}

/** The lot's descriptive data; quantities change only through the ledger. 409 on a stale version. */
export async function updateLot(db: Executor, actor: Actor, id: string, input: LotUpdate): Promise<LotView> {
  const { version, price, ...rest } = input;
  if (!(await lotRow(db, id))) throw lotNotFound();
  const problems = receptionDateCheck(actor, rest.receptionDate);
  if (problems.length) throw invalidFields(actor.t, problems);
  let updated: { id: string } | undefined;
  try {
    updated = await updateLotRow(db, id, version, {
      ...rest,
      ...(price !== undefined ? { costUsdPerTon: price } : {}),
    });
  } catch (error) {
    if (rest.lot && isUniqueViolation(error, LOT_INDEX)) throw lotTaken(rest.lot);
    throw error;
  }
  if (!updated) throw staleVersion();
  return getLot(db, actor, id);
}

/**
 * A count correction, damage or return. The lot is locked first, so the version and the stock
 * the answer speaks of are the ones the ledger then changes.
 */
export async function adjustStock(
  db: Executor,
  actor: Actor,
  id: string,
  input: AdjustmentCreate,
): Promise<LotView> {
  const lot = await lotRow(db, id, { forUpdate: true });
  if (!lot) throw lotNotFound();
  if (lot.version !== input.version) throw staleVersion();
  const adjusted = await adjustLot(db, id, input.quantityKg, input.version, {
    userId: actor.claims.sub,
    reason: input.reason,
    comment: input.comment,
  });
  if (!adjusted) {
    // Kilos as people read them: '9,930.5', not the column's '9930.500'.
    const available = new Intl.NumberFormat(actor.locale === 'en' ? 'en-US' : 'es-MX', {
      maximumFractionDigits: 3,
    }).format(Number(lot.availableKg));
    throw badRequest('inventory.adjustmentBelowZero', { available });
  }
  return getLot(db, actor, id);
}

export async function listMovements(
  db: Executor,
  _actor: Actor,
  id: string,
  page: { limit: number; offset: number },
) {
  if (!(await lotRow(db, id))) throw lotNotFound();
  const { rows, total } = await movementPage(db, id, page);
  const data: MovementView[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind as MovementKind,
    availableDeltaKg: r.availableDeltaKg,
    quantityKg: r.quantityKg,
    availableAfterKg: r.availableAfterKg,
    order:
      r.orderId && r.orderNumber !== null
        ? {
            id: r.orderId,
            displayNumber: displayOrderNumber({ number: r.orderNumber, externalId: r.orderExternalId }),
          }
        : null,
    reason: r.reason as AdjustmentReason | null,
    comment: r.comment,
    user: r.userFirstName === null ? null : fullName(r.userFirstName, r.userLastName ?? ''),
    createdAt: asIso(r.createdAt),
  }));
  return { data, ...pageOf(total, page.limit, page.offset) };
}

export interface CoaFile {
  storedName: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}

/** Records the lot's new COA file and answers the one it replaces (removed once committed). */
export async function replaceCoa(
  db: Executor,
  actor: Actor,
  id: string,
  file: CoaFile,
): Promise<{ view: LotView; replaced: string | null }> {
  const lot = await lotRow(db, id, { forUpdate: true });
  if (!lot) throw lotNotFound();
  await setLotCoa(db, id, file);
  return { view: await getLot(db, actor, id), replaced: lot.coaStoredName };
}

/** Where the lot's COA file is and how to name it; 404 when the lot has none. */
export async function coaDownload(db: Executor, _actor: Actor, id: string) {
  const lot = await lotRow(db, id);
  if (!lot) throw lotNotFound();
  if (!lot.coaStoredName) throw notFound('inventory.coaNotFound');
  return {
    storedName: lot.coaStoredName,
    contentType: lot.coaContentType ?? 'application/octet-stream',
    originalName: lot.coaOriginalName ?? lot.coaStoredName,
    lot: lot.lot,
  };
}
