/** The list conventions every paged endpoint shares: limit/offset in, {data,totalRows,page,totalPages} out. */
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Query text: trimmed; blank becomes absent, so "   " never filters anything. */
export const searchParamSchema = z
  .string()
  .max(200, 'validation.tooLong')
  .transform((s) => s.trim())
  .transform((s) => (s === '' ? undefined : s))
  .optional();

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  searchParam: searchParamSchema,
});

export const orderDirectionSchema = z
  .string()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(['ASC', 'DESC']))
  .default('ASC');

export type ListQuery = z.infer<typeof listQuerySchema>;

/** A filter of ids, as repeated params or one comma-separated param ('a,b'); at most 100. */
export const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.uuid('validation.uuid')).max(100, 'validation.tooMany'))
  .optional();

/** A filter of enum values, as repeated params or one comma-separated param. */
export const enumList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values, { error: 'validation.invalidOption' })))
    .optional();

/** The `:id` of a record's path, a uuid. */
export const idParamsSchema = z.object({ id: z.uuid('validation.uuid') });

export function pageOf(totalRows: number, limit: number, offset: number) {
  const totalPages = Math.max(1, Math.ceil(totalRows / limit));
  return { totalRows, page: Math.floor(offset / limit) + 1, totalPages };
}

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    totalRows: z.number().int(),
    page: z.number().int(),
    totalPages: z.number().int(),
  });
}
