/**
 * What the order fakes answer, shaped by the server's own response schemas (the ones its routes
 * declare), so a fake cannot drift from the API: a success is parsed by its schema (unknown keys
 * dropped, as the server's serializer does), a refusal is the server's error body.
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { type ErrorDetail, errorBodySchema } from '../../../src/domain/errors';

export function answer(schema: z.ZodType, body: unknown, init?: ResponseInit) {
  return HttpResponse.json(schema.parse(body) as JsonBodyType, init);
}

/** A list page as every list route answers it. */
export function page<T>(rows: T[], extra: Record<string, unknown> = {}) {
  return { data: rows, totalRows: rows.length, page: 1, totalPages: 1, ...extra };
}

export function refusal(status: number, code: string, message: string, details?: ErrorDetail[]) {
  const body = errorBodySchema.parse({ statusCode: status, code, message, details });
  return HttpResponse.json(body, { status });
}
