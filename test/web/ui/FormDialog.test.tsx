// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ErrorBody } from '../../../src/domain/errors';
import { toHttpError } from '../../../src/web/providers/apiErrors';
import { FormDialog } from '../../../src/web/ui/forms/FormDialog';
import { FormTextField } from '../../../src/web/ui/forms/FormTextField';
import { useDomainResolver } from '../../../src/web/ui/forms/useDomainResolver';
import { renderAdmin } from '../support/renderAdmin';

const streetSchema = z.object({ street: z.string(), phone: z.string() });
type Values = z.infer<typeof streetSchema>;

const config = { headers: new AxiosHeaders() };

/** A refused save as the dataProvider throws it: react-admin's HttpError with the API's body. */
function refusal(status: number, body: Partial<ErrorBody>) {
  return toHttpError(
    new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, {
      status,
      statusText: '',
      headers: {},
      config,
      data: { statusCode: status, ...body },
    }),
  );
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

interface Props {
  onSave: (values: Values) => Promise<void>;
  onClose?: () => void;
  onReload?: () => Promise<Values | null>;
}

function StreetDialog({ onSave, onClose = vi.fn(), onReload }: Props) {
  const resolver = useDomainResolver(streetSchema);
  return (
    <FormDialog
      title="Editar dirección"
      saveLabel="Guardar dirección"
      resolver={resolver}
      defaultValues={{ street: 'Av. Juárez', phone: '' }}
      onSave={onSave}
      errors={{ fields: ['street', 'phone'] }}
      onClose={onClose}
      onReload={onReload}
    >
      <FormTextField name="street" label="Calle" />
      <FormTextField name="phone" label="Teléfono" />
    </FormDialog>
  );
}

const save = () => screen.getByRole('button', { name: 'Guardar dirección' });

describe('FormDialog', () => {
  it('is named by its title and sends the typed values', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async () => {});
    renderAdmin(<StreetDialog onSave={onSave} />);
    await screen.findByRole('dialog', { name: 'Editar dirección' });
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '4771234567');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ street: 'Av. Juárez', phone: '4771234567' }));
  });

  it("says 'Guardando…' and cannot be dismissed while the save runs", async () => {
    const user = userEvent.setup({ delay: null });
    const work = deferred();
    const onClose = vi.fn();
    renderAdmin(<StreetDialog onSave={() => work.promise} onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByRole('button', { name: /Guardando…/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    work.resolve();
    expect(await screen.findByRole('button', { name: 'Guardar dirección' })).toBeTruthy();
  });

  it('puts each detail of a refusal on its field and says nothing above when all found one', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = () =>
      Promise.reject(
        refusal(400, {
          message: 'Datos inválidos',
          details: [
            { path: 'body.phone', key: 'validation.phone', message: 'El teléfono debe tener 10 dígitos' },
          ],
        }),
      );
    renderAdmin(<StreetDialog onSave={onSave} />);
    await user.click(await screen.findByRole('button', { name: 'Guardar dirección' }));
    expect(await screen.findByText('El teléfono debe tener 10 dígitos')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says above the form what no field could show (the server's words)", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = () =>
      Promise.reject(
        refusal(400, {
          message: 'Datos inválidos',
          details: [
            { path: 'body.zipCodeId', key: 'validation.zipCode', message: 'Código postal desconocido' },
          ],
        }),
      );
    renderAdmin(<StreetDialog onSave={onSave} />);
    await user.click(await screen.findByRole('button', { name: 'Guardar dirección' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Datos inválidos');
  });

  it('offers to reload a record someone else changed, and says when it was reloaded', async () => {
    const user = userEvent.setup({ delay: null });
    const onReload = vi.fn(async () => ({ street: 'Av. Hidalgo', phone: '' }));
    const stale = refusal(409, { code: 'STALE_VERSION', message: 'Otro usuario lo cambió' });
    renderAdmin(<StreetDialog onSave={() => Promise.reject(stale)} onReload={onReload} />);
    await user.click(await screen.findByRole('button', { name: 'Guardar dirección' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Otro usuario lo cambió');
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(
      await screen.findByText('Se cargó la versión más reciente. Revisa los datos y vuelve a guardar.'),
    ).toBeTruthy();
    expect(onReload).toHaveBeenCalledTimes(1);
    // The form now shows the record as it is.
    expect(screen.getByRole('textbox', { name: 'Calle' })).toHaveProperty('value', 'Av. Hidalgo');
  });

  it('closes when the reloaded record is gone', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    const stale = refusal(409, { code: 'STALE_VERSION', message: 'Otro usuario lo cambió' });
    renderAdmin(
      <StreetDialog onSave={() => Promise.reject(stale)} onClose={onClose} onReload={async () => null} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Guardar dirección' }));
    await user.click(await screen.findByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes on a click beside the modal only while nothing was typed, and on Cancelar', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    renderAdmin(<StreetDialog onSave={vi.fn()} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Editar dirección' });
    const backdrop = document.querySelector('.MuiBackdrop-root') as Element;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    // The mock does not unmount the dialog: typing makes the form dirty, and the same click is ignored.
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '477');
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
