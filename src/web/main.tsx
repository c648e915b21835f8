/**
 * Entry: resolves the tenant, loads its public theme (title, favicon, colour) and the messages of
 * the saved language (only that one: the other loads if the user switches), then renders the app.
 * An unknown tenant gets a clear page instead of a broken sign-in.
 */
// First: schemas are made while the modules below load (see zodConfig.ts).
import './zodConfig';
// Latin only: Spanish and English need nothing beyond it, and every other subset costs download.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createI18nProvider, loadMessages } from './providers/i18n';
import { savedLocale } from './providers/locale';
import { fetchTenantTheme } from './providers/publicRequests';
import { TenantUnavailable } from './TenantUnavailable';
import { TenantThemeHost } from './tenant-config/TenantThemeHost';
import { applyDocumentTheme, type TenantTheme } from './theme';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  const locale = savedLocale();
  document.documentElement.lang = locale;
  // Both downloads at once: the language's messages do not depend on the tenant.
  const messages = loadMessages(locale);
  let tenantTheme: TenantTheme;
  try {
    tenantTheme = await fetchTenantTheme();
  } catch {
    root.render(<TenantUnavailable locale={locale} />);
    return;
  }
  applyDocumentTheme(tenantTheme);
  await messages;
  const i18nProvider = createI18nProvider(locale);
  root.render(
    <StrictMode>
      {/* Real paths (/orders/123), as the original client and every link and mail use them; the server answers them with the app. */}
      {/* No transitions: react-admin's sign-out navigates then clears its caches at once; as a
          transition the navigation never commits and the redirect to /login loops. */}
      <BrowserRouter useTransitions={false}>
        {/* Live: the tenant configuration screen puts a saved theme in force without a reload. */}
        <TenantThemeHost initial={tenantTheme}>
          {(theme) => <App theme={theme} i18nProvider={i18nProvider} />}
        </TenantThemeHost>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
