import type { AppShape } from '../../shape';
import { enAdminArea } from './adminArea';
import { enCore } from './core';
import { enDashboardsArea } from './dashboards';
import { enOrdersArea } from './ordersArea';
import { enPriceRequestsArea } from './priceRequestsArea';
import { enPushArea } from './push';

/** The UI texts, one file per area; the web downloads them in groups (core, ordersArea, adminArea, dashboards, priceRequestsArea, push). */
export const enApp: AppShape = {
  ...enCore,
  ...enOrdersArea,
  ...enAdminArea,
  ...enDashboardsArea,
  ...enPriceRequestsArea,
  ...enPushArea,
};
