import { priceRequestCosts } from './priceRequestCosts';
import { priceRequestDetail } from './priceRequestDetail';
import { priceRequests } from './priceRequests';
import { supplierQuotes } from './supplierQuotes';

/** Solicitudes de precio y cotizaciones de proveedores: llegan con la primera pantalla del área. */
export const esPriceRequestsArea = {
  priceRequests,
  priceRequestDetail,
  priceRequestCosts,
  supplierQuotes,
} as const;
