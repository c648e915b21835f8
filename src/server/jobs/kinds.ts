/**
 * Every kind of job the app runs, each defined by the module that owns the work. `enqueue` takes
 * its kinds and payload types from this list, so a payload that does not fit is a type error.
 */
import type { z } from 'zod';
import { sendMailJob } from '../mail/mailJob';
import { dashboardFoldJob } from '../modules/dashboards';
import { lotExportMailJob } from '../modules/inventory';
import { bulkAuthorizationRenderJob, remissionRenderJob } from '../modules/logistics';
import { notificationPushJob } from '../modules/notifications';
import { orderExportMailJob, proformaRenderJob } from '../modules/orders';
import { priceRequestExpiryJob, priceRequestExportMailJob } from '../modules/priceRequests';
import { realtimePublishJob } from '../realtime/announce';

export const JOB_DEFINITIONS = [
  proformaRenderJob,
  sendMailJob,
  orderExportMailJob,
  lotExportMailJob,
  remissionRenderJob,
  bulkAuthorizationRenderJob,
  priceRequestExportMailJob,
  priceRequestExpiryJob,
  dashboardFoldJob,
  realtimePublishJob,
  notificationPushJob,
] as const;

type Definition = (typeof JOB_DEFINITIONS)[number];
export type JobKind = Definition['kind'];
export type JobPayload<K extends JobKind> = z.input<Extract<Definition, { kind: K }>['payload']>;
