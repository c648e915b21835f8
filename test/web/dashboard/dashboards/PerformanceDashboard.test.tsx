// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PerformanceDashboard } from '../../../../src/web/dashboard/dashboards/PerformanceDashboard';
import { dashboardApi, findTile, openChartTable, renderDashboard } from './dashboardApi';
import { performanceFigures } from './figures';

const api = dashboardApi();

describe('the performance dashboard', () => {
  it('shows on-time deliveries, release times and the days to each step', async () => {
    api.figures('performance', performanceFigures());
    renderDashboard(<PerformanceDashboard />);
    const onTime = await findTile('Entregas a tiempo');
    expect(within(onTime).getByText('85%')).toBeTruthy();
    expect(within(onTime).getByText('17 de 20 entregas')).toBeTruthy();
    expect(within(await findTile('Liberaciones de finanzas')).getByText('40')).toBeTruthy();
    expect(within(await findTile('Tiempo promedio de liberación')).getByText('12.5 h')).toBeTruthy();
    expect(within(await findTile('Mediana de liberación')).getByText('6 h')).toBeTruthy();

    const steps = await openChartTable('Días desde la creación hasta cada paso');
    const released = steps.getByRole('row', { name: /Liberada por finanzas/ });
    expect(within(released).getByText('1.5 días')).toBeTruthy();
    expect(steps.getByRole('rowheader', { name: 'Orden Entregada' })).toBeTruthy();
    const months = await openChartTable('Entregas a tiempo por mes');
    expect(months.getByRole('row', { name: /nov 2026/ }).textContent).toContain('90%');
  });

  it('names the steps in English for an English user', async () => {
    api.figures('performance', performanceFigures());
    renderDashboard(<PerformanceDashboard />, { locale: 'en' });
    expect(within(await findTile('On-time deliveries')).getByText('17 of 20 deliveries')).toBeTruthy();
    const steps = await openChartTable('Days from creation to each step', 'Show table');
    expect(steps.getByRole('rowheader', { name: 'Released by finance' })).toBeTruthy();
    expect(steps.getAllByText('8.5 days')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'MXN' })).toBeNull();
  });
});
