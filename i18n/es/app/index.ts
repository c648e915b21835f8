import { esAdminArea } from './adminArea';
import { esCore } from './core';
import { esDashboardsArea } from './dashboards';
import { esOrdersArea } from './ordersArea';
import { esPriceRequestsArea } from './priceRequestsArea';
import { esPushArea } from './push';

/** Textos de la interfaz, un archivo por área; la web los descarga por grupos (core, ordersArea, adminArea, dashboards, priceRequestsArea, push). */
export const esApp = {
  ...esCore,
  ...esOrdersArea,
  ...esAdminArea,
  ...esDashboardsArea,
  ...esPriceRequestsArea,
  ...esPushArea,
} as const;
