/**
 * What msw fakes answer, held to what the server answers: a body is parsed by the domain's
 * response schema the server declares on its route (so a fake cannot drift from it), and a
 * refusal is the server's one error body `{ statusCode, code, message, details? }`.
 */
import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { type ErrorDetail, errorBodySchema } from '../../../src/domain/errors';

/** The body as the server sends it: checked and shaped by its response schema. */
export function answer<S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit) {
  return HttpResponse.json(schema.parse(body) as never, init);
}

/** A refusal in the server's error body. */
export function refusal(status: number, code: string, message: string, details?: ErrorDetail[]) {
  return HttpResponse.json(
    errorBodySchema.parse({ statusCode: status, code, message, ...(details ? { details } : {}) }),
    { status },
  );
}
