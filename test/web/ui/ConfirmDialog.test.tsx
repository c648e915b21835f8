// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmVariant } from '../../../src/web/ui/feedback/ConfirmDialog';
import { renderAdmin } from '../support/renderAdmin';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it.each<ConfirmVariant>(['danger', 'warning', 'info', 'success'])(
    'draws the %s variant',
    async (variant) => {
      renderAdmin(
        <ConfirmDialog
          open
          variant={variant}
          title="¿Cancelar la orden?"
          onConfirm={vi.fn()}
          onClose={vi.fn()}
        />,
      );
      const dialog = await screen.findByRole('dialog', { name: '¿Cancelar la orden?' });
      expect(dialog.querySelector(`[data-variant="${variant}"] svg`)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Confirmar' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    },
  );

  it("shows 'Procesando...' while the confirm runs, then closes", async () => {
    const user = userEvent.setup({ delay: null });
    const work = deferred();
    const onClose = vi.fn();
    renderAdmin(
      <ConfirmDialog
        open
        variant="danger"
        title="¿Eliminar el envío?"
        content="Esta acción no se puede deshacer."
        onConfirm={() => work.promise}
        onClose={onClose}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    const busy = await screen.findByRole('button', { name: /Procesando\.\.\./ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();

    work.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open with the error when the confirm fails', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    renderAdmin(
      <ConfirmDialog
        open
        title="¿Liberar la orden?"
        onConfirm={async () => {
          throw new Error('Error al procesar la solicitud');
        }}
        onClose={onClose}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Error al procesar la solicitud');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeTruthy();
  });

  it('closes on cancel without confirming', async () => {
    const user = userEvent.setup({ delay: null });
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderAdmin(<ConfirmDialog open title="¿Seguro?" onConfirm={onConfirm} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
