/**
 * One error format for every failure: `{ statusCode, code, message, details? }`, message in the
 * request's language, validation details per field. Unexpected errors are logged and answered 500
 * without internals.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody, type ErrorDetail } from '../../domain/errors';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors';
import { AppError } from '../errors';

interface IssueParams {
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  format?: string;
  values?: unknown[];
  keys?: string[];
}

/** Maps a zod issue to a message key: our schemas set keys; zod's own messages get a generic one. */
function issueKey(issue: ZodFastifySchemaValidationError): {
  key: string;
  vars: Record<string, string | number>;
} {
  const p = issue.params as IssueParams;
  if (issue.message?.startsWith('validation.')) {
    // A schema's own key may use any of zod's figures ('%{options}' of an enum, '%{max}' …).
    return {
      key: issue.message,
      vars: {
        max: String(p.maximum ?? ''),
        min: String(p.minimum ?? ''),
        options: (p.values ?? []).map(String).join(', '),
        keys: (p.keys ?? []).join(', '),
      },
    };
  }
  switch (issue.keyword) {
    case 'invalid_type':
      return {
        key: /received undefined/.test(issue.message ?? '')
          ? 'validation.required'
          : 'validation.invalidType',
        vars: {},
      };
    case 'too_big':
      return {
        key:
          p.origin === 'string'
            ? 'validation.tooLong'
            : p.origin === 'array'
              ? 'validation.tooMany'
              : 'validation.tooBig',
        vars: { max: String(p.maximum) },
      };
    case 'too_small':
      return {
        key:
          p.origin === 'string'
            ? 'validation.tooShort'
            : p.origin === 'array'
              ? 'validation.tooFew'
              : 'validation.tooSmall',
        vars: { min: String(p.minimum) },
      };
    case 'invalid_format':
      return {
        key:
          p.format === 'email'
            ? 'validation.email'
            : p.format === 'uuid'
              ? 'validation.uuid'
              : 'validation.invalidFormat',
        vars: {},
      };
    case 'invalid_value':
      return { key: 'validation.invalidOption', vars: { options: (p.values ?? []).map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField', vars: { keys: (p.keys ?? []).join(', ') } };
    default:
      return { key: 'validation.invalid', vars: {} };
  }
}

function send(reply: FastifyReply, body: ErrorBody) {
  return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client errors (bad JSON, body too large, wrong content type) mapped to our format. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: ERROR_CODES.badRequest, key: 'errors.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ERROR_CODES.badRequest, key: 'errors.invalidJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ERROR_CODES.payloadTooLarge,
    key: 'errors.payloadTooLarge',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ERROR_CODES.unsupportedMediaType,
    key: 'errors.unsupportedMediaType',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: ERROR_CODES.badRequest, key: 'errors.badRequest' },
};

export function errorBodyOf(error: FastifyError | AppError | Error, request: FastifyRequest): ErrorBody {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: request.t(error.messageKey, error.vars),
      ...(error.details ? { details: error.details } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = (error as { validationContext?: string }).validationContext ?? 'body';
    const details: ErrorDetail[] = error.validation.map((issue) => {
      const { key, vars } = issueKey(issue);
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      return { path: path ? `${where}.${path}` : where, key, message: request.t(key, vars) };
    });
    return {
      statusCode: 400,
      code: ERROR_CODES.validation,
      message: request.t('errors.validation'),
      details,
    };
  }
  // Two saves of one unique value that raced past the service's own check: the unique index
  // decided, the loser hears it exists. Services that know the index answer their own text.
  if (isUniqueViolation(error)) {
    return { statusCode: 409, code: ERROR_CODES.conflict, message: request.t('errors.duplicate') };
  }
  // A row still referenced by others (a delete its service did not foresee, an address an order
  // uses) is the caller's conflict, not a server fault.
  if (isForeignKeyViolation(error)) {
    return { statusCode: 409, code: ERROR_CODES.conflict, message: request.t('errors.linkedRecord') };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return { statusCode: known.status, code: known.code, message: request.t(known.key) };
  if (fastifyError.statusCode === 429) {
    return { statusCode: 429, code: ERROR_CODES.tooManyRequests, message: fastifyError.message };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return {
      statusCode: fastifyError.statusCode,
      code: ERROR_CODES.badRequest,
      message: request.t('errors.badRequest'),
    };
  }
  return { statusCode: 500, code: ERROR_CODES.internal, message: request.t('errors.internal') };
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const body = errorBodyOf(error, request);
      if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: body.code, statusCode: body.statusCode }, 'request refused');
      return send(reply, body);
    });
    app.setNotFoundHandler((request, reply) => {
      // The web app's own routes (/orders/123 …) are answered with its index.html.
      const path = request.url.split('?')[0] ?? '';
      if (
        app.webRoot &&
        request.method === 'GET' &&
        !path.startsWith('/api') &&
        !/\.[a-z0-9]+$/i.test(path)
      ) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', app.webRoot);
      }
      return send(reply, {
        statusCode: 404,
        code: ERROR_CODES.notFound,
        message: request.t('errors.routeNotFound', {
          method: request.method,
          url: request.url.split('?')[0] ?? '',
        }),
      });
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
