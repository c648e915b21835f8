import { esAdminArea } from './adminArea';
import { esCore } from './core';
import { esDashboardsArea } from './dashboards';
import { esOrdersArea } from './ordersArea';

/** Textos de la interfaz, un archivo por área; la web los descarga por grupos (core, ordersArea, adminArea, dashboards). */
export const esApp = { ...esCore, ...esOrdersArea, ...esAdminArea, ...esDashboardsArea } as const;
