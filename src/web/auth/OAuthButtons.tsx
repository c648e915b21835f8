/**
 * Google and Microsoft sign-in: the browser leaves for the API's start route. The pressed button
 * shows a spinner until the page unloads; coming back with the browser's back button resets it.
 */
import { Button, Stack } from '@mui/material';
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

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      {PROVIDERS.map(({ name, label, title, Icon }) => (
        <Button
          key={name}
          aria-label={leaving === name ? undefined : translate(label)}
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
          {leaving === name ? translate('app.auth.login.redirecting', { provider: title }) : title}
        </Button>
      ))}
    </Stack>
  );
}
