/**
 * A dashboard shown from the tenant's external BI: the server signs its address (asked again
 * before the signature expires) and the page shows it in a sandboxed frame. A frame that fails to
 * load (an error event, or no load within 20 s) is reloaded once after 1 s; a tenant without that
 * dashboard gets 'Tablero no disponible'.
 * The purchase-order dashboard appears 100 ms after the page, as the original product showed it.
 */
import { Box, LinearProgress, Skeleton } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardEntry } from '../../../domain/dashboards';
import { serverMessageOf, statusOf } from '../../providers/apiErrors';
import { DashboardNotice, RefreshButton } from './DashboardStates';
import { useDashboardEmbed } from './dashboardQueries';

const T = 'app.dashboards.frame.embed';
export const FRAME_RETRY_DELAY_MS = 1_000;
/** A frame that has not loaded by then is taken as failed. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;
/** Dashboards that appear a moment after the page. */
const APPEAR_DELAY_MS: Partial<Record<DashboardEntry['key'], number>> = { purchaseOrders: 100 };

/** Shows after `delay` ms (at once when 0). */
function useAppeared(delay: number): boolean {
  const [appeared, setAppeared] = useState(delay === 0);
  useEffect(() => {
    if (delay === 0) return;
    const timer = setTimeout(() => setAppeared(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return appeared;
}

/** Why the address could not be had, in the user's words. */
function useFailureText() {
  const translate = useTranslate();
  return (error: unknown) => {
    // The dataProvider's MissingEmbedUrl, told by its code (the page does not import the provider).
    if ((error as { code?: unknown } | null)?.code === 'DASHBOARD_URL_MISSING')
      return translate(`${T}.noUrl`);
    if (statusOf(error) === 401) return translate(`${T}.notAuthenticated`);
    return serverMessageOf(error) ?? translate('app.dashboards.frame.states.errorMessage');
  };
}

export function EmbeddedDashboard({ entry, title }: { entry: DashboardEntry; title: string }) {
  const translate = useTranslate();
  const failureText = useFailureText();
  const embed = useDashboardEmbed(entry.embedId);
  const appeared = useAppeared(APPEAR_DELAY_MS[entry.key] ?? 0);
  // Each reload of the frame is a new element; `failures` counts the frame's failed loads.
  const [attempt, setAttempt] = useState(0);
  const [failures, setFailures] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const url = embed.data?.url;

  // A new address (renewed, or asked again) starts the frame afresh.
  useEffect(() => {
    if (!url) return;
    setFailures(0);
    setLoaded(false);
  }, [url]);

  // React does not pass a frame's error event on: the listener goes on the element as it is
  // attached (a ref callback runs in the commit itself, so no error event can come before it),
  // and a timer gives up waiting for a load that does not come.
  const watchFrame = useCallback((element: HTMLIFrameElement | null) => {
    if (!element) return;
    const fail = () => setFailures((f) => f + 1);
    element.addEventListener('error', fail);
    return () => element.removeEventListener('error', fail);
  }, []);
  const frameShown = Boolean(url && appeared && failures < 2);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt is a new frame element to wait for
  useEffect(() => {
    if (!frameShown || loaded) return;
    const timer = setTimeout(() => setFailures((f) => f + 1), FRAME_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [frameShown, loaded, attempt]);

  useEffect(() => {
    if (failures !== 1) return;
    const timer = setTimeout(() => {
      setLoaded(false);
      setAttempt((a) => a + 1);
    }, FRAME_RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failures]);

  const reload = () => {
    setFailures(0);
    setLoaded(false);
    setAttempt((a) => a + 1);
    void embed.refetch();
  };
  const reloadButton = <RefreshButton label={translate(`${T}.reload`)} onClick={reload} />;

  if (embed.isError && !url) {
    const unavailable = statusOf(embed.error) === 404;
    return (
      <DashboardNotice
        failed={!unavailable}
        title={translate(unavailable ? `${T}.notAvailable` : `${T}.error`)}
        message={unavailable ? translate(`${T}.notAvailableHint`) : failureText(embed.error)}
        action={reloadButton}
      />
    );
  }
  if (failures > 1) {
    return (
      <DashboardNotice
        failed
        title={translate(`${T}.error`)}
        message={translate(`${T}.frameError`)}
        action={reloadButton}
      />
    );
  }
  if (!url || !appeared) {
    return (
      <Box role="status" aria-busy="true" aria-label={translate(`${T}.loading`)}>
        <Skeleton variant="rounded" sx={{ height: '80vh' }} />
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{reloadButton}</Box>
      {!loaded && <LinearProgress aria-label={translate(`${T}.loading`)} />}
      <Box
        component="iframe"
        key={attempt}
        ref={watchFrame}
        src={url}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-popups"
        onLoad={() => setLoaded(true)}
        sx={{ width: '100%', height: '80vh', border: 0, borderRadius: 1, bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
