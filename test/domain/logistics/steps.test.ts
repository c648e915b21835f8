/** Which step the shipments' facts put an order in (logisticsStatus). */
import { describe, expect, it } from 'vitest';
import { type LogisticsFacts, logisticsStatus } from '../../../src/domain/logistics/steps';

const shipment = (over: Partial<LogisticsFacts['shipments'][number]> = {}) => ({
  hasTransport: false,
  isInvoiced: false,
  isDelivered: false,
  ...over,
});
const facts = (over: Partial<LogisticsFacts> = {}): LogisticsFacts => ({
  shipments: [shipment()],
  requiredInvoice: true,
  nothingLeftToShip: true,
  paymentsCover: false,
  ...over,
});

describe('logisticsStatus', () => {
  it('leaves the status to the allocation without shipments', () => {
    expect(logisticsStatus(facts({ shipments: [] }))).toBeNull();
  });

  it('moves through the steps as the facts hold', () => {
    expect(logisticsStatus(facts())).toBe('EMBARCADO/PROGRAMADO');
    expect(logisticsStatus(facts({ shipments: [shipment({ hasTransport: true })] }))).toBe(
      'EMBARCADO/PROGRAMADO',
    );
    expect(logisticsStatus(facts({ shipments: [shipment({ isInvoiced: true })] }))).toBe('FACTURADO');
    expect(logisticsStatus(facts({ shipments: [shipment({ isInvoiced: true, hasTransport: true })] }))).toBe(
      'TRANSPORTE_ASIGNADO',
    );
    expect(logisticsStatus(facts({ shipments: [shipment({ isDelivered: true })] }))).toBe('ORDEN_ENTREGADA');
    expect(
      logisticsStatus(facts({ shipments: [shipment({ isDelivered: true })], paymentsCover: true })),
    ).toBe('PAGADO');
  });

  it('skips the invoice step for an order that needs none', () => {
    expect(logisticsStatus(facts({ requiredInvoice: false }))).toBe('EMBARCADO/PROGRAMADO');
    expect(
      logisticsStatus(facts({ requiredInvoice: false, shipments: [shipment({ hasTransport: true })] })),
    ).toBe('TRANSPORTE_ASIGNADO');
  });

  it('needs every shipment, and nothing left to ship, to be delivered', () => {
    const oneOfTwo = [shipment({ isDelivered: true }), shipment()];
    expect(logisticsStatus(facts({ shipments: oneOfTwo }))).toBe('EMBARCADO/PROGRAMADO');
    expect(
      logisticsStatus(facts({ shipments: [shipment({ isDelivered: true })], nothingLeftToShip: false })),
    ).toBe('EMBARCADO/PROGRAMADO');
  });
});
