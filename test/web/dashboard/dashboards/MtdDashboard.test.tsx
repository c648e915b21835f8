// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cumulativeSeries, MtdDashboard } from '../../../../src/web/dashboard/dashboards/MtdDashboard';
import { dashboardApi, findTile, openChartTable, renderDashboard } from './dashboardApi';
import { mtdFigures } from './figures';

const api = dashboardApi();
const userEvent = userEventLib.setup({ delay: null });

describe('the month-to-date projection', () => {
  it('draws the cumulative to the last day counted, then a straight way to the projection', () => {
    const tons = cumulativeSeries(mtdFigures(), 'tons');
    expect(tons.days).toHaveLength(30);
    expect(tons.actual.slice(0, 4)).toEqual([0, 60, 100, null]);
    expect(tons.projection[2]).toBe(100);
    expect(tons.projection[29]).toBe(950);
    expect(tons.projection.filter((v) => v !== null)).toHaveLength(2);
    expect(cumulativeSeries(mtdFigures(), 'amount').projection[29]).toBe(760000);
  });

  it('shows the month so far against last month, the projection and the working days', async () => {
    api.figures('mtd', mtdFigures());
    renderDashboard(<MtdDashboard />);
    expect(await screen.findByText('Mes: noviembre de 2026 · al 03/11/2026')).toBeTruthy();
    expect(screen.getByText('Días hábiles: 2 de 19')).toBeTruthy();
    const tons = await findTile('Toneladas del mes');
    expect(within(tons).getByText('100 ton')).toBeTruthy();
    expect(within(tons).getByText('▲ 25%')).toBeTruthy();
    expect(within(tons).getByText('Sube 25%')).toBeTruthy();
    expect(within(tons).getByText('vs. mes anterior a la misma fecha')).toBeTruthy();
    expect(within(await findTile('Monto del mes')).getByText('$80,000.00 USD')).toBeTruthy();
    expect(within(await findTile('Proyección al cierre (ton)')).getByText('950 ton')).toBeTruthy();
    expect(within(await findTile('Proyección al cierre (monto)')).getByText('$760,000.00 USD')).toBeTruthy();
    expect(within(await findTile('Mes anterior completo')).getByText('900 ton')).toBeTruthy();

    const daily = await openChartTable('Acumulado diario y proyección al cierre');
    expect(daily.getByRole('row', { name: /02\/11\/2026/ }).textContent).toContain('$48,000.00 USD');
    await userEvent.click(screen.getByRole('button', { name: 'Monto' }));
    expect(screen.getByRole('button', { name: 'Monto' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks its amounts in the currency chosen', async () => {
    const asked = api.figures('mtd', (query) => ({
      ...mtdFigures(),
      currency: query.get('currency') as 'USD',
    }));
    renderDashboard(<MtdDashboard />);
    await findTile('Monto del mes');
    await userEvent.click(screen.getByRole('button', { name: 'MXN' }));
    await waitFor(() => expect(asked.at(-1)?.get('currency')).toBe('MXN'));
    expect(within(await findTile('Monto del mes')).getByText('$80,000.00 MXN')).toBeTruthy();
  });
});
