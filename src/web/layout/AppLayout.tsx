/**
 * The signed-in frame: react-admin's Layout with our header, sidebar and menu, and the route guard
 * around every screen. Sidebar and favourites state live above the Layout so the header, the menu
 * and the sidebar's footer share them.
 */
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppHeader, HEADER_HEIGHT } from './AppHeader';
import { AppMenu } from './AppMenu';
import { AppSidebar, HEADER_HEIGHT_VAR } from './AppSidebar';
import { FavouritesProvider } from './FavouritesContext';
import { RouteGuard } from './RouteGuard';
import { SidebarStateProvider } from './sidebarState';
import { useViewingAs } from './useViewAs';
import { BANNER_HEIGHT } from './ViewAsBanner';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarStateProvider>
      <FavouritesProvider>
        <Frame>
          <RouteGuard>{children}</RouteGuard>
        </Frame>
      </FavouritesProvider>
    </SidebarStateProvider>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const viewingAs = useViewingAs();
  return (
    <Layout
      appBar={AppHeader}
      sidebar={AppSidebar}
      menu={AppMenu}
      sx={{
        [HEADER_HEIGHT_VAR]: `${HEADER_HEIGHT + (viewingAs ? BANNER_HEIGHT : 0)}px`,
        // The header is sticky (not fixed), so react-admin's room for a fixed app bar goes.
        '& .RaLayout-appFrame': { mt: 0 },
        '& .RaLayout-content': { minWidth: 0, px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 } },
      }}
    >
      {children}
    </Layout>
  );
}
