import { describe, expect, it } from 'vitest';
import {
  isCounterSale,
  MAX_ORDER_ITEMS,
  type OrderCreationContext,
  type OrderCreationInput,
  orderCreationSchema,
} from '../../../src/domain/orders';

const TODAY = '2026-05-10'; // window: 2026-05-10 … 2026-06-30
const ADMIN: OrderCreationContext = { today: TODAY, role: 'admin' };
const SELLER: OrderCreationContext = { today: TODAY, role: 'seller' };

const id = (n: number) => `0196e9a0-0000-7000-8000-${String(n).padStart(12, '0')}`;
const PRODUCT = id(1);
const CUSTOMER = id(2);
const ADDRESS = id(3);
const WAREHOUSE = id(4);
const UPLOAD_ID = id(9);
const SELLER_ID = id(5);

const item = (over: Record<string, unknown> = {}) => ({
  productId: PRODUCT,
  presentation: 'BAG',
  quantity: '1000',
  targetPrice: '1,25', // valid in USD and in MXN
  ...over,
});

/** A valid pickup order; each test breaks or fixes one thing. */
const order = (over: Record<string, unknown> = {}) =>
  ({
    currency: 'USD',
    customer: { id: CUSTOMER },
    items: [item()],
    deliveryModel: 'PICKUP',
    deliveryDate: '2026-05-20',
    ...over,
  }) as OrderCreationInput;

function issues(input: unknown, ctx: OrderCreationContext = SELLER) {
  const result = orderCreationSchema(ctx).safeParse(input);
  return (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const k = (name: string) => `validation.orders.${name}`;

describe('order creation: the valid order', () => {
  it('parses with the defaults of the original client and canonical decimals', () => {
    const parsed = orderCreationSchema(SELLER).parse(order({ items: [item({ quantity: undefined })] }));
    expect(parsed).toMatchObject({
      currency: 'USD',
      environment: 'bubble',
      comments: null,
      type: 'retail',
      requiredInvoice: true,
      isMultiOrder: false,
      items: [{ productId: PRODUCT, presentation: 'BAG', quantity: '1', targetPrice: '1.25' }],
      numberOfAdditionalOrders: 0,
      quantityDelivered: 1,
      paymentTerm: 'CREDIT',
      DELIVERY_FREQUENCY: 'once',
      documents: [],
      addressId: null,
      sellerId: null,
    });
  });

  it('reads typed numbers with the decimal rules and drops the browser-only document keys', () => {
    const parsed = orderCreationSchema(SELLER).parse(
      order({
        items: [item({ quantity: '1,500', targetPrice: '1,5' })],
        documents: [{ uploadId: UPLOAD_ID, type: 'custom', name: 'nota.pdf', file: { size: 1 } }],
      }),
    );
    expect(parsed.items[0]).toMatchObject({ quantity: '1500', targetPrice: '1.5' });
    expect(parsed.documents).toEqual([{ uploadId: UPLOAD_ID, type: 'custom', name: 'nota.pdf' }]);
  });

  it('refuses fields it does not know and a source other than bubble', () => {
    expect(orderCreationSchema(SELLER).safeParse(order({ discount: '10' })).success).toBe(false);
    expect(issues(order({ environment: 'web' }))).toEqual([
      { path: 'environment', message: 'validation.invalid' },
    ]);
  });

  it('reports every broken rule at once, not one per submit', () => {
    const found = issues(
      order({
        items: [item({ productId: '' })],
        deliveryModel: 'DELIVERY_PARTNER',
        requiredInvoice: false,
        type: 'sample',
      }),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        { path: 'items.0.productId', message: k('productRequired') },
        { path: 'addressId', message: k('addressRequired') },
        { path: 'type', message: k('sampleCounterSale') },
        { path: 'warehouseNoInvoice', message: k('warehouseRequired') },
      ]),
    );
  });

  it('refuses a body that is not an object as invalid, without running the rules on it', () => {
    for (const body of [[], 5, 'order', true]) {
      const result = orderCreationSchema(SELLER).safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.code)).toEqual(['invalid_type']);
    }
  });

  it('refuses a today that is not a day', () => {
    expect(() => orderCreationSchema({ today: '10/05/2026', role: 'seller' })).toThrow();
  });
});

describe('order creation: products', () => {
  it.each([
    ['product missing', { productId: undefined }, 'productId', 'productRequired'],
    ['product blank', { productId: '' }, 'productId', 'productRequired'],
    ['presentation missing', { presentation: undefined }, 'presentation', 'presentationRequired'],
    ['presentation unknown', { presentation: 'BOX' }, 'presentation', 'presentationRequired'],
    ['quantity blank', { quantity: ' ' }, 'quantity', 'quantityRequired'],
    ['quantity with 4 decimals', { quantity: '1.2345' }, 'quantity', 'quantityInvalid'],
    ['quantity negative', { quantity: '-1' }, 'quantity', 'quantityInvalid'],
    ['quantity zero', { quantity: '0' }, 'quantity', 'quantityPositive'],
    ['price missing', { targetPrice: undefined }, 'targetPrice', 'priceRequired'],
    ['price blank', { targetPrice: '' }, 'targetPrice', 'priceRequired'],
    ['price not a number', { targetPrice: 'abc' }, 'targetPrice', 'priceInvalid'],
  ])('%s: one issue on the field', (_, over, field, name) => {
    expect(issues(order({ items: [item(), item(over)] }))).toEqual([
      { path: `items.1.${field}`, message: k(name) },
    ]);
  });

  it('reports a malformed product id as such', () => {
    expect(issues(order({ items: [item({ productId: 'abc' })] }))).toEqual([
      { path: 'items.0.productId', message: 'validation.uuid' },
    ]);
  });

  it('needs at least one product', () => {
    expect(issues(order({ items: [] }))).toEqual([{ path: 'items', message: k('minProducts') }]);
    expect(issues(order({ items: undefined }))).toEqual([{ path: 'items', message: k('minProducts') }]);
    expect(issues(order({ items: [item()] }))).toEqual([]);
  });

  it('takes at most 10 products', () => {
    const many = (n: number) => Array.from({ length: n }, () => item());
    expect(issues(order({ items: many(MAX_ORDER_ITEMS + 1) }))).toEqual([
      { path: 'items', message: k('maxProducts') },
    ]);
    expect(issues(order({ items: many(MAX_ORDER_ITEMS) }))).toEqual([]);
  });
});

describe('order creation: price range (floored, per currency)', () => {
  it.each([
    ['USD', '0'],
    ['USD', '0,85'],
    ['USD', '5'],
    ['USD', '5.99'], // floored to 5
    ['MXN', '1'],
    ['MXN', '1,5'],
    ['MXN', '130'],
    ['MXN', '130.999'], // floored to 130
  ])('%s %s is accepted', (currency, targetPrice) => {
    expect(issues(order({ currency, items: [item({ targetPrice })] }))).toEqual([]);
  });

  it.each([
    ['USD', '6'],
    ['USD', '18.5'],
    ['MXN', '0.99'], // floored to 0
    ['MXN', '131'],
    ['MXN', '1,500'], // a thousands comma: 1500, not 1.5
  ])('%s %s is refused on its own row', (currency, targetPrice) => {
    expect(issues(order({ currency, items: [item(), item({ targetPrice })] }))).toEqual([
      { path: 'items.1.targetPrice', message: k('priceRange') },
    ]);
  });

  it('still checks the prices of valid rows when another row is broken', () => {
    const found = issues(order({ items: [item({ targetPrice: '9' }), item({ productId: '' })] }));
    expect(found).toEqual([
      { path: 'items.1.productId', message: k('productRequired') },
      { path: 'items.0.targetPrice', message: k('priceRange') },
    ]);
  });
});

describe('order creation: customer and delivery', () => {
  it('needs a customer with a valid id', () => {
    expect(issues(order({ customer: undefined }))).toEqual([
      { path: 'customer', message: k('customerRequired') },
    ]);
    expect(issues(order({ customer: null }))).toEqual([{ path: 'customer', message: k('customerRequired') }]);
    expect(issues(order({ customer: { id: '' } }))).toEqual([
      { path: 'customer.id', message: k('customerRequired') },
    ]);
    expect(issues(order({ customer: { id: 'abc' } }))).toEqual([
      { path: 'customer.id', message: 'validation.uuid' },
    ]);
    expect(issues(order({ customer: { id: CUSTOMER, companyName: 'Cales SA' } }))).toEqual([]);
  });

  it('needs a delivery type, and an address for the delivery-partner model', () => {
    expect(issues(order({ deliveryModel: undefined }))).toEqual([
      { path: 'deliveryModel', message: k('deliveryModelRequired') },
    ]);
    expect(issues(order({ deliveryModel: 'DELIVERY_PARTNER' }))).toEqual([
      { path: 'addressId', message: k('addressRequired') },
    ]);
    expect(issues(order({ deliveryModel: 'DELIVERY_PARTNER', addressId: '' }))).toEqual([
      { path: 'addressId', message: k('addressRequired') },
    ]);
    expect(issues(order({ deliveryModel: 'DELIVERY_PARTNER', addressId: ADDRESS }))).toEqual([]);
    expect(issues(order({ deliveryModel: 'PICKUP', addressId: null }))).toEqual([]);
  });

  it('needs a delivery date', () => {
    expect(issues(order({ deliveryDate: undefined }))).toEqual([
      { path: 'deliveryDate', message: k('deliveryDateRequired') },
    ]);
    expect(issues(order({ deliveryDate: '' }))).toEqual([
      { path: 'deliveryDate', message: k('deliveryDateRequired') },
    ]);
    expect(issues(order({ deliveryDate: '2026-02-30' }))).toEqual([
      { path: 'deliveryDate', message: 'validation.date' },
    ]);
  });

  it.each([
    [TODAY, '2026-05-10', true], // today
    [TODAY, '2026-05-09', false], // yesterday
    [TODAY, '2026-06-30', true], // last day of next month
    [TODAY, '2026-07-01', false], // the day after
    ['2026-12-15', '2027-01-31', true], // across the year end
    ['2026-12-15', '2027-02-01', false],
    ['2026-12-31', '2026-12-31', true],
    ['2026-12-31', '2026-12-30', false],
  ])('today %s, delivery %s allowed: %s', (today, deliveryDate, allowed) => {
    const found = issues(order({ deliveryDate }), { today, role: 'seller' });
    expect(found).toEqual(allowed ? [] : [{ path: 'deliveryDate', message: k('deliveryDateOutOfRange') }]);
  });
});

describe('order creation: order type, invoice and warehouse', () => {
  it('refuses a sample that is also a counter sale', () => {
    const sampleCounter = order({ type: 'sample', requiredInvoice: false, warehouseNoInvoice: WAREHOUSE });
    expect(issues(sampleCounter)).toEqual([{ path: 'type', message: k('sampleCounterSale') }]);
    expect(issues(order({ type: 'sample', requiredInvoice: true }))).toEqual([]);
  });

  it('needs a warehouse for a counter sale', () => {
    expect(issues(order({ requiredInvoice: false }))).toEqual([
      { path: 'warehouseNoInvoice', message: k('warehouseRequired') },
    ]);
    expect(issues(order({ requiredInvoice: false, warehouseNoInvoice: WAREHOUSE }))).toEqual([]);
  });

  it('calls an order without invoice a counter sale', () => {
    expect(isCounterSale({ requiredInvoice: false })).toBe(true);
    expect(isCounterSale({ requiredInvoice: true })).toBe(false);
  });
});

describe('order creation: seller', () => {
  const needsSeller = order({ requiredInvoice: true, clientIsNotInvoice: true, type: 'retail' });

  it.each([['admin'], ['ADMIN'], ['customer.service'], ['CUSTOMER_SERVICE']])(
    '%s must pick a seller for an invoiced, client-not-invoiced retail order',
    (role) => {
      expect(issues(needsSeller, { today: TODAY, role })).toEqual([
        { path: 'sellerId', message: k('sellerRequired') },
      ]);
      expect(issues({ ...needsSeller, sellerId: SELLER_ID }, { today: TODAY, role })).toEqual([]);
    },
  );

  it('leaves the seller optional in the other cases', () => {
    expect(issues(needsSeller, SELLER)).toEqual([]); // a seller sells for itself
    expect(issues({ ...needsSeller, type: 'sample' }, ADMIN)).toEqual([]);
    expect(issues({ ...needsSeller, clientIsNotInvoice: false }, ADMIN)).toEqual([]);
    expect(issues({ ...needsSeller, role: 'seller' }, ADMIN)).toEqual([
      { path: 'sellerId', message: k('sellerRequired') },
    ]); // the body's role is not believed
  });
});

describe('order creation: documents', () => {
  const doc = (type: string) => ({ uploadId: UPLOAD_ID, type, name: `${type}.pdf` });

  it('needs a payment proof when the client already paid', () => {
    expect(issues(order({ clientPaid: true }))).toEqual([
      { path: 'documents', message: k('paymentProofRequired') },
    ]);
    expect(issues(order({ clientPaid: true, documents: [doc('payment_confirmation')] }))).toEqual([]);
  });

  it('needs the purchase-order number when the client purchase order is attached', () => {
    expect(issues(order({ documents: [doc('client_purchase_order')] }))).toEqual([
      { path: 'purchaseOrderId', message: k('purchaseOrderIdRequired') },
    ]);
    expect(issues(order({ documents: [doc('client_purchase_order')], purchaseOrderId: 'OC-4471' }))).toEqual(
      [],
    );
  });

  it('needs the sample request among the documents of a sample', () => {
    expect(issues(order({ type: 'sample', documents: [doc('custom')] }))).toEqual([
      { path: 'documents', message: k('sampleRequestRequired') },
    ]);
    expect(issues(order({ type: 'sample', documents: [doc('custom'), doc('sample_order')] }))).toEqual([]);
    expect(issues(order({ type: 'sample' }))).toEqual([]); // no documents, nothing to check
  });

  it('needs a payment confirmation among the documents of a paid advance-payment order', () => {
    const paidInAdvance = { paymentTerm: 'ADVANCE_PAYMENT', clientPaid: true };
    expect(issues(order({ ...paidInAdvance, documents: [doc('custom')] }))).toEqual([
      { path: 'documents', message: k('paymentConfirmationRequired') },
    ]);
    expect(issues(order({ ...paidInAdvance, documents: [doc('payment_confirmation')] }))).toEqual([]);
    expect(issues(order({ paymentTerm: 'CREDIT', clientPaid: true, documents: [doc('custom')] }))).toEqual(
      [],
    );
  });

  it('accepts only document types a person uploads', () => {
    expect(issues(order({ documents: [doc('sales_order')] }))).toEqual([
      { path: 'documents.0.type', message: k('documentType') },
    ]);
    expect(issues(order({ documents: [{ uploadId: UPLOAD_ID, type: 'custom', name: ' ' }] }))).toEqual([
      { path: 'documents.0.name', message: 'validation.required' },
    ]);
  });
});

describe('order creation: multi order', () => {
  const dates = (n: number) =>
    Array.from({ length: n }, (_, i) => `2026-05-${String(11 + i).padStart(2, '0')}`);
  const multi = (additional: string, count: number) =>
    order({ isMultiOrder: true, numberOfAdditionalOrders: additional, deliveryDates: dates(count) });

  it('needs one delivery date per order: additional orders + 1', () => {
    expect(issues(multi('2', 2))).toEqual([{ path: 'deliveryDates', message: k('deliveryDatesCount') }]);
    expect(issues(multi('2', 4))).toEqual([{ path: 'deliveryDates', message: k('deliveryDatesCount') }]);
    expect(issues(multi('2', 3))).toEqual([]);
    expect(issues(order({ isMultiOrder: false, deliveryDates: [] }))).toEqual([]);
  });

  it('checks each extra date against the window, on its own index', () => {
    const found = issues(
      order({
        isMultiOrder: true,
        numberOfAdditionalOrders: '2',
        deliveryDates: ['2026-05-10', '2026-06-30', '2026-07-01'],
      }),
    );
    expect(found).toEqual([{ path: 'deliveryDates.2', message: k('deliveryDateOutOfRange') }]);
  });

  it('takes at most 10 additional orders, as a whole number', () => {
    expect(issues(multi('11', 12))).toEqual(
      expect.arrayContaining([{ path: 'numberOfAdditionalOrders', message: k('maxAdditionalOrders') }]),
    );
    expect(issues(multi('10', 11))).toEqual([]);
    expect(issues(order({ numberOfAdditionalOrders: '1.5' }))).toEqual([
      { path: 'numberOfAdditionalOrders', message: k('additionalOrdersInvalid') },
    ]);
    expect(issues(order({ numberOfAdditionalOrders: '-1' }))).toEqual([
      { path: 'numberOfAdditionalOrders', message: k('additionalOrdersInvalid') },
    ]);
  });

  it('ships in 1 to 3 shipments', () => {
    expect(issues(order({ quantityDelivered: 4 }))).toEqual([
      { path: 'quantityDelivered', message: k('maxShipments') },
    ]);
    expect(issues(order({ quantityDelivered: 0 }))).toEqual([
      { path: 'quantityDelivered', message: k('minShipments') },
    ]);
    expect(issues(order({ quantityDelivered: 1.5 }))).toEqual([
      { path: 'quantityDelivered', message: k('shipmentsInvalid') },
    ]);
    expect(issues(order({ quantityDelivered: 3 }))).toEqual([]);
    expect(issues(order({ quantityDelivered: '2' }))).toEqual([]);
  });
});
