/**
 * The header (react-admin's appBar slot): sidebar toggle, tenant logo, page title, role view for
 * admins, the live connection's dot, notifications and the user chip. Small screens swap the chip for the menu button. The
 * view-as banner sits above it; both stay pinned while the page scrolls.
 */
import MenuOpenRounded from '@mui/icons-material/MenuOpenRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { Box, Divider, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import { TitlePortal, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { Profile } from '../../domain/users';
import { useFirstScreenDone } from '../navigation/firstScreen';
import { NotificationsBell } from '../notifications/NotificationsBell';
import type { AppPermissions } from '../providers/authProvider';
import { ConnectionIndicator } from '../realtime/ConnectionIndicator';
import { useSidebar } from './sidebarState';
import { TenantLogo } from './TenantLogo';
import { UserAvatar } from './UserAvatar';
import { ViewAsBanner } from './ViewAsBanner';
import { ViewAsSelector } from './ViewAsSelector';

export const HEADER_HEIGHT = 64;

export function AppHeader() {
  const translate = useTranslate();
  const { isMobile } = useSidebar();
  const { permissions } = usePermissions<AppPermissions>();
  const firstScreenDone = useFirstScreenDone();
  return (
    <Box
      component="header"
      aria-label={translate('app.layout.header.label')}
      sx={(theme) => ({ position: 'sticky', top: 0, zIndex: theme.zIndex.appBar })}
    >
      <ViewAsBanner />
      <Box
        sx={{
          height: HEADER_HEIGHT,
          px: { xs: 1.5, md: 2 },
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, sm: 1 },
          bgcolor: 'background.paper',
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        {!isMobile && <SidebarToggleButton />}
        <TenantLogo />
        {!isMobile && <Divider orientation="vertical" flexItem sx={{ my: 2.25, mx: 1 }} />}
        <TitlePortal
          variant="subtitle1"
          sx={{
            display: isMobile ? 'none' : 'block',
            color: 'text.secondary',
            fontWeight: 500,
            fontSize: '0.95rem',
          }}
        />
        {isMobile && <Box sx={{ flex: 1 }} />}
        {permissions?.isAdmin && <ViewAsSelector compact={isMobile} />}
        <ConnectionIndicator />
        {/* After a cold load's first screen (navigation/firstScreen.ts); its button's place is kept. */}
        {firstScreenDone ? (
          <NotificationsBell />
        ) : (
          <Box aria-hidden sx={{ width: 40, height: 40, flexShrink: 0 }} />
        )}
        {isMobile ? <SidebarToggleButton /> : <UserChip />}
      </Box>
    </Box>
  );
}

/** Collapses/expands the docked sidebar, or opens the drawer on small screens. */
export function SidebarToggleButton() {
  const translate = useTranslate();
  const { isMobile, expanded, mobileOpen, toggle, shortcut } = useSidebar();
  const action = translate(
    isMobile
      ? mobileOpen
        ? 'app.layout.sidebar.close'
        : 'app.layout.sidebar.open'
      : expanded
        ? 'app.layout.sidebar.collapse'
        : 'app.layout.sidebar.expand',
  );
  const label = isMobile ? action : translate('app.layout.sidebar.withShortcut', { action, shortcut });
  return (
    <Tooltip title={label}>
      <IconButton
        onClick={toggle}
        aria-label={label}
        aria-expanded={isMobile ? mobileOpen : expanded}
        aria-controls="app-sidebar"
        sx={{ color: 'text.secondary' }}
      >
        {!isMobile && expanded ? <MenuOpenRounded /> : <MenuRounded />}
      </IconButton>
    </Tooltip>
  );
}

/** Photo or initial and full name of the signed-in user. */
export function UserChip() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const profile = identity?.profile as Profile | undefined;
  const name = profile?.fullName || identity?.fullName || translate('app.layout.user.fallback');
  // Same footprint while loading, so the header does not shift when the name arrives.
  if (isPending)
    return <Skeleton variant="rounded" width={180} height={38} sx={{ ml: 0.5, borderRadius: 999 }} />;
  return (
    <Box
      data-testid="user-chip"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        pl: 0.5,
        pr: 1.5,
        py: 0.5,
        ml: 0.5,
        maxWidth: 240,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 999,
      }}
    >
      <UserAvatar
        name={name}
        firstName={profile?.firstName}
        lastName={profile?.lastName}
        image={profile?.image}
        size={28}
        letters={1}
      />
      <Typography noWrap sx={{ fontSize: '0.875rem', fontWeight: 500 }}>
        {name}
      </Typography>
    </Box>
  );
}
