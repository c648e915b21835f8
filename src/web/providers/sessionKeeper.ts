/**
 * Every 60 s, refreshes the session when the access token expires within 5 minutes. Also refreshes
 * at once for whoever learns the token ran out outside a request (the live connection's refusal).
 */
import { TOKEN_CHECK_INTERVAL_MS } from '../config';
import type { HttpClient } from './httpClient';

let timer: ReturnType<typeof setInterval> | undefined;
let client: HttpClient | undefined;

export function startSessionKeeper(http: HttpClient): void {
  if (timer) return;
  client = http;
  void http.refreshIfNeeded();
  timer = setInterval(() => void http.refreshIfNeeded(), TOKEN_CHECK_INTERVAL_MS);
}

/** Refreshes the tokens now (one refresh at a time, shared); false when the session ended or no keeper runs. */
export function refreshSessionNow(): Promise<boolean> {
  return client ? client.refreshSession() : Promise.resolve(false);
}
