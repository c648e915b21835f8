/**
 * The creation body is checked with `orderCreationSchema({ today, role })`, a schema made per
 * request: the delivery window starts on today's business day (Mexico City) and the seller rule
 * depends on the creator's role from the token. A route's `schema.body` is compiled once, so the
 * route only declares "a JSON object" and the handler parses with this function. It goes through
 * the app's own zod validator compiler, so a refused body answers exactly like any other route:
 * 400 VALIDATION_ERROR with `{ path: 'body.…', key, message }` in the caller's language.
 */
import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { businessDay } from '../../../../domain/dates';
import { type OrderCreation, orderCreationSchema } from '../../../../domain/orders';

/** What Fastify throws when a body fails its schema; the errors plugin formats it. */
function bodyValidationError(validation: unknown): Error {
  return Object.assign(new Error('body validation failed'), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation,
    validationContext: 'body',
  });
}

export function parseOrderCreation(req: FastifyRequest, today = businessDay()): OrderCreation {
  const schema = orderCreationSchema({ today, role: req.auth.role });
  const parsed = schema.safeParse(req.body);
  if (parsed.success) return parsed.data;
  const validate = validatorCompiler({ schema, method: req.method, url: req.url, httpPart: 'body' });
  const result = validate(req.body);
  const issues = typeof result === 'object' && 'error' in result ? result.error : undefined;
  throw bodyValidationError(issues);
}
