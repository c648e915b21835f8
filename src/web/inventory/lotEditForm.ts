/**
 * The lot edit's values (lot number, cost, reception date, batch, supplier; quantities change only
 * through the ledger), checked by lotUpdateSchema and the reception-day rule, and the PUT body:
 * only what changed, with the version the page loaded. The cost is left out for who cannot read it.
 */
import { z } from 'zod';
import { type LotUpdate, type LotView, lotUpdateSchema } from '../../domain/inventory/lots';
import { futureDay } from './lotForm';

export interface LotEditValues {
  lot: string;
  price: string;
  receptionDate: string;
  batchId: string;
  supplier: string;
}

export const LOT_EDIT_FIELDS = ['lot', 'price', 'receptionDate', 'batchId', 'supplier'] as const;

export function lotEditValuesOf(lot: LotView): LotEditValues {
  return {
    lot: lot.lot,
    price: lot.costUsdPerTon ?? '',
    receptionDate: lot.receptionDate,
    batchId: lot.batchId ?? '',
    supplier: lot.supplier ?? '',
  };
}

const formShape = z.object({
  lot: z.string(),
  price: z.string(),
  receptionDate: z.string(),
  batchId: z.string(),
  supplier: z.string(),
});

type CheckedEdit = Omit<LotUpdate, 'version'>;

/** The resolver schema: every field as lotUpdateSchema checks it (the version is added on save). */
export function lotEditSchema(today: string, withCost: boolean) {
  return formShape.transform((values, ctx): CheckedEdit => {
    const { price, ...rest } = values;
    const result = lotUpdateSchema.safeParse({ version: 1, ...rest, ...(withCost ? { price } : {}) });
    const problems: { path: PropertyKey[]; message: string }[] = [];
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push({ path: [...issue.path], message: issue.message });
    }
    const future = futureDay(values.receptionDate, today, problems);
    if (future) problems.push({ path: ['receptionDate'], message: future });
    for (const problem of problems) ctx.addIssue({ code: 'custom', ...problem });
    if (!result.success || problems.length) return z.NEVER;
    const { version: _version, ...checked } = result.data;
    return checked;
  });
}

/** The PUT body: the fields that differ from the lot as loaded, and its version. */
export function lotUpdateOf(lot: LotView, edit: CheckedEdit): LotUpdate {
  const update: LotUpdate = { version: lot.version };
  if (edit.lot !== undefined && edit.lot !== lot.lot) update.lot = edit.lot;
  if (edit.price !== undefined && lot.costUsdPerTon !== null && !sameNumber(edit.price, lot.costUsdPerTon))
    update.price = edit.price;
  if (edit.receptionDate !== undefined && edit.receptionDate !== lot.receptionDate)
    update.receptionDate = edit.receptionDate;
  if (edit.batchId !== undefined && edit.batchId !== lot.batchId) update.batchId = edit.batchId;
  if (edit.supplier !== undefined && edit.supplier !== lot.supplier) update.supplier = edit.supplier;
  return update;
}

const sameNumber = (a: string, b: string) => Number(a) === Number(b);

export function hasLotChanges(update: LotUpdate): boolean {
  return Object.keys(update).some((key) => key !== 'version');
}
