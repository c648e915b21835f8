/**
 * Notifications of one user (the header bell), and which kinds each user muted; tenant-owned, and
 * each user reaches only their own.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '../../../domain/notificationKinds';
import { users } from './identity';
import { tenantIdColumn, tenantPolicy } from './rls';
import { tenants } from './tenants';

export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What it is about (src/domain/notificationKinds.ts); NULL on rows written before kinds existed. */
    kind: text('kind').$type<NotificationKind>(),
    /** In the recipient's language when it was written: what the push and the live event carry. */
    title: text('title').notNull(),
    message: text('message').notNull(),
    /**
     * What the texts are made of (the kind's facts, the subject's labels, who acted, the audience),
     * so a reader sees them in the language they read in now; NULL on free-text notifications and
     * rows written before it existed, which keep their stored texts.
     */
    rendering: jsonb('rendering').$type<unknown>(),
    toastType: text('toast_type').notNull().default('info'),
    /** The order the notification is about; a plain uuid until the orders table exists. */
    orderId: uuid('order_id'),
    /** The price request it is about (a click opens it); a plain uuid, as `order_id`. */
    priceRequestId: uuid('price_request_id'),
    /** NULL while unread; when it was first read otherwise. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_notifications_user_created').on(t.userId, t.createdAt.desc()),
    tenantPolicy('user_notifications'),
  ],
);

/**
 * The kinds a user does not want to hear about (no row: every kind). One row per user, replaced
 * whole by each save; `version` tells a save made from a stale dialog.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn().references(() => tenants.id),
    mutedKinds: text('muted_kinds').array().$type<NotificationKind[]>().notNull().default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [tenantPolicy('notification_preferences')],
);
