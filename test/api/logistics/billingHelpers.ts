/**
 * Billing test helpers: an order released by finance with lots allocated (the allocation helpers),
 * shipped through the API, and the billing calls (invoice, credit notes, files, payments).
 */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import type { InvoiceInput, OrderLogistics } from '../../../src/domain/logistics';
import type { OrderCreationInput } from '../../../src/domain/orders';
import { customerInvoices, orderHistory, warehouses } from '../../../src/server/db/schema';
import { multipart, samplePdf } from '../../helpers/multipart';
import { createOrder } from '../../helpers/orders';
import { call, login, type Session, type TestContext } from '../../helpers/testApp';
import { allocationApi, peopleOf, tenantIdOf } from '../inventory/allocationHelpers';

let lots = 0;

export async function billingApi(t: TestContext) {
  const people = await peopleOf(t);
  const treasury = await login(t.app, 'finance.treasury@demo.local');
  const tenantId = await tenantIdOf(t, people.seller);
  const api = allocationApi(t, people, tenantId);
  const catalog = await api.catalog();
  const today = businessDay();

  /** A warehouse of the test (with an e-mail unless told) and a lot of `kg` in it. */
  const lotIn = async (kg: string, email: string | null = 'almacen@example.test', warehouseId?: string) => {
    const wid = warehouseId ?? (await api.warehouse(catalog.regionIds[0] ?? null));
    await api.db((tx) => tx.update(warehouses).set({ email }).where(eq(warehouses.id, wid)));
    lots += 1;
    const lot = await api.lot({
      warehouseId: wid,
      productId: catalog.productId,
      packagingType: catalog.packaging,
      lot: `LB-${lots}`,
      kg,
    });
    return { warehouseId: wid, lotId: lot.id };
  };

  /** Allocates the lots to the order (operation) and answers the allocations, oldest first. */
  const allocate = async (orderId: string, lotsToUse: { lotId: string; kg: string }[]) => {
    const res = await api.allocate(
      orderId,
      lotsToUse.map((l) => ({ inventoryId: l.lotId, allocatedQuantity: l.kg })),
    );
    expect(res.statusCode, res.body).toBeLessThan(300);
    return api.allocationRows(orderId);
  };

  /** A credit order of `kg`, released, with one lot of exactly that allocated. */
  const allocatedOrder = async (kg = '1000', options: { email?: string | null } = {}) => {
    const lot = await lotIn(kg, options.email === undefined ? 'almacen@example.test' : options.email);
    const orderId = await api.releasedOrder([
      { productId: catalog.productId, packaging: catalog.packaging, kg },
    ]);
    const [allocation] = await allocate(orderId, [{ lotId: lot.lotId, kg }]);
    return { orderId, allocationId: allocation!.id, ...lot };
  };

  const createShipment = (
    orderId: string,
    lines: { allocationId: string; quantity: string }[],
    session = people.operation,
  ) =>
    call(t.app, session, {
      method: 'POST',
      url: `/api/orders/${orderId}/logistics/shipments`,
      payload: { dateDelivery: today, lines, confirmShortShipment: true },
    });

  /** Ships `kg` of the allocation and answers the new shipment's id. */
  const ship = async (orderId: string, allocationId: string, kg: string) => {
    const res = await createShipment(orderId, [{ allocationId, quantity: kg }]);
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json<OrderLogistics>();
    return view.shipments[view.shipments.length - 1]!.id;
  };

  /** A released credit order of `kg` shipped whole in one shipment. */
  const shippedOrder = async (kg = '1000', options: { email?: string | null } = {}) => {
    const o = await allocatedOrder(kg, options);
    const shipmentId = await ship(o.orderId, o.allocationId, kg);
    return { ...o, shipmentId };
  };

  const base = (orderId: string, shipmentId: string) =>
    `/api/orders/${orderId}/logistics/shipments/${shipmentId}`;

  const putInvoice = (
    orderId: string,
    shipmentId: string,
    body: Partial<InvoiceInput> & Record<string, unknown>,
    session: Session = people.operation,
  ) =>
    call(t.app, session, {
      method: 'PUT',
      url: `${base(orderId, shipmentId)}/invoice`,
      payload: { invoiceDate: today, ...body },
    });

  const addCreditNote = (
    orderId: string,
    shipmentId: string,
    body: Record<string, unknown>,
    session = people.operation,
  ) =>
    call(t.app, session, {
      method: 'POST',
      url: `${base(orderId, shipmentId)}/invoice/credit-notes`,
      payload: { creditDate: today, ...body },
    });

  const uploadFile = (
    orderId: string,
    shipmentId: string,
    file: { filename: string; content: Buffer | string; type?: string },
    fileType = 'invoice',
    session = people.operation,
  ) =>
    call(t.app, session, {
      method: 'POST',
      url: `${base(orderId, shipmentId)}/files`,
      ...multipart([
        { name: 'type', content: fileType },
        {
          name: 'file',
          filename: file.filename,
          type: file.type ?? 'application/octet-stream',
          content: file.content,
        },
      ]),
    });

  const uploadPdf = async (orderId: string, shipmentId: string, fileType = 'invoice') => {
    const res = await uploadFile(
      orderId,
      shipmentId,
      { filename: 'factura.pdf', content: samplePdf() },
      fileType,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string; name: string }>();
  };

  const invoiceRow = (shipmentId: string) =>
    api.db(
      async (tx) =>
        (await tx.select().from(customerInvoices).where(eq(customerInvoices.shipmentId, shipmentId)))[0],
    );

  const events = (orderId: string) =>
    api.db((tx) =>
      tx
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, orderId))
        .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id)),
    );

  const logistics = async (orderId: string, session = people.operation) => {
    const res = await call(t.app, session, { method: 'GET', url: `/api/orders/${orderId}/logistics` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderLogistics>();
  };

  // ---- Payments ----
  const uploadConfirmation = async (orderId: string) => {
    const res = await call(t.app, people.seller, {
      method: 'POST',
      url: `/api/orders/${orderId}/documents`,
      ...multipart([
        { name: 'file', filename: 'comprobante.pdf', type: 'application/pdf', content: samplePdf() },
        { name: 'type', content: 'payment_confirmation' },
        { name: 'name', content: 'Comprobante de pago' },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };

  const pay = async (orderId: string, amount: string) => {
    const receipt = await uploadConfirmation(orderId);
    return call(t.app, treasury, {
      method: 'POST',
      url: `/api/orders/${orderId}/payments`,
      payload: { paymentDate: today, amount, paymentReceipt: receipt },
    });
  };

  const paymentsPanel = async (orderId: string) => {
    const res = await call(t.app, treasury, { method: 'GET', url: `/api/orders/${orderId}/payments` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ paymentStatus: string; paid: string; balance: string; canRegister: boolean }>();
  };

  const confirmDelivery = (shipmentId: string) =>
    call(t.app, people.operation, {
      method: 'PUT',
      url: `/api/order-logistic/${shipmentId}/confirm-delivery`,
      payload: { isCompleted: true, deliveryDate: today },
    });

  /** An advance-payment order of `kg` created by the seller (not released). */
  const advanceOrder = async (kg: string) => {
    const [id] = await createOrder(t.app, people.seller, {
      paymentTerm: 'ADVANCE_PAYMENT',
      items: [
        {
          productId: catalog.productId,
          presentation: catalog.packaging as OrderCreationInput['items'][number]['presentation'],
          quantity: kg,
          targetPrice: '2.5',
        },
      ],
    });
    return id!;
  };

  return {
    ...api,
    people,
    treasury,
    tenantId,
    catalog,
    today,
    lotIn,
    allocate,
    allocatedOrder,
    createShipment,
    ship,
    shippedOrder,
    base,
    putInvoice,
    addCreditNote,
    uploadFile,
    uploadPdf,
    invoiceRow,
    events,
    logistics,
    uploadConfirmation,
    pay,
    paymentsPanel,
    confirmDelivery,
    advanceOrder,
  };
}

export type BillingApi = Awaited<ReturnType<typeof billingApi>>;
