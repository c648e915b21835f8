/** Errors services throw: a status, a stable code and a message key translated per request. */
import { ERROR_CODES, type ErrorBody, type ErrorDetail } from '../domain/errors';
import type { MessageVars, Translate } from '../domain/i18n';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly vars: MessageVars = {},
    readonly details?: ErrorBody['details'],
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (key = 'errors.badRequest', vars?: MessageVars) =>
  new AppError(400, ERROR_CODES.badRequest, key, vars);
export const unauthorized = (key = 'errors.unauthorized', code: string = ERROR_CODES.unauthorized) =>
  new AppError(401, code, key);
export const forbidden = (key = 'errors.forbidden', vars?: MessageVars) =>
  new AppError(403, ERROR_CODES.forbidden, key, vars);
export const notFound = (key = 'errors.notFound', vars?: MessageVars) =>
  new AppError(404, ERROR_CODES.notFound, key, vars);
export const conflict = (key = 'errors.conflict', vars?: MessageVars) =>
  new AppError(409, ERROR_CODES.conflict, key, vars);
/** The caller sent a version older than the stored one: someone else saved in between. */
export const staleVersion = () => new AppError(409, ERROR_CODES.staleVersion, 'errors.conflict');
export const tenantNotAvailable = () =>
  new AppError(404, ERROR_CODES.tenantNotAvailable, 'errors.tenantNotAvailable');

/** A field the caller must change: where (`body.values.vatRate`), the message key and its values. */
export interface FieldProblem {
  path: string;
  key: string;
  vars?: MessageVars;
}

/** One 400 VALIDATION_ERROR naming the fields at fault, texts in the caller's language, like a refused schema. */
export function invalidFields(t: Translate, problems: readonly FieldProblem[]): AppError {
  const details: ErrorDetail[] = problems.map((p) => ({
    path: p.path,
    key: p.key,
    message: t(p.key, p.vars),
  }));
  return new AppError(400, ERROR_CODES.validation, 'errors.validation', {}, details);
}
