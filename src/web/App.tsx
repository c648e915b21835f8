/**
 * The react-admin application: providers, the tenant's theme, the layout with its route guard,
 * and every route of the product. Screens load on demand so the sign-in page and shell stay small.
 */
import { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AdminContext, AdminUI, CustomRoutes, localStorageStore } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { PageLoader } from './layout/PageLoader';
import { SECTIONS } from './navigation/sections';
import { http } from './providers/api';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { session } from './providers/session';
import { startSessionKeeper } from './providers/sessionKeeper';
import { sectionPages } from './sectionPages';
import { currentTenant } from './tenant';
import { createAppTheme, type TenantTheme } from './theme';

// The sign-in page loads on its own so the shell does not carry its form library and schemas.
const LoginPage = lazy(() => import('./auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const AdminLoginPage = lazy(() => import('./auth/AdminLoginPage'));
const RecoveryPage = lazy(() => import('./auth/RecoveryPage'));
const OAuthLanding = lazy(() => import('./auth/OAuthLanding'));
const PolicyPage = lazy(() => import('./common/PolicyPage'));
const CookieBanner = lazy(() => import('./common/CookieBanner').then((m) => ({ default: m.CookieBanner })));
const SectionPending = lazy(() => import('./pages/SectionPending'));

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

const lazyPage = (element: React.ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

export function App({ theme }: { theme: TenantTheme }) {
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
      <AdminUI
        title={theme.name}
        layout={AppLayout}
        loginPage={() => lazyPage(<LoginPage />)}
        dashboard={() => <Navigate to="/dashboard" replace />}
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
        <CustomRoutes>
          {SECTIONS.map((section) => {
            const Page = sectionPages[section.key];
            return (
              <Route
                key={section.key}
                path={section.path}
                element={lazyPage(Page ? <Page /> : <SectionPending section={section} />)}
              />
            );
          })}
        </CustomRoutes>
      </AdminUI>
      <Suspense fallback={null}>
        <CookieBanner />
      </Suspense>
    </AdminContext>
  );
}
