// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { toHttpError } from '../../../src/web/providers/apiErrors';
import { ConfirmDeleteDialog } from '../../../src/web/ui/feedback/ConfirmDeleteDialog';
import { renderAdmin } from '../support/renderAdmin';

const config = { headers: new AxiosHeaders() };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** A refused delete as the dataProvider throws it: react-admin's HttpError with the API's body. */
function refusal(message?: string) {
  return toHttpError(
    new AxiosError('Request failed with status code 409', 'ERR_BAD_REQUEST', config, null, {
      status: 409,
      statusText: 'Conflict',
      headers: {},
      config,
      data: { statusCode: 409, code: 'CONFLICT', ...(message ? { message } : {}) },
    }),
  );
}

async function confirmFailing(failure: unknown) {
  const user = userEvent.setup({ delay: null });
  const onClose = vi.fn();
  renderAdmin(
    <ConfirmDeleteDialog
      open
      title="¿Eliminar esta dirección?"
      onConfirm={() => Promise.reject(failure)}
      onClose={onClose}
    />,
  );
  await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
  const alert = await screen.findByRole('alert');
  // A refusal keeps the dialog so the user can retry or cancel.
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Eliminar' })).toBeTruthy();
  return alert.textContent;
}

describe('ConfirmDeleteDialog', () => {
  it('names the dialog by its title, is described by its content and offers Eliminar / Cancelar', async () => {
    renderAdmin(
      <ConfirmDeleteDialog
        open
        title="¿Eliminar esta dirección?"
        content="Avenida de la Noria 118, León"
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¿Eliminar esta dirección?',
      description: 'Avenida de la Noria 118, León',
    });
    expect(dialog.querySelector('[data-testid="DeleteOutlineRoundedIcon"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it("shows 'Eliminando…' and cannot be dismissed while the delete runs, then closes", async () => {
    const user = userEvent.setup({ delay: null });
    const work = deferred();
    const onClose = vi.fn();
    renderAdmin(
      <ConfirmDeleteDialog open title="¿Eliminar?" onConfirm={() => work.promise} onClose={onClose} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const busy = await screen.findByRole('button', { name: /Eliminando…/ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const cancel = screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    work.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("shows the server's message when the delete is refused", async () => {
    expect(await confirmFailing(refusal('La dirección tiene pedidos abiertos'))).toBe(
      'La dirección tiene pedidos abiertos',
    );
  });

  it('falls back to its own text when the refusal has no message', async () => {
    expect(await confirmFailing(refusal())).toBe('No se pudo eliminar. Inténtalo de nuevo.');
  });

  it('tells a lost connection and a timeout apart from a refusal', async () => {
    expect(await confirmFailing(toHttpError(new AxiosError('Network Error', 'ERR_NETWORK', config)))).toBe(
      'No hay conexión con el servidor. Revisa tu conexión a internet e inténtalo de nuevo.',
    );
  });

  it('says when the server took too long', async () => {
    const timeout = toHttpError(new AxiosError('timeout of 5000ms exceeded', 'ECONNABORTED', config));
    expect(await confirmFailing(timeout)).toBe(
      'El servidor tardó demasiado en responder. Inténtalo de nuevo en unos momentos.',
    );
  });

  it('closes on cancel without deleting', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderAdmin(<ConfirmDeleteDialog open title="¿Eliminar?" onConfirm={onConfirm} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
