// @vitest-environment jsdom
/**
 * The header's connection dot: each of the five states named in Spanish and English (its tooltip and
 * accessible name), the last problem in the seeds' words while the connection is not up, and the
 * note that the page still refreshes meanwhile.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { es } from '../../../i18n/es';
import type { ConnectionState, SocketError } from '../../../src/domain/realtime';
import { ConnectionIndicator } from '../../../src/web/realtime/ConnectionIndicator';
import { liveHub } from '../../../src/web/realtime/liveHub';
import { renderAdmin } from '../support/renderAdmin';

afterEach(() => liveHub.setStatus({ state: 'disconnected', error: null }));

const dot = () => screen.getByTestId('connection-indicator');

function show(state: ConnectionState, error: SocketError | null = null) {
  act(() => liveHub.setStatus({ state, error }));
}

describe('the connection indicator', () => {
  it('names every state in Spanish', () => {
    renderAdmin(<ConnectionIndicator />);
    const names: Record<ConnectionState, string> = {
      connected: 'Conectado en tiempo real',
      connecting: 'Conectando en tiempo real… — Mientras tanto, la información se actualiza periódicamente.',
      reconnecting:
        'Reconectando en tiempo real… — Mientras tanto, la información se actualiza periódicamente.',
      disconnected:
        'Sin conexión en tiempo real — Mientras tanto, la información se actualiza periódicamente.',
      error: 'Error de conexión en tiempo real — Mientras tanto, la información se actualiza periódicamente.',
    };
    for (const [state, name] of Object.entries(names) as [ConnectionState, string][]) {
      show(state);
      expect(dot().getAttribute('data-state')).toBe(state);
      expect(screen.getByRole('img', { name })).toBe(dot());
    }
  });

  it('says the last problem in English, in the seeds’ words, and shows it in the tooltip', async () => {
    renderAdmin(<ConnectionIndicator />, { locale: 'en' });
    show('error', 'reconnectionTimeout');
    expect(dot().getAttribute('aria-label')).toBe(
      'Live updates unavailable — Reconnection timeout — Meanwhile the information refreshes periodically.',
    );
    await userEvent.hover(dot());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('Reconnection timeout');

    show('connected', null);
    expect(dot().getAttribute('aria-label')).toBe('Live updates on');
  });

  it('has the socket errors in both catalogues, the English ones as the seeds word them', () => {
    expect(en.app.realtime.errors).toEqual({
      identityRequired: 'userId and tenantId are required',
      connectionTimeout: 'Connection timeout',
      reconnectionTimeout: 'Reconnection timeout',
      emitTimeout: 'Emit timeout for event',
      notConnected: 'Socket not connected',
    });
    expect(Object.keys(es.app.realtime.errors).sort()).toEqual(Object.keys(en.app.realtime.errors).sort());
    for (const text of Object.values(es.app.realtime.errors)) expect(text.length).toBeGreaterThan(0);
  });
});
