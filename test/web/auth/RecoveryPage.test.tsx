// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RecoveryPage } from '../../../src/web/auth/RecoveryPage';
import { currentPath, renderAdmin } from '../support/renderAdmin';
import { useRealClock, useTestClock } from '../support/testClock';
import { fakeJwt } from '../tokens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useRealClock();
});
afterAll(() => server.close());

function answer(status: number, body: Record<string, unknown>) {
  const bodies: unknown[] = [];
  server.use(
    mock.put('*/api/auth/recovery', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ statusCode: status, ...body }, { status });
    }),
  );
  return bodies;
}

function openPage(search: string) {
  renderAdmin(<RecoveryPage />, { path: `/password-recovery${search}`, route: '/password-recovery' });
}

const newPassword = () => screen.getByLabelText('Nueva contraseña', { selector: 'input' });
const confirmation = () => screen.getByLabelText('Confirma la contraseña', { selector: 'input' });

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, password = 'Granel2026') {
  await user.type(await screen.findByLabelText('Nueva contraseña', { selector: 'input' }), password);
  await user.type(confirmation(), password);
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('recovery page states', () => {
  it('treats a missing token as an invalid link', async () => {
    openPage('');
    expect(await screen.findByRole('heading', { name: 'Enlace no válido' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Solicitar un nuevo enlace' })).toBeTruthy();
  });

  it('treats a blank token as invalid too', async () => {
    openPage('?recoveryToken=%20%20');
    expect(await screen.findByRole('heading', { name: 'Enlace no válido' })).toBeTruthy();
  });

  it('checks a token that carries its own expiry before showing the form', async () => {
    openPage(`?recoveryToken=${fakeJwt({ exp: Math.floor(Date.now() / 1000) - 60 })}`);
    expect(await screen.findByRole('heading', { name: 'El enlace expiró' })).toBeTruthy();
  });

  it('ticks each password rule as the user types', async () => {
    const user = userEvent.setup({ delay: null });
    openPage('?recoveryToken=abc123');
    const rules = () =>
      Object.fromEntries(
        screen
          .getAllByRole('listitem')
          .map((li) => [li.textContent?.replace(/\s*\(.*\)$/, ''), li.getAttribute('data-met')]),
      );
    await screen.findByRole('heading', { name: 'Crea una contraseña nueva' });
    expect(rules()).toEqual({
      'Mínimo 8 caracteres': 'false',
      'Al menos una letra mayúscula': 'false',
      'Al menos un número': 'false',
    });
    await user.type(newPassword(), 'granel');
    expect(rules()['Mínimo 8 caracteres']).toBe('false');
    await user.type(newPassword(), 'G1');
    expect(rules()).toEqual({
      'Mínimo 8 caracteres': 'true',
      'Al menos una letra mayúscula': 'true',
      'Al menos un número': 'true',
    });
    expect(within(screen.getAllByRole('listitem')[0]!).getByText(/Cumplido/)).toBeTruthy();
  });

  it('refuses a mismatched confirmation with its own message', async () => {
    const user = userEvent.setup({ delay: null });
    openPage('?recoveryToken=abc123');
    await user.type(await screen.findByLabelText('Nueva contraseña', { selector: 'input' }), 'Granel2026');
    await user.type(confirmation(), 'Granel2025');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
  });

  it('shows the expired state with a request-new-link button that opens the forgot-password dialog', async () => {
    answer(400, { code: 'RECOVERY_TOKEN_EXPIRED', message: 'El enlace de recuperación ha expirado' });
    const user = userEvent.setup({ delay: null });
    openPage('?recoveryToken=abc123');
    await fillAndSend(user);
    expect(await screen.findByRole('heading', { name: 'El enlace expiró' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Solicitar un nuevo enlace' }));
    expect(await screen.findByRole('dialog', { name: 'Recupera tu contraseña' })).toBeTruthy();
  });

  it('reads an expired link from the message alone too', async () => {
    answer(400, { code: 'BAD_REQUEST', message: 'El token ha expirado' });
    const user = userEvent.setup({ delay: null });
    openPage('?recoveryToken=abc123');
    await fillAndSend(user);
    expect(await screen.findByRole('heading', { name: 'El enlace expiró' })).toBeTruthy();
  });

  it('shows the invalid state for a used or unknown token', async () => {
    answer(400, {
      code: 'RECOVERY_TOKEN_INVALID',
      message: 'El token de recuperación no es válido o ya fue usado',
    });
    const user = userEvent.setup({ delay: null });
    openPage('?recoveryToken=abc123');
    await fillAndSend(user);
    expect(await screen.findByRole('heading', { name: 'Enlace no válido' })).toBeTruthy();
  });

  it('puts a server complaint about the password on the password field', async () => {
    answer(400, {
      code: 'VALIDATION_ERROR',
      message: 'Revisa los datos enviados',
      details: [{ path: 'body.password', key: 'validation.tooLong', message: 'Máximo 128 caracteres' }],
    });
    const user = userEvent.setup({ delay: null });
    openPage('?recoveryToken=abc123');
    await fillAndSend(user);
    expect(await screen.findByText('Máximo 128 caracteres')).toBeTruthy();
    expect(newPassword().getAttribute('aria-invalid')).toBe('true');
  });

  it('explains a 401 and toasts anything else', async () => {
    answer(401, { code: 'UNAUTHORIZED', message: 'Necesitas iniciar sesión' });
    const user = userEvent.setup({ delay: null });
    openPage('?recoveryToken=abc123');
    await fillAndSend(user);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No tienes autorización para cambiar esta contraseña',
    );

    answer(500, { code: 'INTERNAL_ERROR', message: 'Ocurrió un error inesperado; intenta de nuevo' });
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText('Ocurrió un error inesperado; intenta de nuevo')).toBeTruthy();
  });

  it('sends the token with the new password, shows success and goes to /login after 2 s', async () => {
    useTestClock();
    const bodies = answer(200, { message: 'Tu contraseña se actualizó correctamente' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    openPage('?recoveryToken=abc123');
    await fillAndSend(user);

    expect(await screen.findByRole('heading', { name: 'Contraseña actualizada' })).toBeTruthy();
    expect(screen.getByText('Tu contraseña se actualizó correctamente')).toBeTruthy();
    expect(bodies).toEqual([
      { password: 'Granel2026', confirmPassword: 'Granel2026', recoveryToken: 'abc123' },
    ]);
    expect(currentPath()).toBe('/password-recovery?recoveryToken=abc123');

    await act(async () => {
      vi.advanceTimersByTime(1_900);
    });
    expect(currentPath()).toBe('/password-recovery?recoveryToken=abc123');
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });
});
