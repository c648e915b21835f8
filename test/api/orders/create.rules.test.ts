/**
 * Every order creation rule of the original client, through `POST /api/orders`: one refused case with the
 * Spanish message on the field the user must change, and one accepted case (201).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '../../../src/domain/dates';
import { lastDayOfNextMonth, type OrderCreationInput } from '../../../src/domain/orders';
import { rowsOf } from '../../../src/server/db/client';
import { multipart, samplePdf } from '../../helpers/multipart';
import { validOrderPayload } from '../../helpers/orders';
import { call, createTestApp, login, type Session, type TestContext } from '../../helpers/testApp';

let t: TestContext;
let admin: Session;
let seller: Session;
let base: OrderCreationInput;
let warehouseId: string;

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin@demo.local');
  seller = await login(t.app, 'seller@demo.local');
  base = await validOrderPayload(t.app, admin);
  [{ id: warehouseId }] = (await q<{ id: string }>(sql`select id from warehouses where code = 'QRO-01'`)) as [
    { id: string },
  ];
});
afterAll(() => t?.close());

type Item = OrderCreationInput['items'][number];
type Body = Record<string, unknown>;
const item = (over: Partial<Record<keyof Item, unknown>> = {}) => ({ ...base.items[0]!, ...over });
const body = (over: Body = {}): Body => ({ ...base, ...over });

const post = (payload: Body, session: Session = admin, lang?: string) =>
  call(t.app, session, {
    method: 'POST',
    url: '/api/orders',
    payload,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

interface Detail {
  path: string;
  key: string;
  message: string;
}

async function refused(payload: Body, path: string, message: string, session: Session = admin) {
  const res = await post(payload, session);
  expect(res.statusCode, res.body).toBe(400);
  const details = res.json<{ code: string; details: Detail[] }>().details;
  expect(res.json().code).toBe('VALIDATION_ERROR');
  expect(details.find((d) => d.path === path)?.message, JSON.stringify(details)).toBe(message);
  return details;
}

async function accepted(payload: Body, session: Session = admin): Promise<string[]> {
  const res = await post(payload, session);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: string }[] }>().data.map((o) => o.id);
}

async function stage(session: Session = admin): Promise<string> {
  const res = await call(t.app, session, {
    method: 'POST',
    url: '/api/orders/uploads',
    ...multipart([{ name: 'file', filename: 'soporte.pdf', type: 'application/pdf', content: samplePdf() }]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ uploadId: string }>().uploadId;
}

const document = async (type: string, name = 'Documento') => ({ uploadId: await stage(), type, name });

function plusDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const today = () => businessDay();

describe('products', () => {
  it('requires a product on each row', async () => {
    await refused(
      body({ items: [item({ productId: '' })] }),
      'body.items.0.productId',
      'Debe seleccionar un producto',
    );
    await accepted(body({ items: [item()] }));
  });

  it('requires a presentation', async () => {
    const { presentation: _, ...withoutPresentation } = item();
    await refused(
      body({ items: [withoutPresentation] }),
      'body.items.0.presentation',
      'Debe seleccionar una presentación',
    );
    await accepted(body({ items: [item({ presentation: base.items[0]!.presentation })] }));
  });

  it('requires a quantity, and reads a decimal comma', async () => {
    await refused(
      body({ items: [item({ quantity: ' ' })] }),
      'body.items.0.quantity',
      'La cantidad es requerida',
    );
    const [id] = await accepted(body({ items: [item({ quantity: '1,5' })] }));
    const [row] = await q<{ quantity_kg: string }>(
      sql`select quantity_kg from order_items where order_id = ${id}`,
    );
    expect(row!.quantity_kg).toBe('1.500');
  });

  it('requires a sale price', async () => {
    await refused(
      body({ items: [item({ targetPrice: '' })] }),
      'body.items.0.targetPrice',
      'El precio de venta es requerido',
    );
    await accepted(body({ items: [item({ targetPrice: '0.75' })] }));
  });

  it('takes 1 to 10 products', async () => {
    await refused(body({ items: [] }), 'body.items', 'Mínimo un producto es necesario');
    await refused(
      body({ items: Array.from({ length: 11 }, () => item()) }),
      'body.items',
      'Máximo 10 productos por orden',
    );
    const [id] = await accepted(body({ items: Array.from({ length: 10 }, () => item()) }));
    const [row] = await q<{ n: number }>(
      sql`select count(*)::int as n from order_items where order_id = ${id}`,
    );
    expect(row!.n).toBe(10);
  });

  it('keeps prices in USD 0–5 and MXN 1–130, floored to whole units', async () => {
    const range = 'El precio debe estar entre $0 y $5 para USD o entre $1 y $130 para MXN';
    await refused(body({ items: [item({ targetPrice: '6' })] }), 'body.items.0.targetPrice', range);
    await accepted(body({ items: [item({ targetPrice: '5.99' })] }));
    await refused(
      body({ currency: 'MXN', items: [item({ targetPrice: '0,99' })] }),
      'body.items.0.targetPrice',
      range,
    );
    await refused(
      body({ currency: 'MXN', items: [item({ targetPrice: '131' })] }),
      'body.items.0.targetPrice',
      range,
    );
    await accepted(body({ currency: 'MXN', items: [item({ targetPrice: '130.999' })] }));
    await accepted(body({ currency: 'MXN', items: [item({ targetPrice: '1,5' })] }));
  });

  it('answers the same rule in English', async () => {
    const res = await post(body({ items: [item({ targetPrice: '6' })] }), admin, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({
      path: 'body.items.0.targetPrice',
      key: 'validation.orders.priceRange',
      message: 'The price must be between $0 and $5 for USD or between $1 and $130 for MXN',
    });
  });
});

describe('customer, delivery and counter sale', () => {
  it('requires a customer given by a valid id', async () => {
    await refused(body({ customer: undefined }), 'body.customer', 'Debe seleccionar un cliente');
    await refused(body({ customer: { id: '' } }), 'body.customer.id', 'Debe seleccionar un cliente');
    await refused(
      body({ customer: { id: 'cliente-1' } }),
      'body.customer.id',
      'El identificador no es válido',
    );
    await accepted(body({ customer: { id: base.customer.id, companyName: 'kept by the form' } }));
  });

  it('requires a delivery type and a delivery date', async () => {
    await refused(
      body({ deliveryModel: undefined }),
      'body.deliveryModel',
      'Debe seleccionar un tipo de entrega',
    );
    await refused(body({ deliveryDate: '' }), 'body.deliveryDate', 'La fecha de entrega es obligatoria');
    await accepted(body({ deliveryModel: 'PICKUP', deliveryDate: today() }));
  });

  it('refuses a sample that is also a counter sale', async () => {
    await refused(
      body({ type: 'sample', requiredInvoice: false, warehouseNoInvoice: warehouseId }),
      'body.type',
      'Una orden no puede ser muestra y venta mostrador al mismo tiempo',
    );
    await accepted(body({ type: 'sample', requiredInvoice: true }));
  });

  it('needs an address for delivery, not for pickup', async () => {
    await refused(
      body({ deliveryModel: 'DELIVERY_PARTNER', addressId: null }),
      'body.addressId',
      'Debe seleccionar una dirección para delivery',
    );
    const [id] = await accepted(body({ deliveryModel: 'PICKUP', addressId: null }));
    const [row] = await q<{ address_id: string | null }>(sql`select address_id from orders where id = ${id}`);
    expect(row!.address_id).toBeNull();
  });

  it('delivers from today to the last day of next month, each extra date too', async () => {
    const outOfRange = 'La fecha de entrega debe estar entre hoy y el último día del próximo mes';
    const last = lastDayOfNextMonth(today());
    await refused(body({ deliveryDate: plusDays(today(), -1) }), 'body.deliveryDate', outOfRange);
    await refused(body({ deliveryDate: plusDays(last, 1) }), 'body.deliveryDate', outOfRange);
    await refused(
      body({
        isMultiOrder: true,
        numberOfAdditionalOrders: '1',
        deliveryDates: [today(), plusDays(last, 1)],
      }),
      'body.deliveryDates.1',
      outOfRange,
    );
    const [id] = await accepted(body({ deliveryDate: last }));
    const [row] = await q<{ delivery_date: string }>(
      sql`select delivery_date::text from orders where id = ${id}`,
    );
    expect(row!.delivery_date).toBe(last);
  });

  it('needs a warehouse for a counter sale', async () => {
    await refused(
      body({ requiredInvoice: false }),
      'body.warehouseNoInvoice',
      'Debe seleccionar un almacén para venta mostrador',
    );
    const [id] = await accepted(body({ requiredInvoice: false, warehouseNoInvoice: warehouseId }));
    const [row] = await q<{ warehouse_id: string; required_invoice: boolean }>(
      sql`select warehouse_id, required_invoice from orders where id = ${id}`,
    );
    expect(row).toEqual({ warehouse_id: warehouseId, required_invoice: false });
  });
});

describe('documents and seller', () => {
  it('needs a payment proof when the client already paid', async () => {
    await refused(
      body({ clientPaid: true, documents: [] }),
      'body.documents',
      'Debe adjuntar el comprobante de pago',
    );
    const [id] = await accepted(
      body({ clientPaid: true, documents: [await document('payment_confirmation', 'Transferencia')] }),
    );
    const docs = await q<{ type: string; name: string; stored_name: string | null; updating: boolean }>(
      sql`select type, name, stored_name, updating from order_documents where order_id = ${id} order by type`,
    );
    expect(docs.map((d) => [d.type, d.name, d.updating])).toEqual([
      ['payment_confirmation', 'Transferencia', false],
      ['sales_order', 'Proforma', true],
    ]);
    expect(docs[0]!.stored_name).toBeTruthy();
  });

  it('refuses an upload that was never staged, on its own field', async () => {
    const ghost = { uploadId: '0b9a5c1e-2f4d-4c43-9a51-5d6a7e8f9012', type: 'custom', name: 'Contrato' };
    await refused(
      body({ documents: [ghost] }),
      'body.documents.0.uploadId',
      'Sube el archivo antes de crear la orden',
    );
  });

  it('makes admin name a seller for an invoiced sale to a client marked not invoiced', async () => {
    const risky = { requiredInvoice: true, clientIsNotInvoice: true, type: 'retail' as const };
    await refused(body({ ...risky, sellerId: null }), 'body.sellerId', 'Debe seleccionar un vendedor');
    await accepted(body({ ...risky, sellerId: base.sellerId }));
    // A seller's own order needs no seller field: the role comes from the token, not the body.
    const own = await validOrderPayload(t.app, seller, { ...risky, sellerId: null, role: 'admin' });
    await accepted(own, seller);
  });

  it('needs the purchase-order number with a client purchase order', async () => {
    const documents = [await document('client_purchase_order', 'OC cliente')];
    await refused(
      body({ documents }),
      'body.purchaseOrderId',
      'Debe capturar el número de orden de compra del cliente',
    );
    const [id] = await accepted(body({ documents, purchaseOrderId: 'OC-2026-0117' }));
    const [row] = await q<{ purchase_order_id: string }>(
      sql`select purchase_order_id from orders where id = ${id}`,
    );
    expect(row!.purchase_order_id).toBe('OC-2026-0117');
  });

  it('needs a sample request among a sample’s documents', async () => {
    await refused(
      body({ type: 'sample', documents: [await document('custom')] }),
      'body.documents',
      'Debe adjuntar la solicitud de muestra',
    );
    await accepted(body({ type: 'sample', documents: [await document('sample_order', 'Solicitud')] }));
  });

  it('needs a payment confirmation among the documents of an advance payment already paid', async () => {
    const paid = { paymentTerm: 'ADVANCE_PAYMENT', clientPaid: true };
    await refused(
      body({ ...paid, documents: [await document('custom')] }),
      'body.documents',
      'Debe adjuntar un documento de tipo comprobante de pago',
    );
    await accepted(body({ ...paid, documents: [await document('payment_confirmation')] }));
  });
});

describe('multi-order and shipments', () => {
  it('needs one delivery date per order (additional orders + 1)', async () => {
    await refused(
      body({ isMultiOrder: true, numberOfAdditionalOrders: '2', deliveryDates: [today(), today()] }),
      'body.deliveryDates',
      'Debe indicar una fecha de entrega por cada orden (órdenes adicionales más una)',
    );
    const ids = await accepted(
      body({ isMultiOrder: true, numberOfAdditionalOrders: '2', deliveryDates: [today(), today(), today()] }),
    );
    expect(ids).toHaveLength(3);
  });

  it('takes at most 10 additional orders', async () => {
    const dates = (n: number) => Array.from({ length: n }, () => today());
    await refused(
      body({ isMultiOrder: true, numberOfAdditionalOrders: '11', deliveryDates: dates(12) }),
      'body.numberOfAdditionalOrders',
      'Máximo 10 órdenes adicionales',
    );
    const ids = await accepted(
      body({ isMultiOrder: true, numberOfAdditionalOrders: 10, deliveryDates: dates(11) }),
    );
    expect(ids).toHaveLength(11);
  });

  it('delivers in 1 to 3 shipments', async () => {
    await refused(body({ quantityDelivered: 4 }), 'body.quantityDelivered', 'Máximo 3 envíos');
    await refused(body({ quantityDelivered: '0' }), 'body.quantityDelivered', 'Mínimo 1 envío');
    const [id] = await accepted(body({ quantityDelivered: '3' }));
    const [row] = await q<{ shipments: number }>(sql`select shipments from orders where id = ${id}`);
    expect(row!.shipments).toBe(3);
  });

  it('reports every problem of the form at once', async () => {
    const details = await refused(
      body({
        items: [item({ targetPrice: '9' })],
        deliveryModel: 'DELIVERY_PARTNER',
        addressId: null,
        quantityDelivered: 5,
      }),
      'body.addressId',
      'Debe seleccionar una dirección para delivery',
    );
    expect(details.map((d) => d.path).sort()).toEqual(
      ['body.addressId', 'body.items.0.targetPrice', 'body.quantityDelivered'].sort(),
    );
  });
});
