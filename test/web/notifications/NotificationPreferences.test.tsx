// @vitest-environment jsdom
/**
 * The notification preferences, opened from the bell's panel: one switch per kind the user can be
 * sent, grouped by area, in the user's language; saved through the dataProvider with the version
 * read; a stale save reloads and says so; a failed load offers to retry. A notification about a
 * price request opens the request.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../src/domain/notificationKinds';
import {
  CUSTOMER_NOTIFICATION_KINDS,
  type NotificationPreferences,
  notificationPreferencesSchema,
} from '../../../src/domain/notificationPreferences';
import { answer, refusal } from '../support/apiAnswers';
import { buildNotification, fakeNotificationsApi, renderBell } from './renderBell';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface PreferencesApi {
  state: NotificationPreferences;
  calls: string[];
  /** Answers the next save with this refusal. */
  refuseSave: { status: number; code: string; message: string } | null;
  failLoad: boolean;
}

function fakePreferencesApi(state: NotificationPreferences): PreferencesApi {
  const api: PreferencesApi = { state, calls: [], refuseSave: null, failLoad: false };
  server.use(
    mock.get('/api/user-notifications/preferences', () => {
      api.calls.push('GET');
      if (api.failLoad) return refusal(500, 'INTERNAL_ERROR', 'Ocurrió un error inesperado');
      return answer(notificationPreferencesSchema, api.state);
    }),
    mock.put('/api/user-notifications/preferences', async ({ request }) => {
      const body = (await request.json()) as { muted: string[]; version: number };
      api.calls.push(`PUT ${JSON.stringify(body)}`);
      if (api.refuseSave) {
        const { status, code, message } = api.refuseSave;
        api.refuseSave = null;
        return refusal(status, code, message);
      }
      api.state = { ...api.state, muted: body.muted as never, version: api.state.version + 1 };
      return answer(notificationPreferencesSchema, api.state);
    }),
  );
  return api;
}

async function openPreferences(name = 'Preferencias de notificaciones') {
  await userEvent.click(screen.getByRole('button', { name: /^Notificaciones|^Notifications/ }));
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe('notification preferences', () => {
  it('shows each kind with its switch, saves the muted ones with the version read', async () => {
    fakeNotificationsApi(server, [buildNotification()]);
    const api = fakePreferencesApi({ kinds: [...NOTIFICATION_KINDS], muted: ['orderPaid'], version: 3 });
    renderBell();
    const dialog = await openPreferences();
    const mentions = await within(dialog).findByRole('switch', { name: 'Menciones en comentarios' });
    expect(within(dialog).getAllByRole('switch')).toHaveLength(NOTIFICATION_KINDS.length);
    for (const group of ['Finanzas', 'Material y entregas', 'Órdenes', 'Solicitudes de precio'])
      expect(within(dialog).getByRole('heading', { name: group })).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'Órdenes pagadas' })).toHaveProperty('checked', false);
    expect(mentions).toHaveProperty('checked', true);
    expect(within(dialog).getByText('Apagaste 1 de 14')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toHaveProperty('disabled', true);

    await userEvent.click(mentions);
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Órdenes pagadas' }));
    expect(within(dialog).getByText('Apagaste 1 de 14')).toBeTruthy();
    await userEvent.click(save);

    await screen.findByText('Preferencias de notificaciones guardadas');
    expect(api.calls).toContain('PUT {"muted":["mentioned"],"version":3}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Preferencias de notificaciones' })).toBeNull(),
    );
  });

  it('offers a customer only a customer’s kinds, in English for an English user', async () => {
    fakeNotificationsApi(server, []);
    fakePreferencesApi({ kinds: [...CUSTOMER_NOTIFICATION_KINDS], muted: [], version: 0 });
    renderBell({ locale: 'en' });
    const dialog = await openPreferences('Notification preferences');
    await within(dialog).findByRole('switch', { name: 'Delivered orders' });
    expect(within(dialog).getAllByRole('switch')).toHaveLength(CUSTOMER_NOTIFICATION_KINDS.length);
    expect(within(dialog).queryByRole('heading', { name: 'Finance' })).toBeNull();
    expect(within(dialog).getByText('You receive all of them')).toBeTruthy();
    expect(within(dialog).getByText('Someone named you with @ in an order’s comments')).toBeTruthy();
  });

  it('a save over preferences changed elsewhere reloads them and says so, the dialog stays open', async () => {
    fakeNotificationsApi(server, []);
    const api = fakePreferencesApi({ kinds: [...NOTIFICATION_KINDS], muted: [], version: 1 });
    renderBell();
    const dialog = await openPreferences();
    await userEvent.click(await within(dialog).findByRole('switch', { name: 'Órdenes canceladas' }));
    // Another window saved meanwhile.
    api.state = { ...api.state, muted: ['orderDelivered'], version: 2 };
    api.refuseSave = { status: 409, code: 'STALE_VERSION', message: 'Otro usuario modificó este registro' };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await screen.findByText(
      'Tus preferencias cambiaron en otra ventana; las recargamos. Revisa y guarda de nuevo.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('switch', { name: 'Órdenes entregadas' })).toHaveProperty(
        'checked',
        false,
      ),
    );
    expect(within(dialog).getByRole('switch', { name: 'Órdenes canceladas' })).toHaveProperty(
      'checked',
      true,
    );
    expect(api.calls.filter((c) => c === 'GET')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Preferencias de notificaciones' })).toBeTruthy();
  });

  it('a failed load says so and retries', async () => {
    fakeNotificationsApi(server, []);
    const api = fakePreferencesApi({ kinds: [...NOTIFICATION_KINDS], muted: [], version: 0 });
    api.failLoad = true;
    renderBell();
    const dialog = await openPreferences();
    await within(dialog).findByText('No se pudieron cargar tus preferencias.');
    api.failLoad = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await within(dialog).findByRole('switch', { name: 'Solicitudes de liberación' });
  });
});

describe('a notification about a price request', () => {
  it('opens the request', async () => {
    const id = '0c9b2f4e-58a1-4c3e-9d0f-2b7a6e1d4c55';
    fakeNotificationsApi(server, [
      buildNotification({ title: 'Solicitud de precio aprobada', metadata: { priceRequest: { id } } }),
    ]);
    const { location } = renderBell();
    await userEvent.click(screen.getByRole('button', { name: /^Notificaciones/ }));
    await userEvent.click(await screen.findByText('Solicitud de precio aprobada'));
    await waitFor(() => expect(location()).toBe(`/price-request/${id}`));
  });
});
