// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  costPerTonLines,
  PurchaseOrdersDashboard,
} from '../../../../src/web/dashboard/dashboards/PurchaseOrdersDashboard';
import { dashboardApi, findTile, openChartTable, renderDashboard } from './dashboardApi';
import { purchaseOrdersFigures, SELLER_ID } from './figures';

const api = dashboardApi();

describe('the purchase-order dashboard', () => {
  it('lines up each large supplier’s cost per ton month by month', () => {
    expect(costPerTonLines(purchaseOrdersFigures())).toEqual([
      { supplier: 'Minerales del Golfo', data: [400, 420] },
      { supplier: '', data: [null, 380] },
    ]);
  });

  it('shows the lots received, their cost, by month and by supplier, without a seller filter', async () => {
    const asked = api.figures('purchaseOrders', purchaseOrdersFigures());
    // A seller carried over in the address from another dashboard is not sent either.
    renderDashboard(<PurchaseOrdersDashboard />, {
      path: `/dashboard/purchase-orders?sellerId=${SELLER_ID}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Órdenes de compra' })).toBeTruthy();
    expect(within(await findTile('Lotes recibidos')).getByText('6')).toBeTruthy();
    expect(within(await findTile('Toneladas recibidas')).getByText('3,000 ton')).toBeTruthy();
    expect(within(await findTile('Costo total')).getByText('$1,200,000.00 USD')).toBeTruthy();
    expect(within(await findTile('Costo promedio por tonelada')).getByText('$400.00 USD')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'MXN' })).toBeNull();
    await waitFor(() => expect(asked[0]!.has('sellerId')).toBe(false));

    const suppliers = await openChartTable('Costo por proveedor');
    expect(suppliers.getByRole('rowheader', { name: 'Sin proveedor' })).toBeTruthy();
    const perTon = await openChartTable('Costo por tonelada de los 5 proveedores principales');
    expect(perTon.getByRole('row', { name: /Minerales del Golfo/ }).textContent).toContain('$420.00 USD');
    await openChartTable('Toneladas y costo por mes');
  });
});
