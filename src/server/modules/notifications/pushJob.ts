/**
 * 'notifications.push': after the commit, the notification goes to the user's subscribed devices
 * through the app's push sender (silent without one). A notification deleted or already read by
 * then is not pushed: the user has seen it.
 */
import { z } from 'zod';
import { defineJob } from '../../jobs/registry';
import { rowOfUser } from './queries';
import { toNotification } from './service';

export const notificationPushJob = defineJob({
  kind: 'notifications.push',
  payload: z.object({ notificationId: z.uuid(), userId: z.uuid() }),
  run: async ({ ctx, tenantId }, { notificationId, userId }) => {
    const row = await ctx.inTenant(tenantId, (tx) => rowOfUser(tx, userId, notificationId));
    if (!row || row.readAt) return;
    await ctx.push.send(tenantId, userId, toNotification(row));
  },
});
