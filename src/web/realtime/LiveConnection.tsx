/**
 * Keeps the signed-in tab's one live connection: opened once idle after the first paint (socket.io-client is
 * not part of the first download), opened again whenever the session's access token changes (a
 * refresh, view-as and its end: the server admits a socket by the token it was opened with), and
 * closed on sign-out or when the frame goes away. Renders nothing.
 */
import { useEffect } from 'react';
import { session } from '../providers/session';
import { refreshSessionNow } from '../providers/sessionKeeper';
import { liveHub } from './liveHub';

/** At the latest this long after the first paint, idle or not. */
const LIVE_START_IDLE_TIMEOUT_MS = 2_000;

interface Open {
  token: string;
  close(): void;
}

/**
 * Runs `work` once the browser has painted and then has a moment with nothing to do: opening the
 * socket (its handshake, the transport probe) took some 100–200 ms of the main thread in the middle
 * of a cold load's first screen, between the frame's first paint and the list's first row.
 */
function afterFirstPaint(work: () => void): () => void {
  let cancelLater: (() => void) | undefined;
  const frame = requestAnimationFrame(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(work, { timeout: LIVE_START_IDLE_TIMEOUT_MS });
      cancelLater = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(work, 0);
      cancelLater = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelLater?.();
  };
}

export function LiveConnection() {
  useEffect(() => {
    let current: Open | null = null;
    let wanted: string | undefined;
    let unmounted = false;

    async function follow() {
      const token = session.accessToken();
      const claims = session.claims();
      if (token === wanted) return;
      wanted = token;
      const replacing = current !== null;
      current?.close();
      current = null;
      if (!token || !claims) {
        liveHub.setStatus({ state: 'disconnected', error: null });
        return;
      }
      const { openLiveConnection } = await import('./liveConnection');
      // The token changed again (or the frame left) while the library downloaded.
      if (unmounted || wanted !== token) return;
      const connection = openLiveConnection({
        tenant: claims.tenant,
        userId: claims.sub,
        token: () => session.accessToken(),
        refreshSession: refreshSessionNow,
        catchUp: replacing,
      });
      current = { token, close: () => connection.close() };
    }

    const cancelStart = afterFirstPaint(() => void follow().catch(() => undefined));
    const stopFollowing = session.onChange(() => void follow().catch(() => undefined));
    return () => {
      unmounted = true;
      cancelStart();
      stopFollowing();
      current?.close();
      liveHub.setStatus({ state: 'disconnected', error: null });
    };
  }, []);
  return null;
}
