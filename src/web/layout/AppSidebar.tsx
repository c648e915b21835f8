/**
 * The sidebar frame around react-admin's menu: docked under the header on wide screens (280 px,
 * 64 px collapsed to icons), a temporary drawer over the page below 1024 px.
 */
import CloseRounded from '@mui/icons-material/CloseRounded';
import { Box, Drawer, IconButton } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SidebarFooter } from './SidebarFooter';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, useSidebar } from './sidebarState';
import { TenantLogo } from './TenantLogo';

/** Height of the sticky header (and banner) above the docked sidebar; set by AppLayout. */
export const HEADER_HEIGHT_VAR = '--bo-header-height';

export function AppSidebar({ children }: { children?: ReactNode }) {
  const translate = useTranslate();
  const { isMobile, expanded, mobileOpen, setMobileOpen } = useSidebar();
  const { pathname } = useLocation();

  // Choosing a page on a small screen closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname]);

  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        ModalProps={{ keepMounted: true }}
        slotProps={{
          paper: {
            id: 'app-sidebar',
            sx: { width: 'min(300px, 86vw)', display: 'flex', flexDirection: 'column', borderRadius: 0 },
          },
        }}
      >
        <Box
          sx={{
            height: 64,
            px: 1.5,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: '1px solid',
            borderColor: 'divider',
            flexShrink: 0,
          }}
        >
          <TenantLogo />
          <IconButton aria-label={translate('app.layout.sidebar.close')} onClick={() => setMobileOpen(false)}>
            <CloseRounded />
          </IconButton>
        </Box>
        <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>{children}</Box>
        <SidebarFooter collapsed={false} />
      </Drawer>
    );
  }

  return (
    <Box
      component="aside"
      id="app-sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      sx={(theme) => ({
        position: 'sticky',
        top: `var(${HEADER_HEIGHT_VAR}, 64px)`,
        alignSelf: 'flex-start',
        height: `calc(100vh - var(${HEADER_HEIGHT_VAR}, 64px))`,
        width: expanded ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRight: '1px solid',
        borderColor: 'divider',
        overflow: 'hidden',
        zIndex: theme.zIndex.appBar - 1,
        transition: theme.transitions.create('width', {
          easing: theme.transitions.easing.sharp,
          duration: theme.transitions.duration.shorter,
        }),
      })}
    >
      <Box
        sx={{
          flex: 1,
          overflowY: 'auto',
          overflowX: 'hidden',
          scrollbarWidth: 'thin',
        }}
      >
        {children}
      </Box>
      <SidebarFooter collapsed={!expanded} />
    </Box>
  );
}
