// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OrderLogistics, orderLogisticsSchema } from '../../../../src/domain/logistics';
import { LogisticsSection } from '../../../../src/web/logistics/order/LogisticsSection';
import { buildOrder } from '../../orders/documents/renderSection';
import { answer, refusal } from '../../support/apiAnswers';
import { buildLogistics, buildShipment, ORDER_ID, renderLogistics, WAREHOUSE_ID } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });
const order = buildOrder();
const shipment = buildShipment(4001);
const DOC = { id: '16000000-0000-4000-8000-000000000001', name: 'autorizacion.pdf', url: '/api/x/file' };

function render() {
  const changed: number[] = [];
  renderLogistics(<LogisticsSection order={order} onChanged={() => changed.push(1)} />);
  return changed;
}

function serveView(view: () => OrderLogistics) {
  server.use(mock.get(`*/api/orders/${ORDER_ID}/logistics`, () => answer(orderLogisticsSchema, view())));
}

describe('writes on a shipment and the order', () => {
  it('deletes a shipment after the confirmation, and shows the section answered', async () => {
    let view = buildLogistics({ plannedShipments: 1, shipments: [shipment] });
    serveView(() => view);
    const deleted: string[] = [];
    server.use(
      mock.delete(`*/api/orders/${ORDER_ID}/logistics/shipments/:id`, ({ params }) => {
        deleted.push(String(params.id));
        view = buildLogistics({ plannedShipments: 1, shipments: [] });
        return answer(orderLogisticsSchema, view);
      }),
    );
    const changed = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver el detalle del embarque 4001' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar embarque' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar el embarque 4001?' });
    expect(deleted).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Embarque eliminado')).toBeTruthy();
    expect(deleted).toEqual([shipment.id]);
    await waitFor(() => expect(screen.getAllByTestId('shipment-row')[0]?.textContent).toContain('Pendiente'));
    expect(changed.length).toBeGreaterThan(0);
  });

  it('uploads the signed remission, refusing a type it does not take', async () => {
    let view = buildLogistics({ plannedShipments: 1, shipments: [shipment] });
    serveView(() => view);
    const uploads: string[] = [];
    server.use(
      mock.put(
        `*/api/orders/${ORDER_ID}/logistics/shipments/${shipment.id}/signed-remission`,
        async ({ request }) => {
          // The file arrives as the multipart's `file` part (jsdom's FormData does not keep its name).
          const file = (await request.formData()).get('file');
          uploads.push(file === null || typeof file === 'string' ? 'missing' : 'file');
          view = buildLogistics({
            plannedShipments: 1,
            shipments: [
              {
                ...shipment,
                remission: {
                  document: {
                    ...DOC,
                    id: '17000000-0000-4000-8000-000000000001',
                    name: 'remision.pdf',
                    updating: false,
                  },
                  documentSigned: { ...DOC, name: 'firmada.jpg', updating: false },
                },
              },
            ],
          });
          return answer(orderLogisticsSchema, view);
        },
      ),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Ver el detalle del embarque 4001' }));
    const input = screen.getByTestId('signed-remission-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'firmada.xlsx')] } });
    expect(screen.getByRole('alert').textContent).toBe(
      'Tipo de archivo no permitido. Tipos permitidos: pdf, doc, docx, jpg, jpeg, png',
    );
    fireEvent.change(input, { target: { files: [new File(['x'], 'firmada.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('Remisión firmada cargada')).toBeTruthy();
    expect(uploads).toEqual(['file']);
    expect(screen.getAllByTestId('shipment-row')[0]?.textContent).toContain('Cargada');
  });

  it('bulk authorization: generated first, then sent; a warehouse without e-mail is named', async () => {
    const bulk = (document: OrderLogistics['bulkAuthorization']['document']) => ({
      document,
      warehouses: [
        { id: WAREHOUSE_ID, name: 'Almacén Querétaro', email: 'qro@granel.mx' },
        { id: '78000000-0000-4000-8000-000000000001', name: 'Almacén Monterrey', email: null },
      ],
      lastSentAt: null,
      canSend: document !== null,
    });
    let view = buildLogistics({ shipments: [shipment], bulkAuthorization: bulk(null) });
    serveView(() => view);
    const calls: string[] = [];
    server.use(
      mock.post(`*/api/orders/${ORDER_ID}/logistics/bulk-authorization`, () => {
        calls.push('generate');
        view = { ...view, bulkAuthorization: bulk({ ...DOC, updating: true }) };
        return answer(orderLogisticsSchema, view);
      }),
      mock.post(`*/api/orders/${ORDER_ID}/logistics/bulk-authorization/send`, () => {
        calls.push('send');
        return refusal(
          409,
          'CONFLICT',
          'El almacén Almacén Monterrey no tiene correo electrónico registrado',
        );
      }),
    );
    render();
    const box = await screen.findByTestId('bulk-authorization');
    expect(
      within(box).getByText('El almacén Almacén Monterrey no tiene correo electrónico registrado'),
    ).toBeTruthy();
    const send = within(box).getByRole('button', { name: 'Enviar al almacén' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(box).getByRole('button', { name: 'Generar autorización de granel' }));
    expect(await screen.findByText('Se está generando la autorización de granel')).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Generando autorización…' })).toBeTruthy();
    expect(send.hasAttribute('disabled')).toBe(true);
    // The job finishes; the section's next reading shows the document.
    view = { ...view, bulkAuthorization: bulk({ ...DOC, updating: false }) };
    await waitFor(() =>
      expect(within(box).getByRole('button', { name: 'Enviar al almacén' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    expect(within(box).getByRole('button', { name: 'Descargar autorización' })).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Enviar al almacén' }));
    expect(
      await screen.findByText(
        'No se pudo enviar la autorización: El almacén Almacén Monterrey no tiene correo electrónico registrado',
      ),
    ).toBeTruthy();
    expect(calls).toEqual(['generate', 'send']);
  });
});
