/**
 * What a failed API call means to the screen: could the server be reached (network), did it answer
 * in time (timeout), or did it refuse (status, stable code, message already in the user's language
 * and per-field details). Shared by the list states and the record forms.
 */
import { ERROR_CODES, type ErrorDetail } from '../../../../domain/errors';
import { codeOf, detailsOf, failureKindOf, statusOf } from '../../../providers/apiErrors';

export type FailureKind = 'network' | 'timeout' | 'server';

export interface Failure {
  kind: FailureKind;
  status?: number;
  code?: string;
  /** The server's message, in the user's language; absent when the server was not reached. */
  message?: string;
  details: ErrorDetail[];
}

export function failureOf(error: unknown): Failure {
  const kind = failureKindOf(error);
  if (kind !== 'server') return { kind, details: [] };
  const message = (error as { message?: unknown } | null)?.message;
  const body = (error as { body?: { message?: unknown } } | null)?.body;
  const axiosMessage = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data
    ?.message;
  const text = [body?.message, axiosMessage, message].find(
    (m): m is string => typeof m === 'string' && m !== '',
  );
  return { kind, status: statusOf(error), code: codeOf(error), message: text, details: detailsOf(error) };
}

/** The form field a detail names: 'body.rfc' → 'rfc', 'body.address.street' → 'address.street'. */
export function fieldOfDetail(detail: ErrorDetail): string {
  return detail.path.replace(/^(body|query|params)\./, '');
}

/**
 * 409 answers both "someone else changed the record" and business clashes (an RFC already taken);
 * only the code tells them apart, never the message text, which is the user's language.
 */
export function isStaleConflict(failure: Failure): boolean {
  return failure.status === 409 && failure.code === ERROR_CODES.staleVersion;
}
