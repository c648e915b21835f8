/**
 * The API's error body as react-admin wants it: every refused call from the dataProvider becomes an
 * `HttpError` whose `body` is the API's body (`statusCode`, `code`, `message` in the user's
 * language, `details`) plus `errors` keyed by field path — what react-admin's forms put on their
 * inputs (server-side validation), with `root.serverError` for what names no field. A refusal is
 * told apart by its `code`, never by its text: the text is in the user's language.
 */
import { isAxiosError, isCancel } from 'axios';
import { HttpError } from 'react-admin';
import { ERROR_CODES } from '../../domain/errorCodes';
import type { ErrorBody, ErrorDetail } from '../../domain/errors';

export interface ApiErrorBody extends Partial<ErrorBody> {
  /** Field path ('items.0.quantity') → message; `root.serverError` for the rest. */
  errors: Record<string, string>;
}

/** What a failed call means to the screen: unreachable, too slow, or refused with an answer. */
export type FailureKind = 'network' | 'timeout' | 'server';

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** The form field a detail names: 'body.rfc' → 'rfc', 'body.address.street' → 'address.street'. */
export function fieldOfDetail(detail: ErrorDetail): string {
  return detail.path.replace(/^(body|query|params)\./, '').replace(/^(body|query|params)$/, '');
}

function fieldErrors(body: Partial<ErrorBody> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  // A refusal with a code of its own may carry an object instead of fields (PRICE_BELOW_MSP).
  for (const detail of Array.isArray(body?.details) ? body.details : []) {
    const field = fieldOfDetail(detail);
    if (field && !(field in errors)) errors[field] = detail.message;
  }
  if (body?.message && Object.keys(errors).length === 0) errors['root.serverError'] = body.message;
  return errors;
}

/** An axios failure as react-admin's HttpError; anything else (a cancelled call…) as it came. */
export function toHttpError(error: unknown): unknown {
  if (error instanceof HttpError || isCancel(error) || !isAxiosError<Partial<ErrorBody>>(error)) return error;
  const response = error.response;
  if (!response) {
    const timedOut = TIMEOUT_CODES.has(error.code ?? '') || /timeout/i.test(error.message);
    // No server words to show: the screen says it in the user's language from the kind.
    return new HttpError('', 0, { kind: timedOut ? 'timeout' : 'network', errors: {} });
  }
  const data = response.data;
  const body = data && typeof data === 'object' && !(data instanceof ArrayBuffer) ? data : undefined;
  // Only the server's words (in the user's language), never axios's English ('Request failed…').
  const message = typeof body?.message === 'string' ? body.message : '';
  return new HttpError(message, response.status, { ...body, errors: fieldErrors(body) });
}

interface Inspectable {
  status?: unknown;
  body?: { code?: unknown; kind?: unknown; details?: unknown; message?: unknown } | null;
  response?: { status?: unknown; data?: { code?: unknown } };
}

/** The HTTP status of a failed call (0 when the server was not reached), from either error shape. */
export function statusOf(error: unknown): number | undefined {
  const e = error as Inspectable | null;
  const status = e?.status ?? e?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The API's stable error code ('STALE_VERSION', 'ORDER_FORBIDDEN'…), from either error shape. */
export function codeOf(error: unknown): string | undefined {
  const e = error as Inspectable | null;
  const code = e?.body?.code ?? e?.response?.data?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The server's own message of a refusal (already in the user's language), or undefined when the
 * server was not reached or answered without one — never the client library's 'Request failed…'.
 */
export function serverMessageOf(error: unknown): string | undefined {
  const e = error as Inspectable | null;
  const message = e?.body?.message ?? (e?.response?.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export function failureKindOf(error: unknown): FailureKind {
  const kind = (error as Inspectable | null)?.body?.kind;
  if (kind === 'network' || kind === 'timeout') return kind;
  if (isAxiosError(error) && !error.response)
    return TIMEOUT_CODES.has(error.code ?? '') ? 'timeout' : 'network';
  return 'server';
}

/** The server's words for a refusal (in the user's language), else the error's own message. */
export function messageOf(error: unknown): string {
  const e = error as (Inspectable & { message?: unknown }) | null;
  const data = (e?.response?.data ?? undefined) as { message?: unknown } | undefined;
  for (const text of [e?.body?.message, data?.message, e?.message]) {
    if (typeof text === 'string' && text) return text;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The per-field details of a refusal (empty for anything else). */
export function detailsOf(error: unknown): ErrorDetail[] {
  const e = error as Inspectable | null;
  const details = e?.body?.details ?? (e?.response?.data as { details?: unknown } | undefined)?.details;
  return Array.isArray(details) ? (details as ErrorDetail[]) : [];
}

/**
 * 409 answers both "someone else changed the record" and business clashes (an RFC already taken);
 * only the code tells them apart.
 */
export function isStaleVersion(error: unknown): boolean {
  return statusOf(error) === 409 && codeOf(error) === ERROR_CODES.staleVersion;
}

/**
 * Refusals of one call that must reach the screen without ending the session: a missing
 * permission, an order outside the user's data. Any other 401/403 means the session is over.
 */
export const SESSION_KEEPING_CODES: readonly string[] = [ERROR_CODES.forbidden, ERROR_CODES.orderForbidden];

export function keepsSession(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && SESSION_KEEPING_CODES.includes(code);
}
