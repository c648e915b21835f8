// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PricingParametersPage } from '../../../src/web/pricing/PricingParametersPage';
import { helperOf, renderScreen } from '../products/renderScreen';
import { fakePricingApi, firstVersion, nextVersion } from './fakePricingApi';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const WRITE = ['PRICING_CONFIGURATION_READ', 'PRICING_CONFIGURATION_WRITE'];
const renderPricing = (permissions = WRITE) =>
  renderScreen(<PricingParametersPage />, { path: '/config/price-parameter', permissions });
const input = (name: RegExp) => screen.getByRole('textbox', { name });
const patches = (api: ReturnType<typeof fakePricingApi>) => api.calls.filter((c) => c.method === 'PATCH');

async function loaded() {
  await waitFor(() => expect(input(/^IVA/)).toBeTruthy());
}

async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('the pricing parameters', () => {
  it('shows VAT as a percentage and sends it as a rate, with only the values that changed', async () => {
    const api = fakePricingApi(server);
    const user = userEvent.setup({ delay: null });
    renderPricing();
    await loaded();
    expect(input(/^IVA/)).toHaveProperty('value', '16');
    expect(input(/^Tipo de cambio/)).toHaveProperty('value', '18.50');
    expect(input(/^Saco/)).toHaveProperty('value', '8.00');

    await replace(user, input(/^IVA/), '15');
    await replace(user, input(/^Almacenaje/), '1,234.50');
    // Same number, other text: no change.
    await replace(user, input(/^Tolva/), '3.5');
    await user.type(input(/^Comentario/), 'Ajuste de junio');
    const status = screen.getByText('2 cambios a guardar:').closest('[role="status"]') as HTMLElement;
    expect(within(status).getByText('IVA: 16 % → 15 %')).toBeTruthy();
    expect(within(status).getByText('Almacenaje: 3.00 USD/t → 1,234.50 USD/t')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Guardar versión' }));
    expect(await screen.findByText('Versión 2 guardada')).toBeTruthy();
    expect(patches(api)[0]?.body).toEqual({
      version: 1,
      values: { vatRate: '0.15', storageCostPerTon: '1234.50' },
      comment: 'Ajuste de junio',
    });
    // The form now edits version 2, and the history lists it first.
    expect(await screen.findByText(/^Versión 2 vigente desde/)).toBeTruthy();
    expect(input(/^IVA/)).toHaveProperty('value', '15');
    await waitFor(() => expect(screen.getAllByTestId('pricing-version')).toHaveLength(2));
    const newest = screen.getAllByTestId('pricing-version')[0]!;
    expect(within(newest).getByText('Versión 2')).toBeTruthy();
    expect(within(newest).getByText('IVA: 16 % → 15 %')).toBeTruthy();
    expect(within(newest).getByText('Ajuste de junio')).toBeTruthy();
  });

  it('lists the versions newest first with when, who, why and what changed; an old one opens read-only', async () => {
    const v1 = firstVersion();
    const v2 = nextVersion(v1, { vatRate: '0.15' }, { comment: 'Reforma fiscal' });
    const v3 = nextVersion(
      v2,
      { exchangeRateUsdMxn: '19.25', handlingPerTon: { ...v2.values.handlingPerTon, BAG: '9.00' } },
      { version: 3, createdAt: '2026-07-02T15:10:00.000Z', createdBy: null },
    );
    fakePricingApi(server, [v1, v2, v3]);
    const user = userEvent.setup({ delay: null });
    renderPricing();
    await loaded();
    const entries = await screen.findAllByTestId('pricing-version');
    expect(entries.map((e) => within(e).getByRole('heading').textContent)).toEqual([
      'Versión 3',
      'Versión 2',
      'Versión 1',
    ]);
    expect(within(entries[0]!).getByText('Vigente')).toBeTruthy();
    expect(within(entries[0]!).getByText('Tipo de cambio: 18.50 MXN → 19.25 MXN')).toBeTruthy();
    expect(within(entries[0]!).getByText('Maniobras · Saco: 8.00 USD/t → 9.00 USD/t')).toBeTruthy();
    expect(entries[0]!.textContent).toContain('02/07/2026 09:10 · Sistema');
    expect(within(entries[1]!).getByText('IVA: 16 % → 15 %')).toBeTruthy();
    expect(entries[1]!.textContent).toContain('15/06/2026 12:30 · Ana Robles Treviño');
    expect(within(entries[1]!).getByText('Reforma fiscal')).toBeTruthy();
    expect(within(entries[2]!).getByText('Valores iniciales (14 parámetros)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ver la versión 2' }));
    const dialog = await screen.findByRole('dialog', { name: /Versión 2/ });
    expect(within(dialog).getByText('Solo lectura')).toBeTruthy();
    expect(await within(dialog).findByText('15 %')).toBeTruthy();
    expect(within(dialog).getByText('Antes: 16 %')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('puts a value out of range on its field and does not save', async () => {
    const api = fakePricingApi(server);
    const user = userEvent.setup({ delay: null });
    renderPricing();
    await loaded();
    await replace(user, input(/^Tipo de cambio/), '0.185');
    await replace(user, input(/^IVA/), '160');
    await user.click(screen.getByRole('button', { name: 'Guardar versión' }));
    await waitFor(() => expect(helperOf(input(/^Tipo de cambio/))).toBe('El valor debe ser como mínimo 1'));
    expect(helperOf(input(/^IVA/))).toBe('El valor debe ser como máximo 100');
    expect(patches(api)).toEqual([]);
  });

  it('says when someone else saved a version first and loads it keeping the edits', async () => {
    const api = fakePricingApi(server);
    const user = userEvent.setup({ delay: null });
    renderPricing();
    await loaded();
    await replace(user, input(/^Comisión/), '6');
    api.versions.push(nextVersion(api.versions[0]!, { vatRate: '0.08' }));
    await user.click(screen.getByRole('button', { name: 'Guardar versión' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Otro usuario modificó este registro');
    await user.click(within(alert).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(input(/^IVA/)).toHaveProperty('value', '8'));
    expect(input(/^Comisión/)).toHaveProperty('value', '6');
    await user.click(screen.getByRole('button', { name: 'Guardar versión' }));
    expect(await screen.findByText('Versión 3 guardada')).toBeTruthy();
    expect(patches(api)[1]?.body).toEqual({ version: 2, values: { defaultCommissionPerTon: '6' } });
  });

  it('only shows the values without write permission', async () => {
    fakePricingApi(server);
    renderPricing(['PRICING_CONFIGURATION_READ']);
    await loaded();
    await waitFor(() => expect(input(/^IVA/)).toHaveProperty('readOnly', true));
    expect(screen.queryByRole('button', { name: 'Guardar versión' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Comentario/ })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Ver la versión 1' })).toBeTruthy();
  });
});
