/**
 * Pricing's decisions on a request: the saved calculation (the server recomputes the MSP and total
 * cost with the domain's formula and stores what it gives; a base cost moves the request to QUOTED,
 * none to IN_COSTING), the approval (the price covers the stored MSP, the validity is sane; it then
 * holds for the customer × product until `validUntil`) and the rejection with its reason.
 */
import { Decimal } from 'decimal.js';
import { businessDay } from '../../../domain/dates';
import {
  alignTransport,
  approvalProblems,
  type CalculatorSave,
  type CostData,
  costFigures,
  hasBaseCost,
  type PriceRequestApprove,
  type PriceRequestDetail,
  type PriceRequestReject,
} from '../../../domain/priceRequests';
import type { Actor } from '../../actor';
import type { Tx } from '../../db/client';
import { conflict, invalidFields, staleVersion } from '../../errors';
import { notify } from '../notifications';
import { saveCosts, savedCosts } from './costQueries';
import { baseCostSourceProblem, costDataOf } from './costService';
import { changesBetween, recordHistory } from './history';
import { updateRequest } from './queries';
import { nextStatusOrRefuse } from './requestService';
import { visibleRequest } from './scope';
import { getRequest } from './service';

/** Stored with 4 decimals: a typed '12,5' is kept as 12.5000 and read back as '12.5'. */
const stored = (v: string | null) => (v === null ? null : new Decimal(v).toFixed(4));

export async function saveCalculation(
  tx: Tx,
  actor: Actor,
  id: string,
  input: CalculatorSave,
): Promise<PriceRequestDetail> {
  const row = await visibleRequest(tx, actor, id, { forUpdate: true });
  if (row.version !== input.version) throw staleVersion();
  const { version, ...typed } = input;
  const costs: CostData = alignTransport(typed, row.volumeTons);
  const next = nextStatusOrRefuse(actor, row.status, 'cost', hasBaseCost(costs));
  const sourceProblem = await baseCostSourceProblem(tx, costs, row.productId, businessDay(actor.now));
  if (sourceProblem) throw invalidFields(actor.t, [{ path: 'body.baseCostSource', key: sourceProblem }]);

  const figures = costFigures(costs, row.volumeTons);
  const previous = await savedCosts(tx, id);
  const { baseCostSource, ...amounts } = costs;
  await saveCosts(tx, {
    priceRequestId: id,
    ...Object.fromEntries(
      Object.entries(amounts).map(([k, v]) => [k, k === 'transportMode' ? v : stored(v)]),
    ),
    transportMode: costs.transportMode,
    baseCostQuoteId: baseCostSource?.kind === 'QUOTE' ? baseCostSource.id : null,
    baseCostLotId: baseCostSource?.kind === 'LOT' ? baseCostSource.id : null,
    savedById: actor.claims.sub,
  });
  if (
    !(await updateRequest(tx, id, version, {
      status: next,
      msp: figures.msp,
      totalCost: figures.totalCost,
      commissionPercent: figures.commissionPercent,
      salesMarginPercent: figures.salesMarginPercent,
    }))
  )
    throw staleVersion();
  const before = previous ? costDataOf(previous) : {};
  const changes = changesBetween(
    { ...before, msp: row.msp === null ? null : new Decimal(row.msp).toFixed(4) } as Record<string, unknown>,
    { ...amounts, msp: figures.msp } as Record<string, unknown>,
  );
  await recordHistory(tx, {
    priceRequestId: id,
    userId: actor.claims.sub,
    action: 'cost',
    fromStatus: row.status,
    toStatus: next,
    changes,
  });
  return getRequest(tx, actor, id);
}

export async function approveRequest(
  tx: Tx,
  actor: Actor,
  id: string,
  input: PriceRequestApprove,
): Promise<PriceRequestDetail> {
  const row = await visibleRequest(tx, actor, id, { forUpdate: true });
  if (row.version !== input.version) throw staleVersion();
  const next = nextStatusOrRefuse(actor, row.status, 'approve');
  // A quoted request always has an MSP (the calculation had a base cost); the check keeps it so.
  if (row.msp === null) throw conflict('priceRequests.noMsp');
  const problems = approvalProblems(input, row.msp, businessDay(actor.now));
  if (problems.length) {
    throw invalidFields(
      actor.t,
      problems.map((p) => ({
        path: `body.${p.path}`,
        key: p.message,
        vars: { msp: new Decimal(row.msp!).toFixed(2) },
      })),
    );
  }
  const approvedPrice = new Decimal(input.priceUsdPerTon).toFixed(4);
  if (
    !(await updateRequest(tx, id, input.version, {
      status: next,
      approvedPriceUsdPerTon: approvedPrice,
      validUntil: input.validUntil,
      approvedById: actor.claims.sub,
      approvedAt: actor.now,
      rejectionReason: null,
    }))
  )
    throw staleVersion();
  await recordHistory(tx, {
    priceRequestId: id,
    userId: actor.claims.sub,
    action: 'approve',
    fromStatus: row.status,
    toStatus: next,
    changes: {
      approvedPriceUsdPerTon: [row.approvedPriceUsdPerTon, approvedPrice],
      validUntil: [row.validUntil, input.validUntil],
      msp: [row.msp, row.msp],
    },
  });
  await notify(tx, {
    kind: 'priceRequestApproved',
    priceRequestId: id,
    actorId: actor.claims.sub,
    params: { priceUsdPerTon: approvedPrice, validUntil: input.validUntil },
  });
  return getRequest(tx, actor, id);
}

export async function rejectRequest(
  tx: Tx,
  actor: Actor,
  id: string,
  input: PriceRequestReject,
): Promise<PriceRequestDetail> {
  const row = await visibleRequest(tx, actor, id, { forUpdate: true });
  if (row.version !== input.version) throw staleVersion();
  const next = nextStatusOrRefuse(actor, row.status, 'reject');
  if (!(await updateRequest(tx, id, input.version, { status: next, rejectionReason: input.reason })))
    throw staleVersion();
  await recordHistory(tx, {
    priceRequestId: id,
    userId: actor.claims.sub,
    action: 'reject',
    fromStatus: row.status,
    toStatus: next,
    note: input.reason,
  });
  await notify(tx, {
    kind: 'priceRequestRejected',
    priceRequestId: id,
    actorId: actor.claims.sub,
    params: { reason: input.reason },
  });
  return getRequest(tx, actor, id);
}
