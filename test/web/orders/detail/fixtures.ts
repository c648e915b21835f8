/** An order with a product row and a delivery-partner address, as `GET /api/orders/{id}` answers it. */
import type { OrderDetail } from '../../../../src/domain/orders/views';
import { buildOrder } from '../documents/renderSection';

export const ITEM_ID = '55555555-5555-4555-8555-555555555555';
export const PRODUCT_ID = '66666666-6666-4666-8666-666666666666';
export const ADDRESS_ID = '77777777-7777-4777-8777-777777777777';
export const CUSTOMER_ID = '44444444-4444-4444-8444-444444444444';

export function orderWithItems(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const usd = {
    productsTotal: '2500.00',
    deliveryPremium: '12.00',
    handling: '8.00',
    subTotalWithHandlingAndDelivery: '2520.00',
    taxes: '403.20',
    totalWithTaxes: '2923.20',
  };
  const mxn = {
    productsTotal: '46250.00',
    deliveryPremium: '222.00',
    handling: '148.00',
    subTotalWithHandlingAndDelivery: '46620.00',
    taxes: '7459.20',
    totalWithTaxes: '54079.20',
  };
  return buildOrder({
    purchaseOrderId: 'OC-7781',
    customerExternalId: 'CLI-0042',
    exchangeRate: '18.5000',
    customer: {
      id: CUSTOMER_ID,
      companyName: 'Aceros del Norte',
      fullName: 'Juan Pérez',
      rfc: 'ADN010101AB1',
      region: { name: 'Bajío' },
    },
    delivery: {
      deliveryDate: '2026-12-12',
      deliveryModel: 'DELIVERY_PARTNER',
      address: {
        id: ADDRESS_ID,
        fullAddress: 'Avenida de la Noria 118, Parque Industrial, 76248 El Marqués, Querétaro',
      },
      frequency: 'once',
      shipments: 1,
      warehouse: null,
    },
    items: [
      {
        id: ITEM_ID,
        productId: PRODUCT_ID,
        reference: 'CAL-HID-25',
        productName: 'Cal hidratada',
        packagingType: 'BAG',
        quantityKg: '1000.000',
        tons: '1.000',
        price: '2.5000',
        priceUSD: '2.5000',
        priceMXN: '46.2500',
        totalPrice: '2500.00',
        totalPriceUSD: '2500.00',
        totalPriceMXN: '46250.00',
      },
    ],
    computedValues: { currency: 'USD', tons: '1.000', USD: usd, MXN: mxn },
    ...overrides,
  });
}
