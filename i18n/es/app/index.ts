import { esAdminArea } from './adminArea';
import { esCore } from './core';
import { esOrdersArea } from './ordersArea';

/** Textos de la interfaz, un archivo por área; la web los descarga por grupos (core, ordersArea, adminArea). */
export const esApp = { ...esCore, ...esOrdersArea, ...esAdminArea } as const;
