/**
 * The dataProvider's methods: react-admin's standard ones over the API's REST conventions
 * (resources.ts), plus the business calls each area needs, one module per area, each failing with
 * react-admin's `HttpError` (see ../apiErrors.ts). Downloaded on the first call (index.ts).
 */
import type { AxiosInstance } from 'axios';
import type { DataProvider } from 'react-admin';
import { toHttpError } from '../apiErrors';
import { customerMethods } from './customers';
import { dashboardMethods } from './dashboards';
import { deliveryCalendarMethods } from './deliveryCalendar';
import { financeMethods } from './finance';
import { hierarchyMethods } from './hierarchy';
import { inventoryMethods } from './inventory';
import { inventoryAllocationMethods } from './inventoryAllocation';
import { logisticsMethods } from './logistics';
import { logisticsQueueMethods } from './logisticsQueues';
import { notificationPreferenceMethods } from './notificationPreferences';
import { notificationMethods } from './notifications';
import { orderMethods } from './orders';
import { pipelineMethods } from './pipeline';
import { preferenceMethods } from './preferences';
import { priceRequestMethods } from './priceRequests';
import { pricingMethods } from './pricing';
import { pushMethods } from './push';
import { standardMethods } from './resources';
import { tenantMethods } from './tenant';
import { userMethods } from './users';

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** The same methods, each failing with an HttpError instead of an axios error. */
function withHttpErrors<T extends Record<string, AsyncMethod>>(methods: T): T {
  const wrapped = Object.entries(methods).map(([name, method]) => [
    name,
    async (...args: never[]) => {
      try {
        return await method(...args);
      } catch (error) {
        throw toHttpError(error);
      }
    },
  ]);
  return Object.fromEntries(wrapped) as T;
}

export function buildDataProvider(api: AxiosInstance) {
  return withHttpErrors({
    ...standardMethods(api),
    ...preferenceMethods(api),
    ...financeMethods(api),
    ...inventoryAllocationMethods(api),
    ...orderMethods(api),
    ...customerMethods(api),
    ...userMethods(api),
    ...hierarchyMethods(api),
    ...pricingMethods(api),
    ...priceRequestMethods(api),
    ...tenantMethods(api),
    ...inventoryMethods(api),
    ...notificationMethods(api),
    ...notificationPreferenceMethods(api),
    ...pushMethods(api),
    ...logisticsMethods(api),
    ...logisticsQueueMethods(api),
    ...pipelineMethods(api),
    ...dashboardMethods(api),
    ...deliveryCalendarMethods(api),
  }) satisfies DataProvider;
}

export type FullDataProvider = ReturnType<typeof buildDataProvider>;
