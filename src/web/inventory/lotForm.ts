/**
 * The reception form's values (all text, as the inputs hold them, plus the chosen COA file), their
 * validation by the domain's lotCreateSchema and the reception-day rule, and the body it posts. The
 * certificate is checked here (PDF or image, 10 MB at most) and uploaded once the lot exists.
 */
import { z } from 'zod';
import { type LotCreate, lotCreateSchema, receptionDateProblem } from '../../domain/inventory/lots';
import { isIsoDay } from '../../domain/orders/deliveryWindow';

export interface LotFormValues {
  productId: string;
  packingType: string;
  lot: string;
  coa: File | null;
  price: string;
  quantity: string;
  receptionDate: string;
  warehouseId: string;
  batchId: string;
  supplier: string;
}

/** What a save hands over: the body of POST /api/inventory and the file to upload after it. */
export interface LotReception {
  body: LotCreate;
  coa: File | null;
}

export const LOT_FIELDS = [
  'productId',
  'packingType',
  'lot',
  'coa',
  'price',
  'quantity',
  'receptionDate',
  'warehouseId',
  'batchId',
  'supplier',
] as const satisfies readonly (keyof LotFormValues)[];

export const LOT_LIMITS = {
  lot: { max: 60 },
  batchId: { max: 60 },
  supplier: { max: 120 },
} as const;

/** The largest certificate the API takes. */
export const COA_MAX_BYTES = 10 * 1024 * 1024;

/** The certificate's problem as a text key, or null when it may be uploaded. */
export function coaProblem(file: File): 'app.inventory.coa.tooLarge' | 'app.inventory.coa.wrongType' | null {
  const type = file.type.toLowerCase();
  const isPdf = type === 'application/pdf' || /\.pdf$/i.test(file.name);
  if (!isPdf && !type.startsWith('image/')) return 'app.inventory.coa.wrongType';
  return file.size > COA_MAX_BYTES ? 'app.inventory.coa.tooLarge' : null;
}

export function emptyLotForm(today: string): LotFormValues {
  return {
    productId: '',
    packingType: '',
    lot: '',
    coa: null,
    price: '',
    quantity: '',
    receptionDate: today,
    warehouseId: '',
    batchId: '',
    supplier: '',
  };
}

/** A well-formed reception day after today (said even while other fields are still missing). */
export function futureDay(day: string, today: string, problems: readonly { path: PropertyKey[] }[]) {
  if (problems.some((p) => p.path[0] === 'receptionDate') || !isIsoDay(day)) return null;
  return receptionDateProblem(day, today);
}

function bodyOf(values: LotFormValues): Record<string, unknown> {
  const { coa: _coa, packingType, ...rest } = values;
  return { ...rest, packingType: packingType || undefined };
}

const formShape = z.object({
  productId: z.string(),
  packingType: z.string(),
  lot: z.string(),
  coa: z.custom<File | null>((value) => value === null || value instanceof File),
  price: z.string(),
  quantity: z.string(),
  receptionDate: z.string(),
  warehouseId: z.string(),
  batchId: z.string(),
  supplier: z.string(),
});

/**
 * The form's resolver schema for a given business day: every rule of lotCreateSchema on the
 * form's fields, a reception never after today, and the certificate's type and size.
 */
export function lotFormSchema(today: string) {
  return formShape.transform((values, ctx): LotReception => {
    const problems: { path: PropertyKey[]; message: string }[] = [];
    const result = lotCreateSchema.safeParse(bodyOf(values));
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push({ path: [...issue.path], message: issue.message });
    }
    const future = futureDay(values.receptionDate, today, problems);
    if (future) problems.push({ path: ['receptionDate'], message: future });
    const coaError = values.coa ? coaProblem(values.coa) : null;
    if (coaError) problems.push({ path: ['coa'], message: coaError });
    for (const problem of problems) ctx.addIssue({ code: 'custom', ...problem });
    if (!result.success || problems.length) return z.NEVER;
    return { body: result.data, coa: values.coa };
  });
}
