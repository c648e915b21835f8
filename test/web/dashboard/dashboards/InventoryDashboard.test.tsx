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

  it('has no currency switch (stock is valued in USD) and sends the period only', async () => {
    const asked = api.figures('inventory', inventoryFigures());
    renderDashboard(<InventoryDashboard />, { viewer: SELLER });
    await findTile('Disponible');
    expect(screen.queryByRole('button', { name: 'MXN' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
    await waitFor(() => expect([...asked[0]!.keys()].sort()).toEqual(['currency', 'from', 'to']));
  });
});
