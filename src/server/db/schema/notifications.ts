/** Notifications of one user (the header bell); tenant-owned, and each user reaches only their own. */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    title: text('title').notNull(),
    message: text('message').notNull(),
    toastType: text('toast_type').notNull().default('info'),
    /** The order the notification is about; a plain uuid until the orders table exists. */
    orderId: uuid('order_id'),
    /** NULL while unread; when it was first read otherwise. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_notifications_user_created').on(t.userId, t.createdAt.desc()),
    tenantPolicy('user_notifications'),
  ],
);
