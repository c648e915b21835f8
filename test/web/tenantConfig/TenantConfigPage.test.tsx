// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TenantConfigPage } from '../../../src/web/tenant-config/TenantConfigPage';
import { renderScreen } from '../products/renderScreen';
import { buildTenantConfig, fakeTenantApi, fileOf } from './fakeTenantApi';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WRITE = ['TENANT_CONFIGURATION_READ', 'TENANT_CONFIGURATION_WRITE'];
const renderConfig = (permissions = WRITE) =>
  renderScreen(<TenantConfigPage />, { path: '/config/tenant', permissions });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' });
const puts = (api: ReturnType<typeof fakeTenantApi>) => api.calls.filter((c) => c.method === 'PUT');
const posts = (api: ReturnType<typeof fakeTenantApi>) => api.calls.filter((c) => c.method === 'POST');

/** Waits for the form with its values (the name field filled and writable when allowed). */
async function loaded() {
  await waitFor(() => expect(textbox(/^Nombre de la empresa/)).toHaveProperty('value', 'Granel del Bajío'));
}

describe('the tenant configuration', () => {
  it('reads the configuration of the current tenant', async () => {
    const api = fakeTenantApi(server);
    renderConfig();
    await loaded();
    expect(api.calls[0]?.path).toBe('/api/tenants/config?name=main');
    expect(textbox(/^Correo de contacto/)).toHaveProperty('value', 'contacto@granelbajio.mx');
    expect(screen.getByText('@demo.local')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Kilogramos/ })).toHaveProperty('checked', true);
  });

  it('paints the live preview in the colour as it is typed, before saving', async () => {
    const api = fakeTenantApi(server);
    const user = userEvent.setup({ delay: null });
    renderConfig();
    await loaded();
    const primary = () => screen.getByTestId('preview-primary');
    expect(primary().style.backgroundColor).toBe('rgb(0, 51, 102)');
    const hex = textbox(/^Color principal/);
    await user.clear(hex);
    await user.type(hex, 'aa0000');
    expect(hex).toHaveProperty('value', '#AA0000');
    expect(primary().style.backgroundColor).toBe('rgb(170, 0, 0)');
    expect(screen.getByTestId('preview-mark').style.backgroundColor).toBe('rgb(170, 0, 0)');
    // An incomplete colour keeps the last one the preview could paint.
    await user.type(hex, '{Backspace}');
    expect(primary().style.backgroundColor).toBe('rgb(0, 51, 102)');
    await user.click(screen.getByRole('button', { name: 'Restablecer #003366' }));
    expect(hex).toHaveProperty('value', '#003366');
    expect(puts(api)).toEqual([]);
  });

  it('refuses an image over 512 KB before sending it', async () => {
    const api = fakeTenantApi(server);
    const user = userEvent.setup({ delay: null });
    renderConfig();
    await loaded();
    await user.upload(screen.getByTestId('file-logo'), fileOf('logo.png', 'image/png', 600 * 1024));
    expect(await screen.findByText('La imagen pesa 600 KB; el máximo es 512 KB')).toBeTruthy();
    expect(posts(api)).toEqual([]);
  });

  it('refuses a dropped file of another type before sending it', async () => {
    const api = fakeTenantApi(server);
    renderConfig();
    await loaded();
    fireEvent.drop(screen.getByTestId('upload-favicon'), {
      dataTransfer: { files: [fileOf('icono.svg', 'image/svg+xml', 900)] },
    });
    expect(
      await screen.findByText('Tipo de archivo no permitido. Tipos permitidos: PNG, JPEG, WEBP, ICO'),
    ).toBeTruthy();
    expect(posts(api)).toEqual([]);
  });

  it('saves only the changed fields with the version read, and the app takes the new theme', async () => {
    const api = fakeTenantApi(server);
    const user = userEvent.setup({ delay: null });
    renderConfig();
    await loaded();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    const name = textbox(/^Nombre de la empresa/);
    await user.clear(name);
    await user.type(name, 'Granel del Bajío S.A. de C.V.');
    // Spaces alone are no change.
    await user.type(textbox(/^Nombre corto/), '   ');
    const hex = textbox(/^Color principal/);
    await user.clear(hex);
    await user.type(hex, '0F766E');
    await user.type(textbox(/^Dominios de correo/), 'granelbajio.mx{Enter}');
    expect(screen.getByText('3 cambios sin guardar')).toBeTruthy();
    await user.click(saveButton());
    expect(await screen.findByText('Configuración guardada')).toBeTruthy();
    expect(puts(api)[0]?.body).toEqual({
      version: 3,
      name: 'Granel del Bajío S.A. de C.V.',
      color: '#0F766E',
      companyEmailDomains: ['demo.local', 'granelbajio.mx'],
    });
    expect(screen.getByTestId('live-theme').dataset.color).toBe('#0F766E');
    expect(screen.getByTestId('live-theme').textContent).toBe('Granel del Bajío S.A. de C.V.');
    expect(screen.getByText('Sin cambios pendientes')).toBeTruthy();
  });

  it('uploads a logo and saves the form with the version the upload answered', async () => {
    const api = fakeTenantApi(server);
    const user = userEvent.setup({ delay: null });
    renderConfig();
    await loaded();
    await user.type(textbox(/^Nombre corto/), ' MX');
    await user.upload(screen.getByTestId('file-logo'), fileOf('logo.png', 'image/png', 2048));
    expect(await screen.findByText('Logotipo actualizado')).toBeTruthy();
    expect(posts(api)).toEqual([
      { method: 'POST', path: '/api/tenants/assets/logo', body: { fields: ['file'] } },
    ]);
    expect(screen.getByTestId('live-theme').dataset.logo).toMatch(/^\/api\/files\/tenant\/main\/logo-/);
    // The edit made before the upload is still there and goes with the new version.
    expect(textbox(/^Nombre corto/)).toHaveProperty('value', 'Granel Bajío MX');
    await user.click(saveButton());
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toEqual({ version: 4, shortName: 'Granel Bajío MX' });
  });

  it('says when someone else saved first and reloads keeping the edits', async () => {
    const api = fakeTenantApi(server);
    api.refusePut = {
      status: 409,
      body: {
        code: 'STALE_VERSION',
        message: 'Otro usuario modificó este registro; recarga para ver los cambios',
      },
    };
    const user = userEvent.setup({ delay: null });
    renderConfig();
    await loaded();
    await user.type(textbox(/^Palabras clave/), ', cal');
    api.config = { ...api.config, website: 'https://granelbajio.com.mx', version: 5 };
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Otro usuario modificó este registro');
    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(textbox(/^Sitio web/)).toHaveProperty('value', 'https://granelbajio.com.mx'));
    expect(textbox(/^Palabras clave/)).toHaveProperty('value', 'granel, super saco, cal');
    await user.click(saveButton());
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    expect(puts(api)[1]?.body).toEqual({ version: 5, seoKeywords: 'granel, super saco, cal' });
  });

  it('is read-only without write permission', async () => {
    fakeTenantApi(server, buildTenantConfig({ logo: '/api/files/tenant/main/logo-1.png' }));
    renderConfig(['TENANT_CONFIGURATION_READ']);
    await loaded();
    await waitFor(() => expect(textbox(/^Nombre de la empresa/)).toHaveProperty('disabled', true));
    expect(screen.getByText(/Solo puedes consultar esta configuración/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subir logotipo' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Logotipo actual' })).toBeTruthy();
  });
});
