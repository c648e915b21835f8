/** Every 60 s, refreshes the session when the access token expires within 5 minutes. */
import { TOKEN_CHECK_INTERVAL_MS } from '../config';
import type { HttpClient } from './httpClient';

let timer: ReturnType<typeof setInterval> | undefined;

export function startSessionKeeper(http: HttpClient): void {
  if (timer) return;
  void http.refreshIfNeeded();
  timer = setInterval(() => void http.refreshIfNeeded(), TOKEN_CHECK_INTERVAL_MS);
}
