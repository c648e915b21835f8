/**
 * Body rules that depend on the request (today's business day, the caller's role) cannot live in
 * a route's compiled schema, which is built once. The route declares the static shape (what
 * OpenAPI documents) and runs the request's full schema in `preValidation`, through the same zod
 * validator Fastify uses, so a refusal answers exactly like any other: 400 VALIDATION_ERROR with
 * `{ path: 'body.…', key, message }` per field, every problem at once.
 */
import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** What Fastify throws when a body fails its schema; the errors plugin formats it. */
function bodyValidationError(validation: unknown): Error {
  return Object.assign(new Error('body validation failed'), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation,
    validationContext: 'body',
  });
}

/** A `preValidation` hook checking the body against the schema this request calls for. */
export function bodyRulesOf(schemaFor: (req: FastifyRequest) => z.ZodType) {
  return async (req: FastifyRequest): Promise<void> => {
    const schema = schemaFor(req);
    const validate = validatorCompiler({ schema, method: req.method, url: req.url, httpPart: 'body' });
    const result = validate(req.body);
    if (typeof result === 'object' && result !== null && 'error' in result && result.error) {
      throw bodyValidationError(result.error);
    }
  };
}
