// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultRangeStart } from '../../../../src/domain/dashboards';
import { businessDay } from '../../../../src/domain/dates';
import { SalesDashboard } from '../../../../src/web/dashboard/dashboards/SalesDashboard';
import { currentPath } from '../../support/renderAdmin';
import { dashboardApi, renderDashboard, SELLER, SERVICE } from './dashboardApi';
import { emptySales, OTHER_SELLER_ID, SELLER_ID, salesFigures } from './figures';

const api = dashboardApi();
const userEvent = userEventLib.setup({ delay: null });

const tile = (name: string) => screen.findByRole('group', { name });

describe('the sales dashboard', () => {
  it('shows the period’s tiles in es-MX figures, a chart per figure and their tables', async () => {
    api.figures('sales', salesFigures());
    renderDashboard(<SalesDashboard />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ventas' })).toBeTruthy();
    expect(within(await tile('Órdenes')).getByText('42')).toBeTruthy();
    expect(within(await tile('Toneladas')).getByText('1,234.5 ton')).toBeTruthy();
    expect(within(await tile('Monto vendido')).getByText('$987,654.32 USD')).toBeTruthy();
    expect(within(await tile('Precio promedio por tonelada')).getByText('$800.04 USD')).toBeTruthy();

    const byMonth = screen.getByRole('figure', { name: 'Toneladas y monto por mes' });
    expect(byMonth.querySelector('[aria-label="Toneladas y monto por mes"] svg')).toBeTruthy();
    expect(within(byMonth).queryByRole('table')).toBeNull();
    await userEvent.click(within(byMonth).getByRole('button', { name: 'Ver tabla' }));
    const table = within(byMonth).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'oct 2026' })).toBeTruthy();
    expect(within(table).getByText('600.25 ton')).toBeTruthy();
    expect(within(table).getByText('$480,000.00 USD')).toBeTruthy();

    for (const name of ['Ventas por producto', 'Los 10 clientes con más ventas', 'Ventas por vendedor']) {
      expect(screen.getByRole('figure', { name }).querySelector('svg')).toBeTruthy();
    }
    const bySeller = screen.getByRole('figure', { name: 'Ventas por vendedor' });
    await userEvent.click(within(bySeller).getByRole('button', { name: 'Ver tabla' }));
    expect(within(bySeller).getByRole('rowheader', { name: 'Sin vendedor' })).toBeTruthy();
  });

  it('speaks English when the user does', async () => {
    api.figures('sales', salesFigures());
    renderDashboard(<SalesDashboard />, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales' })).toBeTruthy();
    expect(within(await tile('Amount sold')).getByText('$987,654.32 USD')).toBeTruthy();
    expect(within(await tile('Tons')).getByText('1,234.5 ton')).toBeTruthy();
    const byMonth = screen.getByRole('figure', { name: 'Tons and amount by month' });
    await userEvent.click(within(byMonth).getByRole('button', { name: 'Show table' }));
    expect(within(byMonth).getByRole('rowheader', { name: 'Oct 2026' })).toBeTruthy();
  });

  it('asks the last twelve months in USD first, then what the filters say, and keeps them in the address', async () => {
    const asked = api.figures('sales', salesFigures());
    renderDashboard(<SalesDashboard />, { path: '/dashboard/sales' });
    const today = businessDay();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(Object.fromEntries(asked[0]!)).toEqual({
      from: defaultRangeStart(today),
      to: today,
      currency: 'USD',
    });

    await userEvent.click(await screen.findByRole('button', { name: 'MXN' }));
    await waitFor(() => expect(asked.at(-1)?.get('currency')).toBe('MXN'));
    expect(currentPath()).toContain('currency=MXN');

    await userEvent.click(screen.getByRole('button', { name: 'Este mes' }));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(`${today.slice(0, 7)}-01`));
    expect(asked.at(-1)?.get('to')).toBe(today);
    expect(screen.getByRole('button', { name: 'Este mes' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('combobox', { name: 'Vendedor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lucía Ortega' }));
    await waitFor(() => expect(asked.at(-1)?.get('sellerId')).toBe(OTHER_SELLER_ID));
    expect(currentPath()).toContain(`sellerId=${OTHER_SELLER_ID}`);
  });

  it('reads its filters from the address, and refuses a period that ends before it starts', async () => {
    const asked = api.figures('sales', salesFigures());
    renderDashboard(<SalesDashboard />, {
      path: `/dashboard/sales?from=2026-01-01&to=2026-03-31&currency=MXN&sellerId=${SELLER_ID}`,
    });
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(Object.fromEntries(asked[0]!)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      currency: 'MXN',
      sellerId: SELLER_ID,
    });
    expect(await screen.findByText('Del 01/01/2026 al 31/03/2026')).toBeTruthy();

    const to = screen.getByRole('textbox', { name: 'Hasta' });
    await userEvent.clear(to);
    await userEvent.type(to, '01122025');
    expect(await screen.findByText('La fecha inicial debe ser igual o anterior a la final.')).toBeTruthy();
    expect(asked.every((q) => q.get('to') === '2026-03-31')).toBe(true);
  });

  it('gives a seller no seller filter, and customer service its first supervised seller', async () => {
    api.figures('sales', salesFigures());
    const { unmount } = renderDashboard(<SalesDashboard />, { viewer: SELLER });
    await tile('Órdenes');
    expect(screen.queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
    unmount();

    const asked = api.figures('sales', salesFigures());
    renderDashboard(<SalesDashboard />, { viewer: SERVICE });
    await waitFor(() => expect(asked.at(-1)?.get('sellerId')).toBe(SELLER_ID));
    expect(((await screen.findByRole('combobox', { name: 'Vendedor' })) as HTMLInputElement).value).toBe(
      'Carlos Méndez',
    );
  });

  it('shows placeholders while loading, then a failure with Reintentar, then the figures', async () => {
    api.figures('sales', salesFigures(), { never: true });
    const { unmount } = renderDashboard(<SalesDashboard />);
    expect(await screen.findByText('Cargando tablero…')).toBeTruthy();
    unmount();

    api.figures('sales', salesFigures(), { status: 400 });
    renderDashboard(<SalesDashboard />);
    expect(await screen.findByText('No se pudo cargar el tablero')).toBeTruthy();
    api.figures('sales', salesFigures());
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(within(await tile('Órdenes')).getByText('42')).toBeTruthy();
  });

  it('says when the period has no sales and how to see some', async () => {
    api.figures('sales', emptySales());
    renderDashboard(<SalesDashboard />);
    expect(await screen.findByText('Sin datos en este periodo')).toBeTruthy();
    expect(
      screen.getByText('Amplía el rango de fechas o elige otro vendedor para ver resultados.'),
    ).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('exports the figures with the filters on screen', async () => {
    api.figures('sales', salesFigures());
    const exported = api.exportFile('sales');
    const created = vi.fn((_blob: Blob) => 'blob:sales');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    renderDashboard(<SalesDashboard />, {
      path: '/dashboard/sales?from=2026-01-01&to=2026-03-31&currency=MXN',
    });
    await tile('Órdenes');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Se descargó el archivo del tablero.')).toBeTruthy();
    expect(Object.fromEntries(exported[0]!)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      currency: 'MXN',
    });
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('says so when the export fails', async () => {
    api.figures('sales', salesFigures());
    api.exportFile('sales', { status: 400 });
    renderDashboard(<SalesDashboard />);
    await tile('Órdenes');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('Error al generar el archivo')).toBeTruthy();
  });
});
