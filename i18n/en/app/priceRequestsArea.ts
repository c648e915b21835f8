import type { PriceRequestsKey } from '../../areas';
import type { AppShape } from '../../shape';
import { priceRequestCosts } from './priceRequestCosts';
import { priceRequestDetail } from './priceRequestDetail';
import { priceRequests } from './priceRequests';
import { supplierQuotes } from './supplierQuotes';

/** Price requests and supplier quotes: arrive with the area's first screen. */
export const enPriceRequestsArea: Pick<AppShape, PriceRequestsKey> = {
  priceRequests,
  priceRequestDetail,
  priceRequestCosts,
  supplierQuotes,
};
