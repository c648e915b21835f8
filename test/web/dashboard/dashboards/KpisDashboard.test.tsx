// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KpisDashboard } from '../../../../src/web/dashboard/dashboards/KpisDashboard';
import { dashboardApi, findTile, openChartTable, renderDashboard } from './dashboardApi';
import { kpisFigures } from './figures';

const api = dashboardApi();

describe('the executive KPIs', () => {
  it('shows each figure with its change against the previous period', async () => {
    api.figures('kpis', kpisFigures());
    renderDashboard(<KpisDashboard />);
    const sales = await findTile('Ventas');
    expect(within(sales).getByText('$900,000.00 USD')).toBeTruthy();
    expect(within(sales).getByText('▲ 12.5%')).toBeTruthy();
    expect(within(sales).getByText('vs. periodo anterior')).toBeTruthy();
    expect(within(await findTile('Toneladas vendidas')).getByText('▲ 20%')).toBeTruthy();
    const margin = await findTile('Margen');
    expect(within(margin).getByText('13.3%')).toBeTruthy();
    expect(within(margin).getByText('$120,000.00 USD sobre 900 ton')).toBeTruthy();
    const overdue = await findTile('Órdenes vencidas');
    expect(within(overdue).getByText('3')).toBeTruthy();
    expect(within(overdue).getByText('60 ton · $50,000.00 USD')).toBeTruthy();
    expect(within(await findTile('Órdenes retenidas')).getByText('2')).toBeTruthy();
    expect(within(await findTile('Órdenes abiertas')).getByText('15')).toBeTruthy();
    expect(within(await findTile('Entregas a tiempo')).getByText('90%')).toBeTruthy();

    const periods = await openChartTable('Ventas: este periodo contra el anterior');
    expect(periods.getByRole('row', { name: /Periodo anterior/ }).textContent).toContain('$800,000.00 USD');
  });

  it('says there are no costs instead of a margin, and a fall in red words too', async () => {
    api.figures(
      'kpis',
      kpisFigures({
        margin: null,
        sales: {
          orders: 30,
          tons: 800,
          amount: 600000,
          previous: { orders: 40, tons: 1000, amount: 800000 },
        },
      }),
    );
    renderDashboard(<KpisDashboard />, { locale: 'en' });
    expect(within(await findTile('Margin')).getByText('No costs recorded')).toBeTruthy();
    const sales = await findTile('Sales');
    expect(within(sales).getByText('▼ 25%')).toBeTruthy();
    expect(within(sales).getByText('Down 25%')).toBeTruthy();
    expect(screen.getByText('From', { selector: 'label' })).toBeTruthy();
  });
});
