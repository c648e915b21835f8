/** What the sign-in screens read from a failed API call: status, code and the translated message. */
import { isAxiosError } from 'axios';
import type { ErrorBody } from '../../domain/errors';

export interface ServerFailure {
  /** Undefined when the server could not be reached. */
  status?: number;
  code?: string;
  /** The server's message, already in the user's language (Accept-Language). */
  message?: string;
  details?: ErrorBody['details'];
}

export function serverFailureOf(error: unknown): ServerFailure {
  if (isAxiosError<Partial<ErrorBody>>(error)) {
    const body = error.response?.data;
    return {
      status: error.response?.status,
      code: typeof body?.code === 'string' ? body.code : undefined,
      message: typeof body?.message === 'string' ? body.message : undefined,
      details: Array.isArray(body?.details) ? body.details : undefined,
    };
  }
  return { message: error instanceof Error ? error.message : undefined };
}

/** The server's message, or undefined when there is none to show (e.g. the network failed). */
export function serverMessageOf(error: unknown): string | undefined {
  const failure = serverFailureOf(error);
  return failure.status ? failure.message : undefined;
}
