// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { CanAccess } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CandidateLot,
  candidateListSchema,
  type OrderInventory,
  orderInventorySchema,
} from '../../../../src/domain/inventory';
import { AssignMaterialDialog } from '../../../../src/web/inventory/allocation/AssignMaterialDialog';
import { answer, refusal } from '../../support/apiAnswers';
import {
  buildCandidate,
  buildInventory,
  OPERATIONS,
  ORDER_ID,
  READER,
  renderAllocation,
  requirement,
} from './renderAllocation';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });

function serve(
  view: OrderInventory,
  candidates: CandidateLot[],
  post?: (body: unknown) => Response | undefined,
) {
  const posted: unknown[] = [];
  server.use(
    mock.get(`*/api/orders/${ORDER_ID}/inventory`, () => answer(orderInventorySchema, view)),
    mock.get(`*/api/orders/${ORDER_ID}/inventory/candidates`, () =>
      answer(candidateListSchema, { data: candidates }),
    ),
    mock.post(`*/api/orders/${ORDER_ID}/inventory`, async ({ request }) => {
      const body = await request.json();
      posted.push(body);
      return post?.(body) ?? answer(orderInventorySchema, view, { status: 201 });
    }),
  );
  return posted;
}

function Harness({ onChanged }: { onChanged: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      <AssignMaterialDialog
        orderId={ORDER_ID}
        displayNumber="000123"
        open={open}
        onClose={() => setOpen(false)}
        onChanged={onChanged}
      />
    </>
  );
}

async function openDialog(viewer = OPERATIONS, onChanged = () => undefined) {
  renderAllocation(<Harness onChanged={onChanged} />, { viewer });
  const dialog = await screen.findByRole('dialog', { name: 'Asignar material · Orden 000123' });
  await within(dialog).findAllByTestId('candidate-lot');
  return dialog;
}

const quantity = (dialog: HTMLElement, lot: string) =>
  within(dialog).getByRole('textbox', { name: `Cantidad para ${lot} (kg)` });

describe('the assign-material dialog', () => {
  it('shows the lots with stock: the customer’s region first, with its chip', async () => {
    serve(buildInventory(), [
      buildCandidate('L-NORTE', '6000', {
        preferred: true,
        warehouse: { id: '77777777-7777-4777-8777-777777777771', name: 'Almacén Monterrey' },
      }),
      buildCandidate('L-SUR', '3000'),
    ]);
    const dialog = await openDialog();
    const [first, second] = within(dialog).getAllByTestId('candidate-lot');
    expect(first!.textContent).toContain('L-NORTE');
    expect(first!.textContent).toContain('Almacén Monterrey');
    expect(first!.textContent).toContain('Disponible: 6,000 kg');
    expect(first!.textContent).toContain('Empaque: Saco');
    expect(within(first!).getByText('Región del cliente')).toBeTruthy();
    expect(within(second!).queryByText('Región del cliente')).toBeNull();
  });

  it('checks as the user types, with the exact texts', async () => {
    serve(buildInventory({ requirements: [requirement('10000', '0')] }), [
      buildCandidate('L-100', '3000'),
      buildCandidate('L-200', '9000'),
    ]);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar material' }));
    expect(await within(dialog).findByText('Debe seleccionar al menos un lote de inventario')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar el lote L-100' }));
    // A lot is picked once.
    expect(within(dialog).getByRole('button', { name: 'Agregar el lote L-100' })).toHaveProperty(
      'disabled',
      true,
    );
    const q100 = quantity(dialog, 'L-100');
    await userEvent.clear(q100);
    await userEvent.tab();
    expect(within(dialog).getByText('Cantidad requerida')).toBeTruthy();
    await userEvent.type(q100, '0');
    expect(within(dialog).getByText('La cantidad debe ser mayor a 0')).toBeTruthy();
    await userEvent.clear(q100);
    await userEvent.type(q100, '1000000');
    expect(within(dialog).getByText('La cantidad no puede ser mayor a 999,999')).toBeTruthy();
    await userEvent.clear(q100);
    await userEvent.type(q100, '3500');
    expect(
      within(dialog).getByText('La cantidad asignada para L-100 no puede ser mayor a 3000'),
    ).toBeTruthy();
    await userEvent.clear(q100);
    await userEvent.type(q100, 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar material' }));
    expect(
      within(dialog).getAllByText('Debe ingresar una cantidad válida para todos los inventarios').length,
    ).toBeGreaterThan(0);

    await userEvent.clear(q100);
    await userEvent.type(q100, '3000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar el lote L-200' }));
    const q200 = quantity(dialog, 'L-200');
    await userEvent.clear(q200);
    await userEvent.type(q200, '8000');
    // 3,000 + 8,000 over the 10,000 requested: a warning, and no save.
    expect(
      within(dialog).getByText('El total asignado de CAL-01 (11000 kg) supera lo solicitado (10000 kg)'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Asignar material' })).toHaveProperty('disabled', true);
  });

  it('posts every selected lot in one call, then closes, reloads and starts empty again', async () => {
    const a = buildCandidate('L-300', '4000');
    const b = buildCandidate('L-400', '9000');
    const posted = serve(buildInventory({ requirements: [requirement('10000', '0')] }), [a, b]);
    let changed = 0;
    const dialog = await openDialog(OPERATIONS, () => {
      changed++;
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar el lote L-300' }));
    // A new pick starts with what the product still misses, up to the lot's stock.
    expect(quantity(dialog, 'L-300')).toHaveProperty('value', '4000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar el lote L-400' }));
    const q400 = quantity(dialog, 'L-400');
    await userEvent.clear(q400);
    await userEvent.type(q400, '6000,5');
    await userEvent.clear(q400);
    await userEvent.type(q400, '6000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar material' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      {
        allocations: [
          { inventoryId: a.id, allocatedQuantity: '4000' },
          { inventoryId: b.id, allocatedQuantity: '6000' },
        ],
      },
    ]);
    expect(changed).toBe(1);
    expect(await screen.findByText('Material asignado')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    const again = await screen.findByRole('dialog', { name: 'Asignar material · Orden 000123' });
    expect(within(again).queryAllByTestId('picked-lot')).toHaveLength(0);
  });

  it('a refusal naming a lot is shown on that lot’s card', async () => {
    const a = buildCandidate('L-500', '4000');
    const b = buildCandidate('L-600', '4000');
    serve(buildInventory({ requirements: [requirement('10000', '0')] }), [a, b], () =>
      refusal(
        409,
        'CONFLICT',
        'El lote L-600 ya no tiene 4000 kg disponibles; otra persona acaba de asignarlos',
        [
          {
            path: 'body.allocations.1.allocatedQuantity',
            key: 'inventory.stockChanged',
            message: 'El lote L-600 ya no tiene 4000 kg disponibles; otra persona acaba de asignarlos',
          },
        ],
      ),
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar el lote L-500' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar el lote L-600' }));
    const q600 = quantity(dialog, 'L-600');
    await userEvent.clear(q600);
    await userEvent.type(q600, '4000');
    const q500 = quantity(dialog, 'L-500');
    await userEvent.clear(q500);
    await userEvent.type(q500, '2000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Asignar material' }));
    const cards = await within(dialog).findAllByTestId('picked-lot');
    await waitFor(() => expect(cards[1]!.textContent).toContain('otra persona acaba de asignarlos'));
    expect(cards[0]!.textContent).not.toContain('otra persona');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('does not render for who may only read the order’s inventory', async () => {
    serve(buildInventory(), [buildCandidate('L-700', '1000')]);
    renderAllocation(
      <>
        <Harness onChanged={() => undefined} />
        {/* Answered by the same permission check as the dialog's: once it shows, the dialog has decided. */}
        <CanAccess resource="orders" action="readInventory">
          <span>decidido</span>
        </CanAccess>
      </>,
      { viewer: READER },
    );
    await screen.findByText('decidido');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
