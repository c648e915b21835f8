/**
 * Every business area's routes, registered under /api. Each module's index.ts registers its own
 * slices under their path prefixes with the module's default OpenAPI tags.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authModule } from './modules/auth';
import { customersModule } from './modules/customers';
import { dashboardsModule } from './modules/dashboards';
import { financeModule } from './modules/finance';
import { healthModule } from './modules/health';
import { inventoryModule } from './modules/inventory';
import { logisticsModule } from './modules/logistics';
import { notificationsModule } from './modules/notifications';
import { ordersModule } from './modules/orders';
import { priceRequestsModule } from './modules/priceRequests';
import { pricingModule } from './modules/pricing';
import { productsModule } from './modules/products';
import { pushModule } from './modules/push';
import { tenantsModule } from './modules/tenants';
import { usersModule } from './modules/users';

const MODULES = [
  healthModule,
  authModule,
  tenantsModule,
  usersModule,
  customersModule,
  ordersModule,
  financeModule,
  inventoryModule,
  logisticsModule,
  notificationsModule,
  pushModule,
  pricingModule,
  priceRequestsModule,
  productsModule,
  dashboardsModule,
];

export const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  for (const module of MODULES) await api.register(module);
};
