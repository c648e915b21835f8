// @vitest-environment jsdom
/** The request page's actions: edit (with the version read), reject with a reason, delete after confirming. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { helperOf } from '../orders/create/formHelpers';
import { buildDetail, CAL, callsTo, fakePriceRequestApi, SELLER } from './fakePriceRequestApi';
import { currentPath, PRICING_PERMISSIONS, renderPriceRequestShow } from './screens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TIMEOUT = 90_000;

describe('the actions of an open request', () => {
  it(
    'edits the volume with the version read',
    async () => {
      const request = buildDetail({ allowedActions: ['edit', 'delete'], version: 3 });
      const api = fakePriceRequestApi(server, { details: [request] });
      const user = userEvent.setup({ delay: null });
      renderPriceRequestShow(request.id);
      await user.click(await screen.findByRole('button', { name: 'Editar' }));
      const dialog = await screen.findByRole('dialog', {
        name: `Editar ${request.displayNumber} · ${request.customer.companyName}`,
      });
      const volume = within(dialog).getByRole('textbox', { name: /^Volumen/ });
      expect((volume as HTMLInputElement).value).toBe('25');
      await user.clear(volume);
      await user.type(volume, '30');
      await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.bodies['PUT /api/price-requests/:id']).toEqual([
        {
          sellerId: SELLER.id,
          requestedByType: 'SELLER',
          deliveryMethod: 'PICKUP',
          addressId: null,
          paymentTerm: 'CREDIT',
          deliveryWindowFrom: '2026-12-01',
          deliveryWindowTo: '2026-12-31',
          comments: null,
          productId: CAL.id,
          packagingType: 'BAG',
          volumeTons: '30',
          targetPriceUsdPerTon: null,
          version: 3,
        },
      ]);
      expect(await screen.findByText(`Solicitud ${request.displayNumber} actualizada`)).toBeTruthy();
    },
    TIMEOUT,
  );

  it(
    'rejects with a reason, which the page then shows',
    async () => {
      const request = buildDetail({
        status: 'IN_COSTING',
        allowedActions: ['edit', 'delete', 'cost', 'reject'],
        version: 2,
      });
      const api = fakePriceRequestApi(server, { details: [request] });
      const user = userEvent.setup({ delay: null });
      renderPriceRequestShow(request.id, { permissions: PRICING_PERMISSIONS, role: 'manager.seller' });
      await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
      const dialog = await screen.findByRole('dialog', {
        name: `Rechazar la solicitud ${request.displayNumber}`,
      });
      const reason = within(dialog).getByRole('textbox', { name: /^Motivo del rechazo/ });
      await user.type(reason, 'no');
      await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
      await waitFor(() => expect(helperOf(reason)).toBe('Escribe el motivo del rechazo'));
      await user.type(reason, ' hay material del proveedor este mes');
      await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(callsTo(api, 'PUT /api/price-requests/')).toEqual([
        `PUT /api/price-requests/${request.id}/reject ${JSON.stringify({ reason: 'no hay material del proveedor este mes', version: 2 })}`,
      ]);
      expect(await screen.findByText('Rechazada: no hay material del proveedor este mes')).toBeTruthy();
      // Closed: no more actions, no calculator.
      expect(screen.queryByRole('button', { name: 'Rechazar' })).toBeNull();
      expect(screen.queryByRole('form', { name: 'Calculadora de costos' })).toBeNull();
    },
    TIMEOUT,
  );

  it(
    'deletes after confirming, with the version read, and goes back to the list',
    async () => {
      const request = buildDetail({ allowedActions: ['edit', 'delete'], version: 5 });
      const api = fakePriceRequestApi(server, { details: [request] });
      const user = userEvent.setup({ delay: null });
      renderPriceRequestShow(request.id);
      await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
      const dialog = await screen.findByRole('dialog', {
        name: `¿Eliminar la solicitud ${request.displayNumber}?`,
      });
      await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      await waitFor(() => expect(currentPath()).toBe('/price-request'));
      expect(callsTo(api, 'DELETE')).toEqual([`DELETE /api/price-requests/${request.id}?version=5`]);
    },
    TIMEOUT,
  );
});
