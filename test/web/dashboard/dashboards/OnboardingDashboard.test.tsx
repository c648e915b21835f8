// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnboardingDashboard } from '../../../../src/web/dashboard/dashboards/OnboardingDashboard';
import { dashboardApi, findTile, openChartTable, renderDashboard } from './dashboardApi';
import { onboardingFigures } from './figures';

const api = dashboardApi();

describe('the onboarding dashboard', () => {
  it('shows the new customers, their first and repeat orders by month, and the newest ones', async () => {
    api.figures('onboarding', onboardingFigures());
    renderDashboard(<OnboardingDashboard />);
    expect(within(await findTile('Clientes nuevos')).getByText('8')).toBeTruthy();
    expect(within(await findTile('Con primera orden')).getByText('5')).toBeTruthy();
    expect(within(await findTile('Recurrentes')).getByText('2')).toBeTruthy();
    expect(within(await findTile('Tasa de recompra')).getByText('40%')).toBeTruthy();
    expect(within(await findTile('Días promedio a la primera orden')).getByText('6.5 días')).toBeTruthy();

    const months = await openChartTable('Clientes nuevos por mes');
    expect(months.getByRole('row', { name: /oct 2026/ }).textContent).toBe('oct 2026321');

    const recent = screen.getByRole('table', { name: 'Clientes nuevos más recientes' });
    const link = within(recent).getByRole('link', { name: 'Minera del Bajío' });
    expect(link.getAttribute('href')).toBe('/customers/b0000000-0000-4000-8000-000000000020');
    expect(within(recent).getByText('12/11/2026')).toBeTruthy();
  });
});
