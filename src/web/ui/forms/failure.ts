/**
 * What a failed API call means to the screen: could the server be reached (network), did it answer
 * in time (timeout), or did it refuse (status, stable code, message already in the user's language
 * and per-field details). Shared by the list states and the record forms.
 */
import { isAxiosError } from 'axios';
import { ERROR_CODES, type ErrorBody, type ErrorDetail } from '../../../domain/errors';

export type FailureKind = 'network' | 'timeout' | 'server';

export interface Failure {
  kind: FailureKind;
  status?: number;
  code?: string;
  /** The server's message, in the user's language; absent when the server was not reached. */
  message?: string;
  details: ErrorDetail[];
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

export function failureOf(error: unknown): Failure {
  if (isAxiosError<Partial<ErrorBody>>(error)) {
    const response = error.response;
    if (!response) {
      const timedOut = TIMEOUT_CODES.has(error.code ?? '') || /timeout/i.test(error.message);
      return { kind: timedOut ? 'timeout' : 'network', details: [] };
    }
    const body = response.data;
    return {
      kind: 'server',
      status: response.status,
      code: typeof body?.code === 'string' ? body.code : undefined,
      message: typeof body?.message === 'string' ? body.message : undefined,
      details: Array.isArray(body?.details) ? body.details : [],
    };
  }
  const status = (error as { status?: unknown } | null)?.status;
  return {
    kind: 'server',
    status: typeof status === 'number' ? status : undefined,
    message: error instanceof Error && error.message ? error.message : undefined,
    details: [],
  };
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
