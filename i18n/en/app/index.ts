import type { AppShape } from '../../shape';
import { enAdminArea } from './adminArea';
import { enCore } from './core';
import { enDashboardsArea } from './dashboards';
import { enOrdersArea } from './ordersArea';

/** The UI texts, one file per area; the web downloads them in groups (core, ordersArea, adminArea, dashboards). */
export const enApp: AppShape = { ...enCore, ...enOrdersArea, ...enAdminArea, ...enDashboardsArea };
