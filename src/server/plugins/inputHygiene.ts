/**
 * Text the database cannot store is refused once, for every route, before any schema or handler
 * sees it: a NUL character (PostgreSQL text and jsonb refuse U+0000) or a lone UTF-16 surrogate
 * (not encodable in UTF-8). Path parameters, the query string and a parsed body are checked, keys
 * included; multipart text fields are checked by the upload readers with the same function.
 * Refused as 400 VALIDATION_ERROR naming the field, except in the path of a public route (the
 * tenant's files), where a name that cannot exist answers 404 like any other unknown file.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '../../domain/errors';
import { AppError, notFound } from '../errors';
import { isPublicRoute } from './routeConventions';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export const UNSTORABLE_TEXT_KEY = 'validation.unstorableText';

/**
 * Where in `value` the first unstorable text is (`comment`, `items.0.name`, '' for the value
 * itself), or undefined when there is none. Iterative: a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (!next) break;
    const { value: v, path } = next;
    if (typeof v === 'string') {
      if (isUnstorable(v)) return path;
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => {
        pending.push({ value: item, path: path ? `${path}.${i}` : String(i) });
      });
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isUnstorable(key)) return childPath;
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

/** The 400 of unstorable text at `where` (`body.comment`, `querystring.searchParam` …). */
export function unstorableTextError(request: FastifyRequest, where: string): AppError {
  return new AppError(400, ERROR_CODES.validation, 'errors.validation', {}, [
    { path: where, key: UNSTORABLE_TEXT_KEY, message: request.t(UNSTORABLE_TEXT_KEY) },
  ]);
}

/** Throws the 400 when `value` (a request part named `part`) holds unstorable text. */
export function refuseUnstorableText(request: FastifyRequest, part: string, value: unknown): void {
  const at = findUnstorableText(value);
  if (at !== undefined) throw unstorableTextError(request, at ? `${part}.${at}` : part);
}

export const inputHygienePlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const url = request.routeOptions.url;
      const isPublic = !!url && isPublicRoute(url, request.routeOptions.config);
      if (findUnstorableText(request.params) !== undefined) {
        if (isPublic) throw notFound();
        refuseUnstorableText(request, 'params', request.params);
      }
      refuseUnstorableText(request, 'querystring', request.query);
      refuseUnstorableText(request, 'body', request.body);
    });
  },
  { name: 'input-hygiene', dependencies: ['i18n', 'errors'] },
);
