/**
 * The price-request resource: the list (/price-request), the request form (/price-request/create),
 * a request's page with the cost calculator (/price-request/{id}) and pricing's supplier quotes
 * (/price-request/quotes, a sub-page of the resource).
 */
import type { PriceRequestRow } from '../../domain/priceRequests';
import { named, screen } from '../navigation/screen';

export { PriceRequestAdditionsProvider } from './priceRequestAdditions';

export default {
  list: screen(
    named(() => import('./PriceRequestList'), 'PriceRequestListPage'),
    { resource: 'price-request', action: 'list', section: 'price-requests' },
    ['priceRequests'],
  ),
  // The product picker and the quantity summary per warehouse speak the orders' words too.
  create: screen(
    named(() => import('./PriceRequestCreate'), 'PriceRequestCreatePage'),
    { resource: 'price-request', action: 'create', section: 'price-requests-create' },
    ['priceRequests', 'orders'],
  ),
  edit: screen(
    named(() => import('./PriceRequestShow'), 'PriceRequestShowPage'),
    { resource: 'price-request', action: 'show', section: 'price-requests' },
    ['priceRequests', 'orders'],
  ),
  quotes: screen(
    named(() => import('./quotes/SupplierQuoteList'), 'SupplierQuoteListPage'),
    { resource: 'supplier-quotes', action: 'list', section: 'price-requests' },
    ['priceRequests', 'orders'],
  ),
  recordRepresentation: (record: PriceRequestRow) => record.displayNumber,
};
