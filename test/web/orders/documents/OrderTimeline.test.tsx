// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ORDER_HISTORY_EVENTS,
  type OrderHistoryEntry,
  type OrderHistoryEvent,
  orderHistoryEntrySchema,
} from '../../../../src/domain/orders/views';
import { OrderTimeline } from '../../../../src/web/orders/detail/timeline/OrderTimeline';
import { answer } from '../apiAnswers';
import { buildOrder, renderSection } from './renderSection';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const order = buildOrder();
const ana = { id: crypto.randomUUID(), name: 'Ana Robles' };
const entry = (e: Partial<OrderHistoryEntry>): OrderHistoryEntry => ({
  id: crypto.randomUUID(),
  event: 'created',
  fromStatus: null,
  toStatus: null,
  data: {},
  user: ana,
  createdAt: '2026-11-20T16:00:00.000Z',
  ...e,
});

describe('the timeline', () => {
  it('puts each history row into words: who, when in Mexico City, what changed (newest proforma only)', async () => {
    server.use(
      mock.get(`*/api/orders/${order.id}/history`, () =>
        answer(z.array(orderHistoryEntrySchema), [
          entry({
            event: 'cancelled',
            fromStatus: 'ORDEN_CREADA',
            toStatus: 'ORDEN_CANCELADA',
            data: { reason: 'Otro', reasonEn: 'Other', other: 'Proyecto pospuesto' },
            createdAt: '2026-11-22T02:30:00.000Z',
          }),
          entry({
            event: 'deliveryDateChanged',
            data: { deliveryDate: { from: '2026-12-12', to: '2026-12-15' } },
            createdAt: '2026-11-21T18:05:00.000Z',
          }),
          entry({ event: 'proformaGenerated', user: null }),
          entry({ event: 'documentAdded', data: { name: 'OC 45', type: 'client_purchase_order' } }),
          // Superseded by the newer one above: not shown.
          entry({ event: 'proformaGenerated', user: null }),
          entry({ event: 'created', toStatus: 'ORDEN_CREADA' }),
        ]),
      ),
    );
    renderSection(<OrderTimeline order={order} onChanged={() => {}} />);
    const rows = await screen.findAllByTestId('timeline-entry');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByText('Canceló la orden')).toBeTruthy();
    expect(within(rows[0]!).getByText('Ana Robles · 21/11/2026 20:30')).toBeTruthy();
    expect(within(rows[0]!).getByText('Estado: Orden Creada → orden cancelada')).toBeTruthy();
    expect(within(rows[0]!).getByText('Motivo: Otro — Proyecto pospuesto')).toBeTruthy();
    expect(within(rows[1]!).getByText('Fecha de entrega: 12/12/2026 → 15/12/2026')).toBeTruthy();
    expect(within(rows[2]!).getByText('Generó la proforma')).toBeTruthy();
    expect(within(rows[2]!).getByText(/^Sistema · /)).toBeTruthy();
    expect(within(rows[3]!).getByText('Agregó el archivo «OC 45»')).toBeTruthy();
    expect(within(rows[4]!).getByText('Creó la orden')).toBeTruthy();
    expect(within(rows[4]!).getByText('Estado: Orden Creada')).toBeTruthy();
  });

  it('names the shipment in logistics rows and puts the transport into words', async () => {
    server.use(
      mock.get(`*/api/orders/${order.id}/history`, () =>
        answer(z.array(orderHistoryEntrySchema), [
          entry({
            event: 'transportAssigned',
            data: {
              name: '17',
              plates: { from: null, to: 'GTO-552-B' },
              driverName: { from: null, to: 'Ramiro Olvera' },
            },
          }),
          entry({ event: 'invoiceRecorded', data: { name: 'FAC-2201', shipment: 17 } }),
          entry({ event: 'shipmentCreated', data: { name: '17', quantityKg: '1000' } }),
        ]),
      ),
    );
    renderSection(<OrderTimeline order={order} onChanged={() => {}} />);
    const rows = await screen.findAllByTestId('timeline-entry');
    expect(within(rows[0]!).getByText('Asignó el transporte del embarque 17')).toBeTruthy();
    expect(within(rows[0]!).getByText('Placas: — → GTO-552-B')).toBeTruthy();
    expect(within(rows[0]!).getByText('Conductor: — → Ramiro Olvera')).toBeTruthy();
    expect(within(rows[1]!).getByText('Registró la factura FAC-2201')).toBeTruthy();
    expect(within(rows[2]!).getByText('Creó el embarque 17')).toBeTruthy();
  });

  it('speaks English too', async () => {
    server.use(
      mock.get(`*/api/orders/${order.id}/history`, () =>
        answer(z.array(orderHistoryEntrySchema), [
          entry({
            event: 'deliveryModelChanged',
            data: { deliveryModel: { from: 'PICKUP', to: 'DELIVERY_PARTNER' } },
          }),
        ]),
      ),
    );
    renderSection(<OrderTimeline order={order} onChanged={() => {}} />, { locale: 'en' });
    expect(await screen.findByText('Changed the delivery model')).toBeTruthy();
    expect(screen.getByText('Delivery model: Pickup → GranelBajío Delivery Partner')).toBeTruthy();
  });
});

/** What the server writes with each kind (the rest write nothing the title needs). */
const DATA_OF: Partial<Record<OrderHistoryEvent, Record<string, unknown>>> = {
  documentAdded: { name: 'OC 45' },
  documentRenamed: { name: 'OC 45' },
  documentDeleted: { name: 'OC 45' },
  releaseRequested: { resend: false },
  paymentRequested: { resend: false },
  creditChecked: { result: 'rejectedOverdraft' },
  released: { automatic: false, comment: 'Cliente al corriente' },
  retained: { reason: 'both', codes: ['REJECTED_OVERDUE_INVOICES', 'REJECTED_OVERDRAFT'] },
  paymentValidated: { automatic: false },
  paymentRegistered: { amount: '1234.50', paymentDate: '2026-11-20', paymentStatus: 'PARTIAL' },
};
/** A row of each kind the domain lists, so a new kind without words fails here. */
const everyKind = (): OrderHistoryEntry[] =>
  ORDER_HISTORY_EVENTS.map((event) => entry({ event, data: DATA_OF[event] ?? {} }));

describe('every kind of history row the server writes', () => {
  it.each(['es', 'en'] as const)('has its own sentence in %s, never a text key', async (locale) => {
    server.use(
      mock.get(`*/api/orders/${order.id}/history`, () =>
        answer(z.array(orderHistoryEntrySchema), everyKind()),
      ),
    );
    renderSection(<OrderTimeline order={order} onChanged={() => {}} />, { locale });
    const rows = await screen.findAllByTestId('timeline-entry');
    expect(rows).toHaveLength(ORDER_HISTORY_EVENTS.length);
    const fallback = locale === 'es' ? 'Actualizó la orden' : 'Updated the order';
    const titles = rows.map((row) => row.querySelector('p, span')?.textContent ?? '');
    for (const row of rows) expect(row.textContent).not.toMatch(/app\.|%\{/);
    expect(titles).not.toContain(fallback);
    expect(new Set(titles).size).toBe(ORDER_HISTORY_EVENTS.length);
  });

  it('says what finance decided and why', async () => {
    server.use(
      mock.get(`*/api/orders/${order.id}/history`, () =>
        answer(z.array(orderHistoryEntrySchema), everyKind()),
      ),
    );
    renderSection(<OrderTimeline order={order} onChanged={() => {}} />);
    expect(await screen.findByText('Revisión automática de crédito')).toBeTruthy();
    expect(screen.getByText('Resultado: Sobregiro')).toBeTruthy();
    expect(screen.getByText('Motivo: Facturas vencidas y sobregiro')).toBeTruthy();
    expect(screen.getByText('“Cliente al corriente”')).toBeTruthy();
    expect(screen.getByText('Monto: $1,234.50')).toBeTruthy();
    expect(screen.getByText('Fecha de pago: 20/11/2026')).toBeTruthy();
  });
});
