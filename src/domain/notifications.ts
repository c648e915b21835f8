/** The signed-in user's notifications (header bell): item, list query and answers, bulk read. */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from './lists';

export const TOAST_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** The original client: "toastType (success, warning, error, else info)": anything unknown shows as info. */
export function toastTypeOf(value: string | null | undefined): ToastType {
  return (TOAST_TYPES as readonly string[]).includes(value ?? '') ? (value as ToastType) : 'info';
}

/** The original client pages notifications 20 at a time (the dropdown loads more on scroll). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** One bulk-read call marks at most this many ids; without ids it marks all of them. */
export const MAX_BULK_READ_IDS = 200;

export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  toastType: z.enum(TOAST_TYPES),
  createdAt: z.iso.datetime(),
  /**
   * `order.id` is set when the notification is about an order (the client opens /orders/{id}),
   * `priceRequest.id` when it is about a price request (/price-request/{id}).
   */
  metadata: z.object({
    order: z.object({ id: z.uuid() }).optional(),
    priceRequest: z.object({ id: z.uuid() }).optional(),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** Only read (`true`) or only unread (`false`) notifications; absent, all of them. */
  read: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** `unreadCount` is the user's unread total whatever the page or filter: the bell badge. */
export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  totalRows: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

export const notificationIdParamsSchema = z.object({ id: z.uuid() });

/**
 * Without `ids` (or without a body at all), every notification of the user is marked read; an empty
 * `ids` marks none. Strict, so a misspelt key (`notificationIds`) is refused instead of marking all.
 */
export const bulkReadBodySchema = z
  .object({ ids: z.array(z.uuid()).max(MAX_BULK_READ_IDS, 'validation.tooMany').optional() })
  .strict();
export type BulkReadBody = z.infer<typeof bulkReadBodySchema>;

export const bulkReadResponseSchema = z.object({
  /** Notifications that went from unread to read by this call. */
  updated: z.number().int(),
  unreadCount: z.number().int(),
});
export type BulkReadResult = z.infer<typeof bulkReadResponseSchema>;
