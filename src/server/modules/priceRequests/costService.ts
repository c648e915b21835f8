/**
 * `GET /api/price-requests/{id}/costs`: the saved calculation (or a new one from the pricing
 * parameters' defaults), its figures, the defaults themselves, and what the quotes modal offers for
 * the request's product: supplier quotes valid today or later with tons left, and lots with stock.
 */
import { Decimal } from 'decimal.js';
import { businessDay } from '../../../domain/dates';
import {
  type CostData,
  type CostDefaults,
  costFigures,
  emptyCostData,
  type PriceRequestCosts,
  type SavedCostData,
  type TransportMode,
} from '../../../domain/priceRequests';
import type { PricingValues } from '../../../domain/pricing';
import type { PackagingType } from '../../../domain/products';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import {
  activeQuotesOf,
  lotById,
  lotsWithStockOf,
  pricingValuesInForce,
  quoteById,
  type SavedCostsRow,
  savedCosts,
} from './costQueries';
import { visibleRequest } from './scope';

/** The operational and margin defaults of a pricing version (none without parameters). */
export function defaultsFrom(values: PricingValues | undefined): CostDefaults {
  return {
    storageCost: values?.storageCostPerTon ?? null,
    transferCost: values?.transferCostPerTon ?? null,
    pickingCost: values?.pickingCostPerTon ?? null,
    packagingCost: values?.packagingCostPerTon ?? null,
    commissionUsdPerTon: values?.defaultCommissionPerTon ?? null,
    salesMarginUsdPerTon: values?.defaultSalesMarginPerTon ?? null,
  };
}

/** A stored amount as the calculator reads it: '12.5000' → '12.5'. */
const plain = (v: string | null) => (v === null ? null : new Decimal(v).toFixed());

/** The saved row as the calculator's inputs (the source without its label). */
export function costDataOf(row: SavedCostsRow): CostData {
  return {
    baseCost: plain(row.baseCost),
    baseCostSource: row.baseCostQuoteId
      ? { kind: 'QUOTE', id: row.baseCostQuoteId }
      : row.baseCostLotId
        ? { kind: 'LOT', id: row.baseCostLotId }
        : null,
    storageCost: plain(row.storageCost),
    transferCost: plain(row.transferCost),
    pickingCost: plain(row.pickingCost),
    packagingCost: plain(row.packagingCost),
    transportMode: row.transportMode as TransportMode,
    firstMileCostPerTon: plain(row.firstMileCostPerTon),
    firstMileCostTotal: plain(row.firstMileCostTotal),
    middleMileCostPerTon: plain(row.middleMileCostPerTon),
    middleMileCostTotal: plain(row.middleMileCostTotal),
    lastMileCostPerTon: plain(row.lastMileCostPerTon),
    lastMileCostTotal: plain(row.lastMileCostTotal),
    extraCost: plain(row.extraCost),
    commissionUsdPerTon: plain(row.commissionUsdPerTon),
    salesMarginUsdPerTon: plain(row.salesMarginUsdPerTon),
  };
}

/** The label the quotes modal showed for the source: the quote's number or the lot's. */
async function labelled(db: Executor, data: CostData): Promise<SavedCostData> {
  const source = data.baseCostSource;
  if (!source) return { ...data, baseCostSource: null };
  const found = source.kind === 'QUOTE' ? await quoteById(db, source.id) : await lotById(db, source.id);
  const label = found ? ('number' in found ? found.number : found.lot) : '';
  return { ...data, baseCostSource: { ...source, label } };
}

const tonsOf = (kg: string) => new Decimal(kg).dividedBy(1000).toDecimalPlaces(3).toFixed(3);

export async function getCosts(db: Executor, actor: Actor, id: string): Promise<PriceRequestCosts> {
  const request = await visibleRequest(db, actor, id);
  const today = businessDay(actor.now);
  const defaults = defaultsFrom(await pricingValuesInForce(db));
  const saved = await savedCosts(db, id);
  const data = saved ? costDataOf(saved) : emptyCostData(defaults);
  const [quotes, lots] = await Promise.all([
    activeQuotesOf(db, request.productId, today),
    lotsWithStockOf(db, request.productId),
  ]);
  return {
    volumeTons: request.volumeTons,
    costs: await labelled(db, data),
    figures: costFigures(data, request.volumeTons),
    defaults,
    quotes: quotes.map((q) => ({
      id: q.id,
      number: q.number,
      supplier: { id: q.supplierId, name: q.supplierName },
      productId: q.productId,
      priceUsdPerTon: q.priceUsdPerTon,
      availableQuantityTon: q.availableQuantityTon,
      packagingType: q.packagingType as PackagingType,
      validUntil: q.validUntil,
    })),
    lots: lots.map((l) => ({
      id: l.id,
      lot: l.lot,
      warehouse: { id: l.warehouseId, name: l.warehouseName },
      priceUsdPerTon: l.costUsdPerTon,
      availableQuantityTon: tonsOf(l.availableKg),
      packagingType: l.packagingType as PackagingType,
      receivedDate: l.receptionDate,
    })),
    saved: Boolean(saved),
  };
}

/**
 * A base cost picked from a quote or a lot must be that quote's or lot's price, of the request's
 * product; a quote must still be valid. Answers the problem's message key, or null.
 */
export async function baseCostSourceProblem(
  db: Executor,
  data: CostData,
  productId: string,
  today: string,
): Promise<string | null> {
  const source = data.baseCostSource;
  if (!source) return null;
  const found =
    source.kind === 'QUOTE'
      ? await quoteById(db, source.id).then((q) =>
          q ? { productId: q.productId, price: q.priceUsdPerTon, expired: q.validUntil < today } : null,
        )
      : await lotById(db, source.id).then((l) =>
          l ? { productId: l.productId, price: l.costUsdPerTon, expired: false } : null,
        );
  if (!found) return 'priceRequests.baseCostSourceNotFound';
  if (found.productId !== productId) return 'priceRequests.baseCostSourceOtherProduct';
  if (found.expired) return 'priceRequests.baseCostSourceExpired';
  if (data.baseCost === null || !new Decimal(data.baseCost).eq(found.price))
    return 'priceRequests.baseCostSourcePrice';
  return null;
}
