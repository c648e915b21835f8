import { esAdminArea } from './adminArea';
import { esCore } from './core';
import { esDashboardsArea } from './dashboards';
import { esOrdersArea } from './ordersArea';
import { esPriceRequestsArea } from './priceRequestsArea';

/** Textos de la interfaz, un archivo por área; la web los descarga por grupos (core, ordersArea, adminArea, dashboards, priceRequestsArea). */
export const esApp = {
  ...esCore,
  ...esOrdersArea,
  ...esAdminArea,
  ...esDashboardsArea,
  ...esPriceRequestsArea,
} as const;
