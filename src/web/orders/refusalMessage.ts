/**
 * The server's own words for a refused call, already in the user's language — or nothing when it
 * gave none (not reached, a gateway's empty 502), so the screen says its own fallback instead of
 * the HTTP client's English status line.
 */
export function refusalMessage(error: unknown): string | undefined {
  const body = (error as { body?: { message?: unknown } | null } | null)?.body;
  const message = body?.message;
  return typeof message === 'string' && message ? message : undefined;
}
