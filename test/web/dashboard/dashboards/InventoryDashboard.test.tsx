// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InventoryDashboard } from '../../../../src/web/dashboard/dashboards/InventoryDashboard';
import { dashboardApi, findTile, openChartTable, renderDashboard, SELLER } from './dashboardApi';
import { inventoryFigures } from './figures';

const api = dashboardApi();

describe('the inventory dashboard', () => {
  it('shows the stock, its value and its coverage, by warehouse, product and age', async () => {
    api.figures('inventory', inventoryFigures());
    renderDashboard(<InventoryDashboard />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestión de inventario' })).toBeTruthy();
    expect(await screen.findByText('Existencias al 20/11/2026')).toBeTruthy();
    const available = await findTile('Disponible');
    expect(within(available).getByText('2,500.75 ton')).toBeTruthy();
    expect(within(available).getByText('12 lotes con existencia')).toBeTruthy();
    expect(within(await findTile('Asignado')).getByText('400 ton')).toBeTruthy();
    expect(within(await findTile('Valor del inventario')).getByText('$1,500,000.00 USD')).toBeTruthy();
    expect(within(await findTile('Demanda abierta')).getByText('1,000 ton')).toBeTruthy();
    expect(within(await findTile('Cobertura')).getByText('250%')).toBeTruthy();

    const warehouses = await openChartTable('Existencias por almacén');
    expect(warehouses.getByRole('rowheader', { name: 'Almacén Querétaro' })).toBeTruthy();
    const products = await openChartTable('Disponible contra demanda por producto');
    expect(products.getByText('250%')).toBeTruthy();
    const ageing = await openChartTable('Antigüedad de las existencias');
    expect(ageing.getByRole('rowheader', { name: '91-180 días' })).toBeTruthy();
    expect(ageing.getByText('300.75 ton')).toBeTruthy();
  });

  it('asks no period (the stock is today’s, the demand every order waiting for material) and has no currency switch', async () => {
    const asked = api.figures('inventory', inventoryFigures());
    renderDashboard(<InventoryDashboard />);
    await findTile('Disponible');
    const filters = screen.getByRole('region', { name: 'Filtros del tablero' });
    expect(within(filters).getByRole('combobox', { name: 'Vendedor' })).toBeTruthy();
    expect(within(filters).queryByRole('textbox', { name: 'Desde' })).toBeNull();
    expect(within(filters).queryByRole('button', { name: 'Últimos 12 meses' })).toBeNull();
    expect(screen.queryByText(/^Del .* al /)).toBeNull();
    expect(screen.queryByRole('button', { name: 'MXN' })).toBeNull();
    await waitFor(() => expect([...asked[0]!.keys()]).toEqual(['currency']));
  });

  it('shows a seller no filters at all: there is nothing to choose', async () => {
    const asked = api.figures('inventory', inventoryFigures());
    renderDashboard(<InventoryDashboard />, { viewer: SELLER });
    await findTile('Disponible');
    expect(screen.queryByRole('region', { name: 'Filtros del tablero' })).toBeNull();
    await waitFor(() => expect([...asked[0]!.keys()]).toEqual(['currency']));
  });
});
