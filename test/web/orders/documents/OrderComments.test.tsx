// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type OrderComment,
  orderCommentSchema,
  orderHistoryEntrySchema,
} from '../../../../src/domain/orders/views';
import { OrderComments } from '../../../../src/web/orders/detail/comments/OrderComments';
import { answer } from '../apiAnswers';
import { buildOrder, renderSection } from './renderSection';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const order = buildOrder();

function fakeComments(initial: OrderComment[]) {
  let comments = [...initial];
  const posted: unknown[] = [];
  server.use(
    mock.get(`*/api/orders/${order.id}/comments`, () => answer(z.array(orderCommentSchema), comments)),
    mock.get(`*/api/orders/${order.id}/history`, () => answer(z.array(orderHistoryEntrySchema), [])),
    mock.post(`*/api/orders/${order.id}/comments`, async ({ request }) => {
      const body = (await request.json()) as { comment: string };
      posted.push(body);
      const created: OrderComment = {
        id: crypto.randomUUID(),
        comment: body.comment.trim(),
        date: new Date().toISOString(),
        user: { id: crypto.randomUUID(), firstName: 'Ana', lastName: 'Robles' },
      };
      comments = [...comments, created];
      return answer(orderCommentSchema, created, { status: 201 });
    }),
  );
  return { posted };
}

const box = () => screen.getByRole('textbox', { name: 'Escribe un comentario…' });

describe('the comments section', () => {
  it('lists comments with author and relative date', async () => {
    fakeComments([
      {
        id: crypto.randomUUID(),
        comment: 'Cliente confirma andén 3',
        date: '2026-01-15T17:00:00.000Z',
        user: { id: crypto.randomUUID(), firstName: 'Luis', lastName: 'Mora' },
      },
    ]);
    renderSection(<OrderComments order={order} onChanged={() => {}} />);
    expect(await screen.findByText('Cliente confirma andén 3')).toBeTruthy();
    expect(screen.getByText('Luis Mora')).toBeTruthy();
    expect(screen.getByText('15/01/2026 11:00')).toBeTruthy();
  });

  it('Enter sends, Shift+Enter adds a line', async () => {
    const api = fakeComments([]);
    const user = userEvent.setup({ delay: null });
    renderSection(<OrderComments order={order} onChanged={() => {}} />);
    expect(await screen.findByText('Aún no hay comentarios')).toBeTruthy();
    await user.type(box(), 'Primera línea{Shift>}{Enter}{/Shift}segunda línea');
    expect(api.posted).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.posted).toEqual([{ comment: 'Primera línea\nsegunda línea' }]));
    expect(await screen.findByText(/Primera línea\s+segunda línea/)).toBeTruthy();
    expect((box() as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses a blank comment without calling the API', async () => {
    const api = fakeComments([]);
    const user = userEvent.setup({ delay: null });
    renderSection(<OrderComments order={order} onChanged={() => {}} />);
    await screen.findByText('Aún no hay comentarios');
    await user.type(box(), '   {Enter}');
    expect(await screen.findByText('El comentario no puede estar vacío')).toBeTruthy();
    expect(api.posted).toEqual([]);
  });
});
