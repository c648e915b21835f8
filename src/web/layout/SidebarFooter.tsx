/**
 * Bottom of the sidebar: language, cookie preferences, sign-out, and who is signed in (avatar, name,
 * e-mail).
 */
import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import {
  Box,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Profile } from '../../domain/users';
import { SIDEBAR_LOGOUT_DELAY_MS } from '../config';
import { openCookiePreferences } from '../legal/cookieConsent';
import { LanguageSelector } from './LanguageSelector';
import { labelSx, rowSx } from './navStyles';
import { UserAvatar } from './UserAvatar';

export function SidebarFooter({ collapsed }: { collapsed: boolean }) {
  return (
    <Box
      sx={{
        borderTop: '1px solid',
        borderColor: 'divider',
        pt: 1.5,
        pb: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
      }}
    >
      <LanguageSelector collapsed={collapsed} />
      <CookiePreferencesRow collapsed={collapsed} />
      <LogoutButton collapsed={collapsed} />
      <UserBlock collapsed={collapsed} />
    </Box>
  );
}

/** Reopens the cookie banner (its choices), here rather than as a button floating over the page. */
function CookiePreferencesRow({ collapsed }: { collapsed: boolean }) {
  const translate = useTranslate();
  const label = translate('app.common.cookies.reopen');
  const row = (
    <ListItemButton
      onClick={openCookiePreferences}
      aria-label={collapsed ? label : undefined}
      sx={(theme) => rowSx(theme, { collapsed })}
    >
      <ListItemIcon>
        <CookieOutlinedIcon />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} sx={labelSx} />}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={label} placement="right" arrow>
      {row}
    </Tooltip>
  ) : (
    row
  );
}

/** Signs out, then goes to / after a short pause so the menu can close first. */
function LogoutButton({ collapsed }: { collapsed: boolean }) {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const label = translate('app.layout.logout');

  async function signOut() {
    setBusy(true);
    try {
      await logout({}, false, false);
    } finally {
      setTimeout(() => navigate('/'), SIDEBAR_LOGOUT_DELAY_MS);
    }
  }

  const button = (
    <ListItemButton
      onClick={signOut}
      disabled={busy}
      aria-label={collapsed ? label : undefined}
      sx={(theme) => ({
        ...rowSx(theme, { collapsed }),
        '&:hover': { bgcolor: 'action.hover', color: 'error.main' },
        '&:hover .MuiListItemIcon-root': { color: 'error.main' },
      })}
    >
      <ListItemIcon>
        <LogoutRounded />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} sx={labelSx} />}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={label} placement="right" arrow>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

function UserBlock({ collapsed }: { collapsed: boolean }) {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const profile = identity?.profile as Profile | undefined;
  const name = profile?.fullName || identity?.fullName || translate('app.layout.user.fallback');
  const email = profile?.email ?? '';
  const avatar = isPending ? (
    <Skeleton variant="circular" width={36} height={36} />
  ) : (
    <UserAvatar
      name={name}
      firstName={profile?.firstName}
      lastName={profile?.lastName}
      image={profile?.image}
    />
  );

  if (collapsed) {
    return (
      <Tooltip title={email ? `${name} · ${email}` : name} placement="right" arrow>
        <Box role="img" aria-label={name} sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
          {avatar}
        </Box>
      </Tooltip>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, pt: 1, minWidth: 0 }}>
      {avatar}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {isPending ? (
          <>
            <Skeleton variant="text" width="70%" height={20} />
            <Skeleton variant="text" width="90%" height={16} />
          </>
        ) : (
          <>
            <Typography noWrap sx={{ fontSize: '0.875rem', fontWeight: 600, lineHeight: 1.3 }} title={name}>
              {name}
            </Typography>
            {email && (
              <Typography
                noWrap
                variant="body2"
                color="text.secondary"
                sx={{ fontSize: '0.78rem' }}
                title={email}
              >
                {email}
              </Typography>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
