/** What the sign-in screens read from a failed call: status, code and the translated message. */
import type { ErrorDetail } from '../../domain/errors';
import { codeOf, detailsOf, serverMessageOf, statusOf } from '../providers/apiErrors';

export interface ServerFailure {
  /** Undefined when the server could not be reached. */
  status?: number;
  code?: string;
  /** The server's message, already in the user's language (Accept-Language). */
  message?: string;
  details?: ErrorDetail[];
}

export function serverFailureOf(error: unknown): ServerFailure {
  const status = statusOf(error);
  // Not a refusal at all (a bug, a cancelled call): its own words; unreachable server (0): none.
  if (status === undefined) return { message: error instanceof Error ? error.message : undefined };
  if (status === 0) return {};
  const details = detailsOf(error);
  return {
    status,
    code: codeOf(error),
    message: serverMessageOf(error),
    details: details.length ? details : undefined,
  };
}
