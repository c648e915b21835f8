// @vitest-environment jsdom

import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type CancellationReason, cancellationReasonSchema } from '../../../../src/domain/orders/views';
import { CancelOrder } from '../../../../src/web/orders/detail/cancel/CancelOrder';
import { answer, refusal } from '../apiAnswers';
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

/** What the cancel route answers (its schema is the route's own): the order cancelled with its reason. */
const cancelled = (body: { reasonId: string; otherReason?: string | null }) => ({
  id: order.id,
  opsStatus: 'ORDEN_CANCELADA',
  version: order.version + 1,
  cancellation: {
    reasonId: body.reasonId,
    reason: reasons.find((r) => r.id === body.reasonId)?.description ?? '',
    other: body.otherReason ?? null,
    at: '2026-11-22T16:00:00.000Z',
  },
});

function fakeCancel(reply?: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    mock.get('*/api/orders-incidents/reasons/cancel', () =>
      answer(z.array(cancellationReasonSchema), reasons),
    ),
    mock.put(`*/api/orders/cancel/${order.id}`, async ({ request }) => {
      const body = (await request.json()) as { reasonId: string; otherReason?: string | null };
      bodies.push(body);
      return reply ? reply() : HttpResponse.json(cancelled(body));
    }),
  );
  return { bodies };
}

/** Every access question the section asked has its answer: a missing button is the answer, not a wait. */
const accessAnswered = (queryClient: QueryClient) =>
  waitFor(() => {
    const asked = queryClient.getQueryCache().findAll({ queryKey: ['auth', 'canAccess'] });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((query) => query.state.status === 'success')).toBe(true);
  });

describe('cancel order', () => {
  it('is hidden without ORDER_CANCEL write or when the order can no longer be cancelled', async () => {
    fakeCancel();
    const a = renderSection(<CancelOrder order={order} onChanged={() => {}} />, {
      permissions: ['ORDER_LISTING_READ', 'ORDER_DETAIL_SUMMARY_READ'],
    });
    await accessAnswered(a.queryClient);
    expect(screen.queryByRole('button', { name: 'Cancelar orden' })).toBeNull();
    a.unmount();
    const b = renderSection(<CancelOrder order={buildOrder({ canCancel: false })} onChanged={() => {}} />);
    await accessAnswered(b.queryClient);
    expect(screen.queryByRole('button', { name: 'Cancelar orden' })).toBeNull();
  });

  it('warns it is irreversible, needs the other text, and cancels', async () => {
    const api = fakeCancel();
    const onChanged = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderSection(<CancelOrder order={order} onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar orden' }));
    expect(screen.getByText('La cancelación es irreversible: la orden no podrá reactivarse.')).toBeTruthy();
    // Confirming waits for the tenant's reasons.
    await screen.findByRole('radio', { name: 'Otro' });
    await user.click(await screen.findByRole('button', { name: 'Confirmar cancelación' }));
    // The form's check is asynchronous: its messages land a render after the click.
    expect(await screen.findByText('Debe seleccionar un motivo de cancelación')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Otro' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelación' }));
    expect(await screen.findByText('Describe el motivo de la cancelación')).toBeTruthy();
    expect(api.bodies).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Describe el motivo' }), 'Cambió de proveedor');
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelación' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.bodies).toEqual([
      { reasonId: reasons[1]!.id, otherReason: 'Cambió de proveedor', version: 3 },
    ]);
  });

  it('shows the server message, or the dialog’s fallback', async () => {
    fakeCancel(() =>
      refusal(409, 'CONFLICT', 'La orden ya fue embarcada o programada y no se puede cancelar'),
    );
    const user = userEvent.setup({ delay: null });
    const first = renderSection(<CancelOrder order={order} onChanged={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Cancelar orden' }));
    await user.click(await screen.findByRole('radio', { name: 'Cliente canceló el pedido' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cancelación' }));
    expect(
      await screen.findByText('La orden ya fue embarcada o programada y no se puede cancelar'),
    ).toBeTruthy();
    first.unmount();

    // A gateway's answer, not the server's: no body to read.
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
  });
});
