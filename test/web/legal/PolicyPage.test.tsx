// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PolicyPage } from '../../../src/web/legal/PolicyPage';
import { renderAdmin, TEST_TENANT } from '../support/renderAdmin';

describe('policy pages', () => {
  it('the privacy notice names the tenant, its contact e-mail and the ARCO rights', async () => {
    renderAdmin(<PolicyPage kind="privacy" />, { path: '/privacy-policy' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad integral' }),
    ).toBeTruthy();
    expect(screen.getByText(/Granel del Bajío te informa/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Derechos ARCO/ })).toBeTruthy();
    const mails = screen.getAllByRole('link', { name: 'contacto@granelbajio.mx' });
    expect(mails.length).toBeGreaterThan(1);
    expect(mails[0]?.getAttribute('href')).toBe('mailto:contacto@granelbajio.mx');
    expect(document.title).toBe('Aviso de privacidad integral · Granel del Bajío');
  });

  it('the cookie policy lists every cookie the product sets, in English too', async () => {
    renderAdmin(<PolicyPage kind="cookies" />, { path: '/cookie-policy', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie policy' })).toBeTruthy();
    const table = screen.getByRole('table');
    for (const name of ['bo_access', 'bo_refresh', 'bo_lang', 'bo_cookie_consent', 'bo_sidebar']) {
      expect(within(table).getByText(name)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('falls back to the website when the tenant has no contact e-mail', async () => {
    renderAdmin(<PolicyPage kind="privacy" />, { tenant: { ...TEST_TENANT, emailContact: null } });
    expect((await screen.findAllByText(/los medios de contacto publicados/)).length).toBeGreaterThan(0);
  });
});
