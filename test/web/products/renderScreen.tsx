/**
 * A configuration screen (products, tenant configuration, pricing parameters) for a signed-in
 * admin with the permissions the test gives, through the one renderAdmin helper, inside the live
 * tenant theme host the app renders through (so a saved theme shows at once). Shared by the
 * products, tenantConfig and pricing suites.
 */
import type { ReactElement } from 'react';
import type { Locale } from '../../../src/domain/i18n';
import { TenantThemeHost } from '../../../src/web/tenant-config/TenantThemeHost';
import { useTenantTheme } from '../../../src/web/tenantTheme';
import type { TenantTheme } from '../../../src/web/theme';
import { renderAdmin } from '../support/renderAdmin';

export const TEST_THEME: TenantTheme = {
  slug: 'main',
  name: 'Granel del Bajío',
  shortName: 'Granel Bajío',
  seoTitle: 'Granel del Bajío | Back-office',
  seoDescription: null,
  seoKeywords: null,
  businessDescription: 'Distribuidor de minerales industriales.',
  favicon: null,
  logo: null,
  website: 'https://granelbajio.mx',
  color: '#003366',
  contactPhone: null,
  emailContact: 'contacto@granelbajio.mx',
  productName: 'GranelBajío',
  externalBi: false,
};

/** What the app shows from the live theme: its colour and logo (the header reads the same context). */
function LiveTheme() {
  const theme = useTenantTheme();
  return (
    <output data-testid="live-theme" data-color={theme.color} data-logo={theme.logo ?? ''}>
      {theme.name}
    </output>
  );
}

export interface RenderScreenOptions {
  path: string;
  permissions: string[];
  locale?: Locale;
}

export function renderScreen(ui: ReactElement, { path, permissions, locale = 'es' }: RenderScreenOptions) {
  return renderAdmin(
    <TenantThemeHost initial={TEST_THEME}>
      {() => (
        <>
          {ui}
          <LiveTheme />
        </>
      )}
    </TenantThemeHost>,
    { path, route: path, locale, tenant: TEST_THEME, viewer: { role: 'admin', permissions } },
  );
}

/** The text under a field (its error or hint), as a screen reader announces it. */
export function helperOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
