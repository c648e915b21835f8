/**
 * Browser push subscriptions: one row per device (browser profile) a user allowed notifications
 * on. The endpoint is the push service's address for that device, unique across tenants: one
 * device belongs to the one user signed in on it.
 */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { tenantIdColumn, tenantPolicy } from './rls';
import { tenants } from './tenants';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's keys the messages are encrypted with (base64url). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** When the push service ends the subscription by itself, if it says. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The browser that subscribed (its User-Agent), so a user can tell their devices apart. */
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time the push service accepted a message for this device. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_user').on(t.userId),
    tenantPolicy('push_subscriptions'),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
