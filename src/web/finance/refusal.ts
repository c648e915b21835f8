/**
 * The toast of a failed finance action: the action's own failure text, followed by the server's
 * reason when it refused the action (a 4xx: the order moved, a request too soon…), which comes in
 * the user's language. Unreachable servers and server faults get the failure text alone.
 */
import { failureKindOf, statusOf } from '../providers/apiErrors';

function serverMessageOf(error: unknown): string | undefined {
  const e = error as { body?: { message?: unknown }; message?: unknown } | null;
  const message = e?.body?.message ?? e?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** The server's reason for refusing, or undefined when it did not refuse with one. */
export function refusalReason(error: unknown): string | undefined {
  const status = statusOf(error);
  if (failureKindOf(error) !== 'server' || !status || status >= 500) return undefined;
  return serverMessageOf(error);
}

export function failureText(base: string, error: unknown): string {
  const reason = refusalReason(error);
  return reason ? `${base}: ${reason}` : base;
}
