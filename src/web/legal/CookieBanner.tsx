/**
 * The cookie notice, mounted once for the whole app. First visit: it appears after 100 ms. A choice
 * is kept a year; afterwards the 'Cookie preferences' control of the page (CookiePreferencesButton,
 * in the sidebar or the page's footer) reopens it. Rejecting while signed in signs out and goes to
 * '/', even when the sign-out call fails.
 */
import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import { Alert, Box, Button, Fade, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useAuthProvider, useTranslate } from 'react-admin';
import { COOKIE_BANNER_DELAY_MS } from '../config';
import { session } from '../providers/session';
import { useTenantTheme } from '../tenantTheme';
import { visuallyHidden } from '../ui/visuallyHidden';
import {
  type BannerState,
  type CookieChoice,
  firstState,
  isOpen,
  onCookiePreferencesRequest,
  saveChoice,
  savedChoice,
} from './cookieConsent';

/** How long the thank-you of an acceptance stays before the banner folds away. */
const ACKNOWLEDGE_MS = 2_500;

const goHome = () => window.location.assign('/');

export interface CookieBannerProps {
  /** Where the browser goes after a rejection signed the user out; '/' with a full reload by default. */
  onSignedOut?: () => void;
}

export function CookieBanner({ onSignedOut = goHome }: CookieBannerProps) {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const tenant = useTenantTheme();
  const [state, setState] = useState<BannerState>('pending');
  const [choice, setChoice] = useState<CookieChoice | null>(null);
  const [reopened, setReopened] = useState(false);
  const titleId = useId();

  useEffect(() => {
    const timer = setTimeout(() => {
      const saved = savedChoice();
      setChoice(saved);
      setState(firstState(saved));
    }, COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => onCookiePreferencesRequest(() => setReopened(true)), []);

  useEffect(() => {
    if (state !== 'accepted') return;
    const timer = setTimeout(() => {
      setReopened(false);
      setState('collapsed');
    }, ACKNOWLEDGE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const accept = () => {
    saveChoice('accepted');
    setChoice('accepted');
    setState('accepted');
  };

  const reject = async () => {
    saveChoice('rejected');
    setChoice('rejected');
    setState('rejected');
    if (!session.hasTokens()) {
      setState('rejected_logged_out');
      return;
    }
    setState('rejected_logged_in');
    try {
      await authProvider?.logout({});
    } catch {
      // The session cookies are gone from this browser either way; the choice wins.
    } finally {
      onSignedOut();
    }
  };

  const collapse = () => {
    setReopened(false);
    setState('collapsed');
  };

  const open = isOpen(state, reopened);
  const busy = state === 'rejected' || state === 'rejected_logged_in';
  const showChoices = state === 'initial' || ((state === 'collapsed' || state === 'reopenable') && reopened);
  const newTab = translate('app.common.cookies.newTab');

  const status =
    state === 'accepted'
      ? { severity: 'success' as const, text: translate('app.common.cookies.accepted') }
      : state === 'rejected_logged_out'
        ? { severity: 'info' as const, text: translate('app.common.cookies.rejectedLoggedOut') }
        : state === 'rejected_logged_in' || state === 'rejected'
          ? { severity: 'warning' as const, text: translate('app.common.cookies.rejectedLoggedIn') }
          : null;

  return (
    <Fade in={open} unmountOnExit>
      <Paper
        role="region"
        aria-labelledby={titleId}
        data-state={state}
        elevation={8}
        sx={{
          position: 'fixed',
          // Above the page and its drawer, below dialogs (a dialog must cover it).
          zIndex: (theme) => theme.zIndex.modal - 1,
          left: { xs: 8, sm: 16 },
          right: { xs: 8, sm: 16 },
          bottom: { xs: 8, sm: 16 },
          mx: 'auto',
          maxWidth: 880,
          p: { xs: 2, sm: 2.5 },
          borderRadius: 3,
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Stack direction="row" spacing={1.5} sx={{ flex: 1, alignItems: 'flex-start' }}>
            <CookieOutlinedIcon color="primary" sx={{ mt: 0.25 }} aria-hidden />
            <Box sx={{ minWidth: 0 }}>
              <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate('app.common.cookies.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('app.common.cookies.body', { company: tenant.name })}
              </Typography>
              {reopened && choice && !status && (
                <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
                  {translate(
                    choice === 'accepted'
                      ? 'app.common.cookies.currentAccepted'
                      : 'app.common.cookies.currentRejected',
                  )}
                </Typography>
              )}
              <Stack direction="row" spacing={2} sx={{ mt: 0.75, flexWrap: 'wrap' }}>
                <Link href="/cookie-policy" target="_blank" rel="noopener" variant="body2">
                  {translate('app.common.cookies.policy')}
                  <Box component="span" sx={visuallyHidden}>
                    {` ${newTab}`}
                  </Box>
                </Link>
                <Link href="/privacy-policy" target="_blank" rel="noopener" variant="body2">
                  {translate('app.common.cookies.privacy')}
                  <Box component="span" sx={visuallyHidden}>
                    {` ${newTab}`}
                  </Box>
                </Link>
              </Stack>
              {status && (
                <Alert severity={status.severity} role="status" sx={{ mt: 1.5, py: 0 }}>
                  {status.text}
                </Alert>
              )}
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexShrink: 0 }}>
            {showChoices ? (
              <>
                <Button variant="outlined" color="inherit" onClick={reject} disabled={busy}>
                  {translate('app.common.cookies.reject')}
                </Button>
                <Button variant="contained" onClick={accept} disabled={busy}>
                  {translate('app.common.cookies.accept')}
                </Button>
              </>
            ) : (
              <Button color="inherit" onClick={collapse} disabled={busy}>
                {translate('app.common.cookies.collapse')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
    </Fade>
  );
}
