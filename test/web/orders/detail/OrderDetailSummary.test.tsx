// @vitest-environment jsdom
/** The order page's summary, products, totals and progress as the page lists them, in both languages. */
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pollInterval } from '../../../../src/web/orders/detail/orderQueries';
import { orderWithItems } from './fixtures';
import { fakeOrderApi, renderOrderPage } from './renderOrderPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const field = (id: string) => screen.getByTestId(`field-${id}`);

describe('order summary', () => {
  it('shows every field of the summary, the products and the totals', async () => {
    const order = orderWithItems();
    fakeOrderApi(server, order);
    renderOrderPage(order.id);
    expect(await screen.findByRole('heading', { name: 'Orden 000123' })).toBeTruthy();
    expect(within(screen.getByTestId('order-status')).getByText('Orden Creada')).toBeTruthy();
    expect(field('type').textContent).toContain('Venta');
    expect(field('number').textContent).toContain('000123');
    expect(field('purchaseOrderId').textContent).toContain('OC-7781');
    expect(field('createdAt').textContent).toContain('20/11/2026');
    expect(field('seller').textContent).toContain('Ana Robles');
    const company = await within(field('company')).findByRole('link', { name: 'Aceros del Norte' });
    expect(company.getAttribute('href')).toBe('/customers/44444444-4444-4444-8444-444444444444');
    expect(field('customerExternalId').textContent).toContain('CLI-0042');
    expect(field('paymentMethod').textContent).toContain('Crédito · 30 días');
    expect(field('region').textContent).toContain('Bajío');
    expect(field('deliveryMethod').textContent).toContain('GranelBajío Delivery Partner');
    expect(field('deliveryAddress').textContent).toContain('Avenida de la Noria 118');
    expect(field('deliveryDate').textContent).toContain('12/12/2026');

    const row = within(screen.getByTestId('order-items-table')).getAllByTestId('order-item')[0]!;
    expect(row.textContent).toContain('CAL-HID-25');
    expect(row.textContent).toContain('Saco');
    expect(row.textContent).toContain('$2.5 USD');
    expect(row.textContent).toContain('1,000 kg');
    expect(row.textContent).toContain('$2,500.00 USD');

    expect(screen.getByTestId('total-deliveryPremium').textContent).toBe('$12.00 USD');
    expect(screen.getByTestId('total-taxes').textContent).toBe('$403.20 USD');
    expect(screen.getByTestId('total-totalWithTaxes').textContent).toBe('$2,923.20 USD');
    expect(screen.getByTestId('order-totals').textContent).toContain('$54,079.20 MXN');
    expect(screen.getByText('IVA (16 %)')).toBeTruthy();
    expect(screen.getByText('Total a pagar')).toBeTruthy();
  });

  it('names a counter sale and a sample, and hides the address of a pickup', async () => {
    const order = orderWithItems({
      isCounterSale: true,
      requiredInvoice: false,
      delivery: { ...orderWithItems().delivery, deliveryModel: 'PICKUP', address: null },
    });
    fakeOrderApi(server, order);
    const view = renderOrderPage(order.id);
    expect((await screen.findByTestId('field-type')).textContent).toContain('Venta mostrador');
    expect(field('deliveryMethod').textContent).toContain('Pickup');
    expect(screen.queryByTestId('field-deliveryAddress')).toBeNull();
    view.unmount();

    server.resetHandlers();
    const sample = orderWithItems({ type: 'sample' });
    fakeOrderApi(server, sample);
    renderOrderPage(sample.id);
    expect((await screen.findByTestId('field-type')).textContent).toContain('Muestra');
  });

  it('a customer reads its order: the comments typed at creation, no edit pencil, the company as text', async () => {
    const order = orderWithItems({ comments: 'Entregar por la puerta 3.\nLlamar antes.' });
    fakeOrderApi(server, order);
    renderOrderPage(order.id, {
      permissions: ['ORDER_LISTING_READ', 'ORDER_DETAIL_SUMMARY_READ', 'ORDER_DETAIL_LOGISTIC_READ'],
    });
    expect((await screen.findByTestId('field-comments')).textContent).toContain(
      'Entregar por la puerta 3.\nLlamar antes.',
    );
    expect(field('comments').textContent).toContain('Comentarios de la orden');
    expect(within(field('company')).queryByRole('link')).toBeNull();
    expect(field('company').textContent).toContain('Aceros del Norte');
    expect(screen.queryByTestId('edit-deliveryDate')).toBeNull();
    expect(screen.queryByTestId('edit-deliveryModel')).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar/ })).toBeNull();
  });

  it('a seller who may edit keeps the pencils; an order without comments shows no empty field', async () => {
    const order = orderWithItems({ comments: null });
    fakeOrderApi(server, order);
    renderOrderPage(order.id);
    expect(await screen.findByTestId('edit-deliveryDate')).toBeTruthy();
    expect(screen.queryByTestId('field-comments')).toBeNull();
  });

  it('speaks English with the English labels', async () => {
    const order = orderWithItems({ opsStatus: 'APROBADO_POR_FINANZAS' });
    fakeOrderApi(server, order);
    renderOrderPage(order.id, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Order 000123' })).toBeTruthy();
    expect(within(screen.getByTestId('order-status')).getByText('Released by finance')).toBeTruthy();
    expect(screen.getByText('Requested delivery date')).toBeTruthy();
    expect(screen.getByText('Total to pay')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View proforma' })).toBeTruthy();
  });

  it('disables the order confirmation while the proforma is regenerated, and polls every 30 s', async () => {
    const proforma = {
      id: '88888888-8888-4888-8888-888888888888',
      name: 'Proforma',
      type: 'sales_order' as const,
      fileKind: 'document',
      url: '/api/orders/x/documents/y/file',
      contentType: 'application/pdf',
      sizeBytes: 1000,
      updating: true,
      userId: null,
      userName: null,
      editable: false,
      createdAt: '2026-11-20T16:00:00.000Z',
    };
    const order = orderWithItems({ documents: [proforma] });
    fakeOrderApi(server, order);
    renderOrderPage(order.id);
    const button = await screen.findByTestId('proforma-button');
    expect(button.textContent).toContain('Actualizando…');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('documents-updating')).toBeTruthy();
    // Without the live connection (as here) the page asks every 30 s; with it, only when told.
    expect(pollInterval(false)).toBe(30_000);
    expect(pollInterval(true)).toBe(false);
  });

  it('shows the progress and a cancelled order’s reason', async () => {
    const order = orderWithItems({
      opsStatus: 'ORDEN_CANCELADA',
      cancellation: {
        reason: 'Cliente canceló el pedido',
        other: null,
        at: '2026-11-22T16:00:00.000Z',
        by: null,
      },
    });
    fakeOrderApi(server, order);
    renderOrderPage(order.id);
    const progress = await screen.findByTestId('order-progress');
    expect(progress.textContent).toContain('Orden cancelada el 22/11/2026');
    expect(progress.textContent).toContain('Motivo: Cliente canceló el pedido');
    expect(progress.textContent).toContain('Material Asignado');
  });
});
