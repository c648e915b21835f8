/**
 * Keeps the signed-in tab's one live connection: opened after the first paint (socket.io-client is
 * not part of the first download), opened again whenever the session's access token changes (a
 * refresh, view-as and its end: the server admits a socket by the token it was opened with), and
 * closed on sign-out or when the frame goes away. Renders nothing.
 */
import { useEffect } from 'react';
import { session } from '../providers/session';
import { refreshSessionNow } from '../providers/sessionKeeper';
import { liveHub } from './liveHub';

interface Open {
  token: string;
  close(): void;
}

/** Runs `work` once the browser has painted (and had a moment): after the first frame, not before. */
function afterFirstPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
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
