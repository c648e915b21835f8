// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { embedRenewalDelay, retriesEmbed } from '../../../../src/web/dashboard/dashboards/dashboardQueries';
import { PurchaseOrdersDashboard } from '../../../../src/web/dashboard/dashboards/PurchaseOrdersDashboard';
import { SalesDashboard } from '../../../../src/web/dashboard/dashboards/SalesDashboard';
import { BI_TENANT, dashboardApi, renderDashboard } from './dashboardApi';

const api = dashboardApi();
const userEvent = userEventLib.setup({ delay: null });

const URL_SALES = 'https://bi.granelbajio.mx/embed/dashboard/token-4#bordered=false';
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const frame = () => document.querySelector('iframe');

describe('a dashboard from the tenant’s external BI', () => {
  it('shows the signed address in a sandboxed frame named after the dashboard, without the built-in filters', async () => {
    const embed = api.embed(4, { url: URL_SALES, expiresAt: later(10) });
    renderDashboard(<SalesDashboard />, { tenant: BI_TENANT });
    const shown = await screen.findByTitle('Ventas');
    expect(shown.tagName).toBe('IFRAME');
    expect(shown.getAttribute('src')).toBe(URL_SALES);
    expect(shown.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups');
    expect(screen.queryByRole('region', { name: 'Filtros del tablero' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
    expect(embed.calls()).toBe(1);
  });

  it('says “Tablero no disponible” when the tenant has no such dashboard, without asking twice', async () => {
    const embed = api.embed(4, { status: 404 });
    renderDashboard(<SalesDashboard />, { tenant: BI_TENANT });
    expect(await screen.findByText('Tablero no disponible')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recargar tablero' })).toBeTruthy();
    expect(frame()).toBeNull();
    expect(embed.calls()).toBe(1);
  });

  it('says “Dashboard not available” in English', async () => {
    api.embed(4, { status: 404 });
    renderDashboard(<SalesDashboard />, { tenant: BI_TENANT, locale: 'en' });
    expect(await screen.findByText('Dashboard not available')).toBeTruthy();
  });

  it('tries once more when the answer holds no address, then says so', async () => {
    const embed = api.embed(4, 'noUrl');
    renderDashboard(<SalesDashboard />, { tenant: BI_TENANT, locale: 'en' });
    expect(await screen.findByText('Dashboard URL not available in response')).toBeTruthy();
    expect(embed.calls()).toBe(2);
  });

  it('reloads a frame that failed once, and offers a reload when it fails again', async () => {
    api.embed(4, { url: URL_SALES, expiresAt: later(10) });
    renderDashboard(<SalesDashboard />, { tenant: BI_TENANT });
    const first = await screen.findByTitle('Ventas');
    fireEvent.error(first);
    await waitFor(() => expect(frame()).not.toBe(first));
    expect(frame()?.getAttribute('src')).toBe(URL_SALES);

    fireEvent.error(frame() as HTMLIFrameElement);
    expect(await screen.findByText('El tablero no respondió. Vuelve a cargarlo.')).toBeTruthy();
    expect(frame()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Recargar tablero' }));
    expect((await screen.findByTitle('Ventas')).getAttribute('src')).toBe(URL_SALES);
  });

  it('shows the purchase-order dashboard by its own embed id', async () => {
    const url = 'https://bi.granelbajio.mx/embed/dashboard/token-22';
    api.embed(22, { url, expiresAt: later(10) });
    renderDashboard(<PurchaseOrdersDashboard />, { tenant: BI_TENANT });
    expect((await screen.findByTitle('Órdenes de compra')).getAttribute('src')).toBe(url);
  });
});

describe('asking for the address', () => {
  it('asks again a minute before the signature expires, never sooner than every 15 s', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(embedRenewalDelay('2026-11-20T12:10:00Z', now)).toBe(9 * 60_000);
    expect(embedRenewalDelay('2026-11-20T12:00:30Z', now)).toBe(15_000);
  });

  it('tries once more unless the server refused (tenant not found, not signed in, no such dashboard)', () => {
    expect(retriesEmbed(0, { status: 404 })).toBe(false);
    expect(retriesEmbed(0, { status: 401 })).toBe(false);
    expect(retriesEmbed(0, { status: 503 })).toBe(true);
    expect(retriesEmbed(0, new Error('network'))).toBe(true);
    expect(retriesEmbed(1, { status: 503 })).toBe(false);
  });
});
