/**
 * 'Cookie preferences' in a page footer (sign-in, policies): reopens the cookie banner from the
 * page's own flow, so nothing floats over the content. The signed-in frame has its row in the
 * sidebar (layout/SidebarFooter).
 */
import { Link, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { openCookiePreferences } from './cookieConsent';

/** A footer's text button, styled like the footer's links. */
export function CookiePreferencesLink({
  variant = 'caption',
  sx,
}: {
  variant?: 'caption' | 'body1';
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <Link
      component="button"
      type="button"
      variant={variant}
      color={variant === 'caption' ? 'inherit' : 'primary'}
      underline={variant === 'caption' ? 'always' : 'hover'}
      onClick={openCookiePreferences}
      sx={[{ verticalAlign: 'baseline' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {translate('app.common.cookies.reopen')}
    </Link>
  );
}
