/**
 * Google and Microsoft sign-in: the browser leaves for the API's start route. The pressed button
 * shows a spinner in place of its mark and a status line under the buttons says where the browser
 * is going, until the page unloads (the line, not the button, holds the sentence: two buttons side
 * by side are too narrow for it); coming back with the browser's back button resets it.
 */
import { Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { currentTenant } from '../tenant';
import { GoogleMark, MicrosoftMark } from './BrandIcons';

export type OAuthProviderName = 'google' | 'microsoft';

/** The browser leaves for the provider through the API, which knows the tenant from the path. */
export function oauthStartUrl(provider: OAuthProviderName, tenant: string = currentTenant()): string {
  return `/api/auth/${provider}/login/${encodeURIComponent(tenant)}`;
}

const PROVIDERS = [
  { name: 'google', label: 'app.auth.login.google', title: 'Google', Icon: GoogleMark },
  { name: 'microsoft', label: 'app.auth.login.microsoft', title: 'Microsoft', Icon: MicrosoftMark },
] as const;

export interface OAuthButtonsProps {
  disabled?: boolean;
  /** Navigates the browser; replaced in tests. */
  onLeave?: (url: string) => void;
}

export function OAuthButtons({
  disabled,
  onLeave = (url) => window.location.assign(url),
}: OAuthButtonsProps) {
  const translate = useTranslate();
  const [leaving, setLeaving] = useState<OAuthProviderName | null>(null);

  useEffect(() => {
    // A page restored from the back-forward cache keeps its old state: clear the spinner.
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const leavingTitle = PROVIDERS.find((p) => p.name === leaving)?.title;
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {PROVIDERS.map(({ name, label, title, Icon }) => (
          <Button
            key={name}
            aria-label={translate(label)}
            fullWidth
            variant="outlined"
            color="inherit"
            size="large"
            startIcon={<Icon />}
            loading={leaving === name}
            loadingPosition="start"
            disabled={disabled || (leaving !== null && leaving !== name)}
            onClick={() => {
              setLeaving(name);
              onLeave(oauthStartUrl(name));
            }}
            sx={{ borderColor: 'divider', fontWeight: 500, py: 1.1, whiteSpace: 'nowrap' }}
          >
            {title}
          </Button>
        ))}
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {leavingTitle ? translate('app.auth.login.redirecting', { provider: leavingTitle }) : ''}
      </Typography>
    </Stack>
  );
}
