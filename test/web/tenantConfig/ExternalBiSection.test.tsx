// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TenantConfigPage } from '../../../src/web/tenant-config/TenantConfigPage';
import { renderScreen } from '../products/renderScreen';
import { buildTenantConfig, fakeTenantApi } from './fakeTenantApi';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WRITE = ['TENANT_CONFIGURATION_READ', 'TENANT_CONFIGURATION_WRITE'];
const renderConfig = () => renderScreen(<TenantConfigPage />, { path: '/config/tenant', permissions: WRITE });
const siteUrl = () => screen.getByRole('textbox', { name: /^Dirección del sitio/ });
const secret = () => screen.getByLabelText(/^Clave secreta de inserción/) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' });
const puts = (api: ReturnType<typeof fakeTenantApi>) => api.calls.filter((c) => c.method === 'PUT');
const SECRET = 'a'.repeat(64);

/**
 * Types a value as one paste: typing it key by key re-renders the whole settings form (tens of
 * fields) per character, which took 20–35 s for these values on a busy machine.
 */
async function pasteInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function loaded() {
  await waitFor(() => expect(screen.getByText('Tablero externo (Metabase)')).toBeTruthy());
}

describe('the external dashboard (Metabase) settings', () => {
  it('saves the https site and a new secret, which is then only said to be configured', async () => {
    const api = fakeTenantApi(server);
    const user = userEvent.setup({ delay: null });
    renderConfig();
    await loaded();
    expect(secret().type).toBe('password');
    expect(screen.getByText(/^Sin configurar\./)).toBeTruthy();

    await pasteInto(user, siteUrl(), 'http://bi.granelbajio.mx');
    await user.click(saveButton());
    expect(await screen.findByText(/Ingresa una dirección https válida/)).toBeTruthy();
    expect(puts(api)).toHaveLength(0);

    await user.clear(siteUrl());
    await pasteInto(user, siteUrl(), 'https://bi.granelbajio.mx');
    await pasteInto(user, secret(), SECRET);
    expect(screen.getByText('Al guardar, esta clave reemplaza a la anterior.')).toBeTruthy();
    await user.click(saveButton());
    expect(await screen.findByText('Configuración guardada')).toBeTruthy();
    expect(puts(api)[0]?.body).toEqual({
      version: 3,
      biSiteUrl: 'https://bi.granelbajio.mx',
      biSecretKey: SECRET,
    });
    // The secret is not kept in the form: the page says one is set.
    await waitFor(() => expect(secret().value).toBe(''));
    expect(screen.getByText(/^Configurada\./)).toBeTruthy();
  });

  it('refuses a short secret and removes the one set when asked', async () => {
    const api = fakeTenantApi(
      server,
      buildTenantConfig({ biSiteUrl: 'https://bi.granelbajio.mx', biSecretKeySet: true, externalBi: true }),
    );
    const user = userEvent.setup({ delay: null });
    renderConfig();
    await loaded();
    expect(siteUrl()).toHaveProperty('value', 'https://bi.granelbajio.mx');
    expect(screen.getByText(/^Configurada\./)).toBeTruthy();

    await pasteInto(user, secret(), 'corta');
    await user.click(saveButton());
    expect(await screen.findByText(/La clave secreta debe tener de 32 a 256 caracteres/)).toBeTruthy();
    expect(puts(api)).toHaveLength(0);

    await user.clear(secret());
    await user.click(screen.getByRole('button', { name: 'Quitar clave' }));
    expect(screen.getByText('Se quitará al guardar.')).toBeTruthy();
    await user.click(saveButton());
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({ version: 3, biSecretKey: null });
    expect(await screen.findByText(/^Sin configurar\./)).toBeTruthy();
  });
});
