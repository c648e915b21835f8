// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { CanAccess } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  autoAssignResultSchema,
  type OrderInventory,
  orderInventorySchema,
} from '../../../../src/domain/inventory';
import { InventoryLotsSection } from '../../../../src/web/inventory/allocation/InventoryLotsSection';
import { buildOrder } from '../../orders/documents/renderSection';
import { answer } from '../../support/apiAnswers';
import {
  buildAllocation,
  buildInventory,
  OPERATIONS,
  ORDER_ID,
  OUTSIDER,
  PRODUCT_ID,
  READER,
  renderAllocation,
  requirement,
} from './renderAllocation';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });
const order = buildOrder();

function serve(view: OrderInventory) {
  const seen = { puts: [] as unknown[], deletes: [] as string[], autoAssigns: 0, reloads: 0 };
  server.use(
    mock.get(`*/api/orders/${ORDER_ID}/inventory`, () => answer(orderInventorySchema, view)),
    mock.put(`*/api/orders/${ORDER_ID}/inventory/:allocationId`, async ({ request }) => {
      seen.puts.push(await request.json());
      return answer(orderInventorySchema, view);
    }),
    mock.delete(`*/api/orders/${ORDER_ID}/inventory/:allocationId`, ({ params }) => {
      seen.deletes.push(String(params.allocationId));
      return new Response(null, { status: 204 });
    }),
  );
  return seen;
}

function renderSection(viewer = OPERATIONS, onChanged = () => undefined) {
  return renderAllocation(<InventoryLotsSection order={order} onChanged={onChanged} />, { viewer });
}

describe('the order page’s inventory lots section', () => {
  it('lists the assigned lots, each opening the lot in a new tab, and each product’s coverage', async () => {
    const first = buildAllocation('L-2026-001', '4000');
    const second = buildAllocation('L-2026-002', '2500');
    serve(buildInventory({ data: [first, second], requirements: [requirement('10000', '6500')] }));
    renderSection();
    const section = await screen.findByTestId('order-inventory');
    expect(within(section).getByRole('heading', { name: 'Lotes de inventario' })).toBeTruthy();
    const rows = await within(section).findAllByTestId('allocation-row');
    expect(rows).toHaveLength(2);
    const link = within(rows[0]!).getByRole('link', { name: 'Abrir el lote L-2026-001 en otra pestaña' });
    expect(link.getAttribute('href')).toBe(`/inventory/${first.inventoryDetail.id}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(rows[1]!).getByText('CAL-01')).toBeTruthy();
    expect(within(rows[1]!).getByText('Almacén Querétaro')).toBeTruthy();
    expect(within(rows[1]!).getByText('2,500')).toBeTruthy();
    const coverage = within(section).getByTestId('coverage-line');
    expect(coverage.textContent).toContain('Solicitado: 10,000 kg');
    expect(coverage.textContent).toContain('Asignado: 6,500 kg');
    expect(coverage.textContent).toContain('Faltante: 3,500 kg');
    expect(
      within(coverage)
        .getByRole('progressbar', { name: 'Cobertura de CAL-01' })
        .getAttribute('aria-valuenow'),
    ).toBe('65');
    expect(within(section).getByRole('button', { name: 'Asignar material' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Asignación automática' })).toBeTruthy();
    expect(
      within(rows[0]!).getByRole('button', { name: 'Editar la cantidad del lote L-2026-001' }),
    ).toBeTruthy();
  });

  it('a read-only user sees the lots without any edit control', async () => {
    serve(buildInventory({ data: [buildAllocation('L-2026-003', '1000')], canEdit: false }));
    renderSection(READER);
    const row = await screen.findByTestId('allocation-row');
    expect(within(row).getByRole('link', { name: /L-2026-003/ })).toBeTruthy();
    const section = screen.getByTestId('order-inventory');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('without read permission: the restricted-section notice, and no call', async () => {
    renderSection(OUTSIDER);
    const notice = await screen.findByTestId('inventory-restricted');
    expect(notice.textContent).toContain('Sección restringida');
    expect(notice.textContent).toContain('No tienes permisos para ver el inventario de esta orden');
  });

  it('the customer’s portal shows nothing of the lots, not even the notice', async () => {
    renderAllocation(
      <>
        <InventoryLotsSection order={order} onChanged={() => undefined} />
        {/* Answered with the section's own checks: once it shows, the section has decided. */}
        <CanAccess resource="orders" action="show">
          <span>decidido</span>
        </CanAccess>
      </>,
      { viewer: { role: 'customer', permissions: ['ORDER_LISTING_READ', 'ORDER_DETAIL_SUMMARY_READ'] } },
    );
    await screen.findByText('decidido');
    await waitFor(() => expect(document.querySelector('.MuiSkeleton-root')).toBeNull());
    expect(screen.queryByTestId('order-inventory')).toBeNull();
    expect(screen.queryByText('Sección restringida')).toBeNull();
  });

  it('before finance releases the order: the pending approval notice, and no add', async () => {
    serve(buildInventory({ stage: 'pendingApproval', canEdit: false }));
    renderSection();
    expect(
      await screen.findByText(
        'La orden está pendiente de aprobación de finanzas; podrás asignar material cuando sea liberada',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Asignar material' })).toBeNull();
    expect(screen.getByText('No hay lotes asignados')).toBeTruthy();
  });

  it('once a shipment is scheduled: the lots stay, edits are blocked with a notice', async () => {
    serve(
      buildInventory({
        data: [buildAllocation('L-2026-004', '10000')],
        stage: 'shipmentScheduled',
        canEdit: false,
        requirements: [requirement('10000', '10000')],
      }),
    );
    renderSection();
    expect(await screen.findByTestId('inventory-stage-notice')).toBeTruthy();
    expect(screen.getByText(/ya tiene un embarque programado/)).toBeTruthy();
    expect(within(screen.getByTestId('allocation-row')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Asignar material' })).toBeNull();
  });

  it('edits a quantity: save shows only once the value changed, sends the version and reloads the order', async () => {
    const allocation = buildAllocation('L-2026-005', '4000', { version: 3 });
    const other = buildAllocation('L-2026-015', '3000');
    const seen = serve(
      buildInventory({ data: [allocation, other], requirements: [requirement('10000', '7000')] }),
    );
    let reloads = 0;
    renderSection(OPERATIONS, () => {
      reloads++;
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar la cantidad del lote L-2026-005' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cantidad del lote L-2026-005' });
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).toBeNull();
    const input = within(dialog).getByRole('textbox', { name: 'Cantidad asignada (kg)' });
    await userEvent.clear(input);
    await userEvent.type(input, '9500');
    expect(
      within(dialog).getByText('La cantidad asignada para L-2026-005 no puede ser mayor a 9000'),
    ).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '8000');
    expect(
      within(dialog).getByText('El total asignado de CAL-01 (11000 kg) supera lo solicitado (10000 kg)'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', true);
    await userEvent.clear(input);
    await userEvent.type(input, '6000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(seen.puts).toEqual([{ allocatedQuantity: '6000', version: 3 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reloads).toBe(1);
  });

  it('removes a lot after confirming', async () => {
    const allocation = buildAllocation('L-2026-006', '4000');
    const seen = serve(buildInventory({ data: [allocation], requirements: [requirement('10000', '4000')] }));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar el lote L-2026-006' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Quitar el lote L-2026-006 de la orden?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(seen.deletes).toEqual([allocation.id]));
  });

  it('the automatic assignment that covers part says what each product still misses', async () => {
    serve(buildInventory());
    let reloads = 0;
    server.use(
      mock.post(`*/api/orders/${ORDER_ID}/inventory/auto-assign`, () =>
        answer(autoAssignResultSchema, {
          orderId: ORDER_ID,
          displayNumber: order.displayNumber,
          outcome: 'PARTIAL',
          assigned: [{ lot: 'L-2026-007', reference: 'CAL-01', quantityKg: '8000' }],
          missing: [{ productId: PRODUCT_ID, reference: 'CAL-01', packagingType: 'BAG', missingKg: '2000' }],
          reason: null,
          message: null,
        }),
      ),
    );
    renderSection(OPERATIONS, () => {
      reloads++;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Asignación automática' }));
    const result = await screen.findByTestId('auto-assign-result');
    expect(result.textContent).toContain(`Se asignó parte del material de la orden ${order.displayNumber}`);
    expect(within(result).getByText('Faltan 2,000 kg de CAL-01')).toBeTruthy();
    expect(reloads).toBe(1);
  });
});
