// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type OrderDocumentView, orderDocumentViewSchema } from '../../../../src/domain/orders/views';
import { OrderFiles } from '../../../../src/web/orders/detail/files/OrderFiles';
import { answer, refusal } from '../apiAnswers';
import { buildOrder, renderSection } from './renderSection';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const order = buildOrder();
const base = `/api/orders/${order.id}/documents`;

function doc(overrides: Partial<OrderDocumentView>): OrderDocumentView {
  return {
    id: crypto.randomUUID(),
    name: 'Archivo',
    type: 'custom',
    fileKind: 'document',
    url: null,
    contentType: 'application/pdf',
    sizeBytes: 100,
    updating: false,
    userId: null,
    userName: null,
    editable: true,
    createdAt: '2026-11-20T16:30:00.000Z',
    ...overrides,
  };
}

function fakeDocuments(initial: OrderDocumentView[]) {
  let docs = [...initial];
  const calls: { method: string; body?: unknown }[] = [];
  server.use(
    mock.get(`*${base}`, () => answer(z.array(orderDocumentViewSchema), docs)),
    mock.post(`*${base}`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      calls.push({
        method: 'POST',
        body: {
          type: form.get('type'),
          name: form.get('name'),
          fileKind: form.get('fileKind'),
          fileSize: file.size,
        },
      });
      const created = doc({
        name: String(form.get('name')),
        type: form.get('type') as 'custom',
        userName: 'Ana Robles',
      });
      docs = [...docs, created];
      return answer(orderDocumentViewSchema, created, { status: 201 });
    }),
    mock.patch(`*${base}/:documentId`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<OrderDocumentView>;
      calls.push({ method: 'PATCH', body });
      docs = docs.map((d) => (d.id === params.documentId ? { ...d, ...body } : d));
      return answer(
        orderDocumentViewSchema,
        docs.find((d) => d.id === params.documentId),
      );
    }),
    mock.delete(`*${base}/:documentId`, ({ params }) => {
      calls.push({ method: 'DELETE', body: params.documentId });
      docs = docs.filter((d) => d.id !== params.documentId);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { calls };
}

const proforma = doc({
  name: 'Proforma',
  type: 'sales_order',
  editable: false,
  url: `${base}/p1/file`,
});

describe('the files section', () => {
  it('lists the proforma without edit/delete and uploaded files with who and when', async () => {
    fakeDocuments([
      proforma,
      doc({
        name: 'OC cliente',
        type: 'client_purchase_order',
        userName: 'Ana Robles',
        url: `${base}/x/file`,
      }),
    ]);
    renderSection(<OrderFiles order={order} onChanged={() => {}} />);
    const rows = await screen.findAllByTestId('order-file');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Proforma', { selector: 'span.MuiTypography-root' })).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /Editar/ })).toBeNull();
    expect(within(rows[0]!).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(within(rows[1]!).getByText('Orden de compra del cliente')).toBeTruthy();
    expect(within(rows[1]!).getByText('Subido por Ana Robles el 20/11/2026 10:30')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Editar OC cliente' })).toBeTruthy();
  });

  it('shows Actualizando… on a proforma being regenerated, with no download', async () => {
    fakeDocuments([{ ...proforma, updating: true }]);
    renderSection(<OrderFiles order={order} onChanged={() => {}} />);
    expect(await screen.findByText('Actualizando…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Descargar Proforma' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the empty text', async () => {
    fakeDocuments([]);
    renderSection(<OrderFiles order={order} onChanged={() => {}} />);
    expect(await screen.findByText('No hay archivos registrados')).toBeTruthy();
  });

  it('without read permission shows a notice; read-only users get no add, edit or delete', async () => {
    fakeDocuments([doc({ name: 'Contrato' })]);
    const first = renderSection(<OrderFiles order={order} onChanged={() => {}} />, {
      permissions: ['ORDER_LISTING_READ'],
    });
    expect(await screen.findByText('No tienes permisos para ver los archivos de esta orden.')).toBeTruthy();
    first.unmount();
    renderSection(<OrderFiles order={order} onChanged={() => {}} />, {
      permissions: ['ORDER_LISTING_READ', 'ORDER_DETAIL_FILES_READ'],
    });
    await screen.findAllByTestId('order-file');
    expect(screen.queryByRole('button', { name: 'Agregar archivo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar/ })).toBeNull();
  });

  it('refuses a file too large or of a type not allowed before sending', async () => {
    const api = fakeDocuments([]);
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderSection(<OrderFiles order={order} onChanged={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Agregar archivo' }));
    const input = screen.getByTestId('order-file-input') as HTMLInputElement;
    await user.upload(
      input,
      new File([new Uint8Array(11 * 1024 * 1024)], 'grande.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('El archivo excede el límite máximo de 10MB')).toBeTruthy();
    await user.upload(input, new File(['MZ'], 'virus.exe', { type: 'application/octet-stream' }));
    expect(
      await screen.findByText(/^Tipo de archivo no permitido\. Tipos permitidos: pdf, jpg/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Selecciona un archivo')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('uploads a file with its type, name and kind, then reloads the order', async () => {
    const api = fakeDocuments([]);
    const onChanged = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderSection(<OrderFiles order={order} onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Agregar archivo' }));
    await user.upload(
      screen.getByTestId('order-file-input'),
      new File(['%PDF-1.4'], 'pago-banco.pdf', { type: 'application/pdf' }),
    );
    expect((screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('pago-banco');
    await user.click(screen.getByRole('combobox', { name: 'Tipo de documento' }));
    await user.click(await screen.findByRole('option', { name: 'Comprobante de pago' }));
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.calls[0]).toEqual({
      method: 'POST',
      body: {
        type: 'payment_confirmation',
        name: 'pago-banco',
        fileKind: 'document',
        fileSize: expect.any(Number),
      },
    });
    expect(await screen.findByText('Archivo agregado')).toBeTruthy();
    expect(await screen.findByText('pago-banco')).toBeTruthy();
  });

  it('shows the server’s message when the upload is refused', async () => {
    fakeDocuments([]);
    server.use(
      mock.post(`*${base}`, () =>
        refusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'El contenido del archivo no corresponde a un archivo .pdf'),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderSection(<OrderFiles order={order} onChanged={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Agregar archivo' }));
    await user.upload(
      screen.getByTestId('order-file-input'),
      new File(['hola'], 'falso.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('El contenido del archivo no corresponde a un archivo .pdf')).toBeTruthy();
  });

  it('renames a file and deletes one after confirming', async () => {
    const target = doc({ name: 'Contrato' });
    const api = fakeDocuments([target]);
    const user = userEvent.setup({ delay: null });
    renderSection(<OrderFiles order={order} onChanged={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Editar Contrato' }));
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.type(name, 'Contrato firmado');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Contrato firmado')).toBeTruthy();
    expect(api.calls[0]).toEqual({ method: 'PATCH', body: { name: 'Contrato firmado' } });

    await user.click(screen.getByRole('button', { name: 'Eliminar Contrato firmado' }));
    expect(
      screen.getByText('¿Eliminar «Contrato firmado» de esta orden? Esta acción no se puede deshacer.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('No hay archivos registrados')).toBeTruthy();
    expect(api.calls[1]).toEqual({ method: 'DELETE', body: target.id });
  });

  it('downloads through the API client with the bearer token', async () => {
    const file = doc({ name: 'Contrato', url: `${base}/c1/file`, contentType: 'text/csv' });
    fakeDocuments([file]);
    let authorization: string | null = null;
    server.use(
      mock.get(`*${base}/c1/file`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse('a,b\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="contrato.csv"',
          },
        });
      }),
    );
    const created: string[] = [];
    URL.createObjectURL = vi.fn(() => {
      created.push('blob:1');
      return 'blob:1';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderSection(<OrderFiles order={order} onChanged={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Descargar Contrato' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(authorization).toMatch(/^Bearer /);
    expect(created).toHaveLength(1);
  });
});
