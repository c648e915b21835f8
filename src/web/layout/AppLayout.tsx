/**
 * The signed-in frame: our header, sidebar and menu around every screen (each screen asks
 * `canAccess` itself, see navigation/screen.tsx).
 * Sidebar and favourites state live above the frame so the header, the menu and the sidebar's
 * footer share them. The frame is react-admin's `Layout` (same markup, class names and styles)
 * without the default app bar, sidebar, menu and preferences inspector it would otherwise bundle.
 */
import { styled } from '@mui/material/styles';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import { Loading, SkipNavigationButton } from 'react-admin';
import { DevicePush } from '../push/DevicePush';
import { LiveConnection } from '../realtime/LiveConnection';
import { AppHeader, HEADER_HEIGHT } from './AppHeader';
import { AppMenu } from './AppMenu';
import { AppSidebar, HEADER_HEIGHT_VAR } from './AppSidebar';
import { FavouritesProvider } from './FavouritesContext';
import { ErrorPage, isDownloadFailure, LoadFailure } from './LoadFailure';
import { SidebarStateProvider } from './sidebarState';
import { useViewingAs } from './useViewAs';
import { BANNER_HEIGHT } from './ViewAsBanner';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarStateProvider>
      <FavouritesProvider>
        <Frame>{children}</Frame>
      </FavouritesProvider>
    </SidebarStateProvider>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const viewingAs = useViewingAs();
  return (
    <Root
      className="layout"
      sx={{
        [HEADER_HEIGHT_VAR]: `${HEADER_HEIGHT + (viewingAs ? BANNER_HEIGHT : 0)}px`,
        // The header is sticky (not fixed), so react-admin's room for a fixed app bar goes.
        '& .RaLayout-appFrame': { mt: 0 },
        '& .RaLayout-content': { minWidth: 0, px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 } },
      }}
    >
      <SkipNavigationButton />
      <LiveConnection />
      <div className="RaLayout-appFrame">
        <AppHeader />
        <main className="RaLayout-contentWithSidebar">
          <AppSidebar>
            <AppMenu />
          </AppSidebar>
          <div id="main-content" className="RaLayout-content">
            <ScreenErrorBoundary>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ScreenErrorBoundary>
          </div>
        </main>
      </div>
      <DevicePush />
    </Root>
  );
}

interface BoundaryState {
  error: Error | null;
  errorInfo?: ErrorInfo;
}

/** As in react-admin's Layout: a failing screen shows the error page, which resets on navigation. */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(_error: Error, errorInfo: ErrorInfo) {
    this.setState({ errorInfo });
  }

  reset = () => this.setState({ error: null, errorInfo: undefined });

  override render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    // A download that failed says so and offers a reload (react-admin's page would only go back).
    if (isDownloadFailure(error)) return <LoadFailure />;
    return (
      <Suspense fallback={null}>
        <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />
      </Suspense>
    );
  }
}

/** react-admin's `RaLayout` root, the same styles. */
const Root = styled('div', {
  name: 'RaLayout',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  '& .RaLayout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  '& .RaLayout-content': {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
