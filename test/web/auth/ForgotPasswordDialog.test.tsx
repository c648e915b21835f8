// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordDialog } from '../../../src/web/auth/ForgotPasswordDialog';
import { renderAdmin } from '../support/renderAdmin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SENT = 'Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.';

function open(onClose = vi.fn()) {
  renderAdmin(<ForgotPasswordDialog open onClose={onClose} />);
  return { onClose };
}

describe('forgot-password modal', () => {
  it('checks the e-mail pattern before calling the server', async () => {
    const user = userEvent.setup({ delay: null });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Recupera tu contraseña' });
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana.demo.local');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));
    expect(await within(dialog).findByText('Ingresa un correo electrónico válido')).toBeTruthy();
  });

  it('asks for the link with the recovery page as redirect and shows the server answer', async () => {
    const requests: { url: URL; tenant: string | null; language: string | null }[] = [];
    server.use(
      mock.get('*/api/auth/recovery/:email', ({ request }) => {
        requests.push({
          url: new URL(request.url),
          tenant: request.headers.get('x-tenant'),
          language: request.headers.get('accept-language'),
        });
        return HttpResponse.json({ message: SENT });
      }),
    );
    const user = userEvent.setup({ delay: null });
    const { onClose } = open();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), ' Ana@Demo.local ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByRole('heading', { name: 'Revisa tu correo' })).toBeTruthy();
    expect(screen.getByText(SENT)).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe('/api/auth/recovery/ana%40demo.local');
    expect(requests[0]?.url.searchParams.get('redirectUrl')).toBe(
      `${window.location.origin}/password-recovery`,
    );
    expect(requests[0]?.tenant).toBe('main');
    expect(requests[0]?.language).toBe('es');

    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server error and keeps the form', async () => {
    server.use(
      mock.get('*/api/auth/recovery/:email', () =>
        HttpResponse.json(
          {
            statusCode: 429,
            code: 'TOO_MANY_REQUESTS',
            message: 'Demasiadas solicitudes; intenta de nuevo en 60 segundos',
          },
          { status: 429 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    open();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'ana@demo.local');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Demasiadas solicitudes');
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: 'Enviar enlace' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });
});
