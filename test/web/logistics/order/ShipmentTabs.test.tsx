// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type InvoiceView,
  type OrderLogistics,
  orderLogisticsSchema,
  type ShipmentView,
  shipmentViewSchema,
} from '../../../../src/domain/logistics';
import { LogisticsSection } from '../../../../src/web/logistics/order/LogisticsSection';
import { buildOrder } from '../../orders/documents/renderSection';
import { answer } from '../../support/apiAnswers';
import { buildLogistics, buildShipment, dayFromToday, ORDER_ID, renderLogistics } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const userEvent = userEventLib.setup({ delay: null });
const order = buildOrder();
const DOC_ID = '13000000-0000-4000-8000-000000000001';

function invoice(overrides: Partial<NonNullable<InvoiceView>> = {}): NonNullable<InvoiceView> {
  return {
    id: '14000000-0000-4000-8000-000000000001',
    number: 'F-1001',
    invoiceDate: '2026-11-20',
    currency: 'USD',
    totalInvoiceWithoutIva: '1000.00',
    totalCreditNotesWithoutIva: '0.00',
    totalWithoutIva: '1000.00',
    totalWithIva: '1160.00',
    iva: '160.00',
    netWithIva: '1160.00',
    paidAmount: '0.00',
    document: null,
    creditNotes: [],
    version: 2,
    ...overrides,
  };
}

function serve(shipment: ShipmentView) {
  let view: OrderLogistics = buildLogistics({
    plannedShipments: 1,
    stage: 'allShipped',
    shipments: [shipment],
  });
  const seen = {
    invoices: [] as unknown[],
    credits: [] as unknown[],
    files: [] as string[],
    confirms: [] as unknown[],
  };
  const withInvoice = (inv: NonNullable<InvoiceView>) => {
    view = { ...view, shipments: [{ ...shipment, invoice: inv }] };
    return answer(orderLogisticsSchema, view);
  };
  const base = `*/api/orders/${ORDER_ID}/logistics/shipments/${shipment.id}`;
  server.use(
    mock.get(`*/api/orders/${ORDER_ID}/logistics`, () => answer(orderLogisticsSchema, view)),
    mock.post(`${base}/files`, async ({ request }) => {
      const form = await request.formData();
      seen.files.push(String(form.get('type')));
      return Response.json({ id: DOC_ID, name: 'factura.pdf' }, { status: 201 });
    }),
    mock.put(`${base}/invoice`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      seen.invoices.push(body);
      return withInvoice(
        invoice({
          number: body.number,
          document: {
            id: DOC_ID,
            name: 'factura.pdf',
            url: '/api/orders/x/documents/y/file',
            updating: false,
          },
        }),
      );
    }),
    mock.post(`${base}/invoice/credit-notes`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      seen.credits.push(body);
      return withInvoice(
        invoice({
          totalCreditNotesWithoutIva: '100.00',
          netWithIva: '1044.00',
          creditNotes: [
            {
              id: '15000000-0000-4000-8000-000000000001',
              number: String(body.number),
              creditDate: String(body.creditDate),
              totalValue: '100.00',
              document: null,
            },
          ],
        }),
      );
    }),
    mock.put(`*/api/order-logistic/${shipment.id}/confirm-delivery`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.confirms.push(body);
      return answer(shipmentViewSchema, {
        ...shipment,
        isDelivered: body.isCompleted === true,
        deliveredAt: body.isCompleted ? String(body.deliveryDate) : null,
        version: shipment.version + 1,
      });
    }),
  );
  return seen;
}

async function openTab(number: number, tab: string) {
  renderLogistics(<LogisticsSection order={order} onChanged={() => undefined} />);
  await userEvent.click(await screen.findByRole('button', { name: `Ver el detalle del embarque ${number}` }));
  const panel = await screen.findByTestId('shipment-panel');
  await userEvent.click(within(panel).getByRole('tab', { name: tab }));
  return panel;
}

describe('a shipment’s invoicing', () => {
  it('records the invoice with its document uploaded first, and shows its amounts', async () => {
    const shipment = buildShipment(3001);
    const seen = serve(shipment);
    const panel = await openTab(3001, 'Facturación');
    expect(within(panel).getByText('El embarque aún no tiene factura')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Registrar factura' }));
    const form = within(panel).getByTestId('invoice-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar factura' }));
    expect(await within(form).findByText('El número de factura es obligatorio')).toBeTruthy();
    expect(within(form).getByText('El total sin IVA es obligatorio')).toBeTruthy();

    await userEvent.type(within(form).getByRole('textbox', { name: /Número de factura/ }), 'F-1001');
    await userEvent.type(within(form).getByRole('textbox', { name: /Total sin IVA/ }), '1000');
    await userEvent.type(within(form).getByRole('textbox', { name: /Total con IVA/ }), '900');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar factura' }));
    expect(
      await within(form).findByText('El total con IVA no puede ser menor al total sin IVA'),
    ).toBeTruthy();
    await userEvent.clear(within(form).getByRole('textbox', { name: /Total con IVA/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Total con IVA/ }), '1160');

    // A file of a type the invoice does not take is refused at once.
    const input = within(form).getByTestId('logistics-file-input') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'factura.exe', { type: 'application/octet-stream' })] },
    });
    expect(within(form).getByRole('alert').textContent).toContain('Tipo de archivo no permitido');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'factura.pdf', { type: 'application/pdf' })] },
    });
    expect(within(form).getByTestId('chosen-file').textContent).toBe('factura.pdf');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar factura' }));

    expect(await screen.findByText('Factura guardada')).toBeTruthy();
    expect(seen.files).toEqual(['invoice']);
    expect(seen.invoices).toEqual([
      {
        number: 'F-1001',
        invoiceDate: dayFromToday(0),
        totalWithoutIva: '1000',
        totalWithIva: '1160',
        documentId: DOC_ID,
      },
    ]);
    const facts = await within(panel).findByTestId('invoice-facts');
    expect(facts.textContent).toContain('F-1001');
    expect(facts.textContent).toContain('$1,000.00 USD');
    expect(facts.textContent).toContain('$160.00 USD');
    expect(facts.textContent).toContain('$1,160.00 USD');
  });

  it('adds a credit note to the invoice', async () => {
    const seen = serve(buildShipment(3002, { invoice: invoice() }));
    const panel = await openTab(3002, 'Facturación');
    const notes = within(panel).getByTestId('credit-notes');
    expect(within(notes).getByText('Sin notas de crédito')).toBeTruthy();
    await userEvent.click(within(notes).getByRole('button', { name: 'Agregar nota de crédito' }));
    const form = within(notes).getByTestId('credit-note-form');
    await userEvent.type(within(form).getByRole('textbox', { name: /Número/ }), 'NC-7');
    await userEvent.type(within(form).getByRole('textbox', { name: /Valor sin IVA/ }), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar nota de crédito' }));
    expect(await within(form).findByText('El importe debe ser mayor a 0')).toBeTruthy();
    await userEvent.clear(within(form).getByRole('textbox', { name: /Valor sin IVA/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Valor sin IVA/ }), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar nota de crédito' }));
    expect(await screen.findByText('Nota de crédito agregada')).toBeTruthy();
    expect(seen.credits).toEqual([
      { number: 'NC-7', creditDate: dayFromToday(0), totalValue: '100', documentId: null },
    ]);
    const row = await within(panel).findByTestId('credit-note');
    expect(row.textContent).toContain('NC-7');
    expect(row.textContent).toContain('$100.00 USD');
    expect(within(panel).getByTestId('invoice-facts').textContent).toContain('$1,044.00 USD');
  });
});

describe('a shipment’s delivery confirmation', () => {
  it('offers the save only while something changed, and confirms with the real date', async () => {
    const shipment = buildShipment(3003, { dateDelivery: dayFromToday(2), version: 5 });
    const seen = serve(shipment);
    const panel = await openTab(3003, 'Confirmación de entrega');
    const tab = within(panel).getByTestId('delivery-tab');
    expect(within(tab).queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    await userEvent.click(within(tab).getByRole('button', { name: 'Confirmada' }));
    expect(within(tab).getByRole('button', { name: 'Guardar cambios' })).toBeTruthy();
    await userEvent.click(within(tab).getByRole('button', { name: 'Pendiente' }));
    expect(within(tab).queryByRole('button', { name: 'Guardar cambios' })).toBeNull();

    await userEvent.click(within(tab).getByRole('button', { name: 'Confirmada' }));
    const date = within(tab).getByRole('textbox', { name: /Fecha real de entrega/ });
    await userEvent.clear(date);
    await userEvent.click(within(tab).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(tab).findByText('La fecha real de entrega es obligatoria')).toBeTruthy();
    const [y, m, d] = dayFromToday(1).split('-');
    await userEvent.type(date, `${d}${m}${y}`);
    await userEvent.click(within(tab).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(tab).findByText('La fecha no puede ser posterior a hoy')).toBeTruthy();
    await userEvent.clear(date);
    const [y0, m0, d0] = dayFromToday(0).split('-');
    await userEvent.type(date, `${d0}${m0}${y0}`);
    await userEvent.click(within(tab).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Entrega confirmada exitosamente')).toBeTruthy();
    expect(seen.confirms).toEqual([{ isCompleted: true, deliveryDate: dayFromToday(0), version: 5 }]);
    // Saved: nothing differs any more, and the table says delivered.
    expect(
      within(screen.getByTestId('delivery-tab')).queryByRole('button', { name: 'Guardar cambios' }),
    ).toBeNull();
    expect(screen.getAllByTestId('shipment-row')[0]?.textContent).toContain('Sí');
  });

  it('moving a pending shipment’s date says the date changed', async () => {
    const shipment = buildShipment(3004, { dateDelivery: dayFromToday(2) });
    const seen = serve(shipment);
    const panel = await openTab(3004, 'Confirmación de entrega');
    const date = within(panel).getByRole('textbox', { name: /Fecha programada de entrega/ });
    await userEvent.clear(date);
    const [y, m, d] = dayFromToday(4).split('-');
    await userEvent.type(date, `${d}${m}${y}`);
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Fecha cambiada exitosamente')).toBeTruthy();
    expect(seen.confirms).toEqual([{ isCompleted: false, deliveryDate: dayFromToday(4), version: 1 }]);
  });
});
