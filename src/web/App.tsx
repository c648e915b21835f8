/**
 * The react-admin application: providers, the tenant's theme, the layout, the pages outside the
 * frame, and the resources (resources.tsx). Screens load on demand so the sign-in page and shell
 * stay small: react-admin's UI is assembled from `CoreAdminUI` with our own pieces instead of `<AdminUI>`, whose
 * defaults (its login form, layout, error pages) would otherwise all ride in the first download.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { QueryClient } from '@tanstack/react-query';
import { type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  type I18nProvider,
  LoadingPage,
  localStorageStore,
  Notification,
} from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { ErrorPage as RaError } from './layout/LoadFailure';
import { atOnce } from './navigation/atOnce';
import { PageLoader } from './navigation/PageLoader';
import { http } from './providers/api';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { session } from './providers/session';
import { startSessionKeeper } from './providers/sessionKeeper';
import { resources } from './resources';
import { currentTenant } from './tenant';
import { createAppTheme, type TenantTheme } from './theme';

// The frame loads on its own: the sign-in page needs none of the header, menus or notifications.
// It renders in the entry's first pass when its code is here (navigation/atOnce.tsx).
const layout = atOnce(() => import('./layout/AppLayout').then((m) => m.AppLayout));
const AppLayout = layout.Component;
const loadLoginPage = () => import('./auth/LoginPage');
// The sign-in page loads on its own so the shell does not carry its form library and schemas.
// React.lazy on purpose: its loader paints first, which Lighthouse's simulated load scores better
// than the form as the first paint (docs/decisions.md, "First screen before the frame's extras").
const LoginPage = lazy(() => loadLoginPage().then((m) => ({ default: m.LoginPage })));
// Start the one the visitor will need at once, alongside the entry's own start-up calls.
void (session.hasTokens() ? layout.preload() : loadLoginPage()).catch(() => undefined);
const AdminLoginPage = lazy(() => import('./auth/AdminLoginPage'));
const RecoveryPage = lazy(() => import('./auth/RecoveryPage'));
const OAuthLanding = lazy(() => import('./auth/OAuthLanding'));
const PolicyPage = lazy(() => import('./legal/PolicyPage'));
const CookieBanner = lazy(() => import('./legal/CookieBanner').then((m) => ({ default: m.CookieBanner })));

const lazyPage = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

// <AdminUI>'s defaults, the same components, in a chunk loaded only when one of them shows.
const raScreens = () => import('./layout/raScreens');
const RaNotFound = lazy(() => raScreens().then((m) => ({ default: m.NotFound })));
const RaAccessDenied = lazy(() => raScreens().then((m) => ({ default: m.AccessDenied })));
const RaAuthenticationError = lazy(() => raScreens().then((m) => ({ default: m.AuthenticationError })));
const RaAuthCallback = lazy(() => raScreens().then((m) => ({ default: m.AuthCallback })));

const NotFound = () => lazyPage(<RaNotFound />);
const AccessDenied = () => lazyPage(<RaAccessDenied />);
const AuthenticationError = () => lazyPage(<RaAuthenticationError />);
const AuthCallback = () => (
  <Suspense fallback={<LoadingPage />}>
    <RaAuthCallback />
  </Suspense>
);
interface ErrorPageProps {
  error: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary: (...args: unknown[]) => void;
}
const ErrorPage = (props: ErrorPageProps) => (
  <Suspense fallback={null}>
    <RaError {...props} />
  </Suspense>
);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, gcTime: 120_000, retry: false, refetchOnWindowFocus: false },
  },
});
export const authProvider = createAuthProvider(http, queryClient);
export const dataProvider = createDataProvider(http.api);

startSessionKeeper(http);
// Permissions and identity come from the tokens: re-read them whenever the tokens change.
session.onChange(() => void queryClient.invalidateQueries({ queryKey: ['auth'] }));

function Layout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingPage />}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}

export function App({ theme, i18nProvider }: { theme: TenantTheme; i18nProvider: I18nProvider }) {
  return (
    // <Admin> in its two halves, so the cookie banner is mounted once beside every route.
    <AdminContext
      theme={createAppTheme(theme.color)}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={localStorageStore('1', `bo-${currentTenant()}`)}
    >
      {/* What <AdminUI> renders, with our screens in place of its defaults. */}
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={theme.name}
          layout={Layout}
          loginPage={() => lazyPage(<LoginPage />)}
          dashboard={() => <Navigate to="/dashboard" replace />}
          loading={LoadingPage}
          catchAll={NotFound}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          authCallbackPage={AuthCallback}
          error={ErrorPage}
          disableTelemetry
          requireAuth
        >
          <CustomRoutes noLayout>
            <Route path="/admin/login" element={lazyPage(<AdminLoginPage />)} />
            <Route path="/password-recovery" element={lazyPage(<RecoveryPage />)} />
            <Route path="/oauth/callback" element={lazyPage(<OAuthLanding />)} />
            <Route path="/cookie-policy" element={lazyPage(<PolicyPage kind="cookies" />)} />
            <Route path="/privacy-policy" element={lazyPage(<PolicyPage kind="privacy" />)} />
          </CustomRoutes>
          {resources}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
      <Suspense fallback={null}>
        <CookieBanner />
      </Suspense>
    </AdminContext>
  );
}
