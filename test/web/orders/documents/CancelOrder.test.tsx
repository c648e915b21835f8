// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CancellationReason } from '../../../../src/domain/orders/views';
import { CancelOrder } from '../../../../src/web/orders/detail/cancel/CancelOrder';
import { buildOrder, renderSection } from './renderSection';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const order = buildOrder();
const reasons: CancellationReason[] = [
  { id: crypto.randomUUID(), description: 'Cliente canceló el pedido', isOther: false },
  { id: crypto.randomUUID(), description: 'Otro', isOther: true },
];

function fakeCancel(reply?: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    mock.get('*/api/orders-incidents/reasons/cancel', () => HttpResponse.json(reasons)),
    mock.put(`*/api/orders/cancel/${order.id}`, async ({ request }) => {
      bodies.push(await request.json());
      return reply ? reply() : HttpResponse.json({});
    }),
  );
  return { bodies };
}

describe('cancel order', () => {
  it('is hidden without ORDER_CANCEL write or when the order can no longer be cancelled', async () => {
    fakeCancel();
    const a = renderSection(<CancelOrder order={order} onChanged={() => {}} />, {
      permissions: ['ORDER_LISTING_READ', 'ORDER_DETAIL_SUMMARY_READ'],
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Cancelar orden' })).toBeNull();
    a.unmount();
    renderSection(<CancelOrder order={buildOrder({ canCancel: false })} onChanged={() => {}} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Cancelar orden' })).toBeNull();
  });

  it('warns it is irreversible, needs the other text, and cancels', async () => {
    const api = fakeCancel();
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderSection(<CancelOrder order={order} onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar orden' }));
    expect(screen.getByText('La cancelación es irreversible: la orden no podrá reactivarse.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Confirmar cancelación' }));
    expect(screen.getByText('Debe seleccionar un motivo de cancelación')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Otro' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelación' }));
    expect(screen.getByText('Describe el motivo de la cancelación')).toBeTruthy();
    expect(api.bodies).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Describe el motivo' }), 'Cambió de proveedor');
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelación' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.bodies).toEqual([
      { reasonId: reasons[1]!.id, otherReason: 'Cambió de proveedor', version: 3 },
    ]);
  });

  it('shows the server message, or the seeds’ fallback', async () => {
    fakeCancel(() =>
      HttpResponse.json(
        {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'La orden ya fue embarcada o programada y no se puede cancelar',
        },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    const first = renderSection(<CancelOrder order={order} onChanged={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar orden' }));
    await user.click(await screen.findByRole('radio', { name: 'Cliente canceló el pedido' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelación' }));
    expect(
      await screen.findByText('La orden ya fue embarcada o programada y no se puede cancelar'),
    ).toBeTruthy();
    first.unmount();

    fakeCancel(() => new HttpResponse('', { status: 502 }));
    renderSection(<CancelOrder order={order} onChanged={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar orden' }));
    await user.click(await screen.findByRole('radio', { name: 'Cliente canceló el pedido' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelación' }));
    expect(
      await screen.findByText(
        'Error al cancelar la orden. Por favor, inténtalo de nuevo.',
        {},
        { timeout: 15000 },
      ),
    ).toBeTruthy();
  }, 30000);
});
