/** An approved request as the order creation form's starting point ('Create order'). */
import type { PriceRequestDetail } from '../../domain/priceRequests';
import type { OrderPrefillState } from '../orders/create/orderPrefill';
import type { ProductOption } from '../orders/create/ProductPicker';

export function createOrderState(
  request: PriceRequestDetail,
  product: ProductOption,
): OrderPrefillState | null {
  if (request.approvedPriceUsdPerTon === null) return null;
  return {
    orderPrefill: {
      priceRequestId: request.id,
      customer: { id: request.customer.id, companyName: request.customer.companyName },
      product,
      packagingType: request.packagingType,
      volumeTons: request.volumeTons,
      priceUsdPerTon: request.approvedPriceUsdPerTon,
      deliveryModel: request.deliveryMethod,
      addressId: request.address?.id ?? null,
      paymentTerm: request.paymentTerm,
    },
  };
}
