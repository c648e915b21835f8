/**
 * Live events leave through the job outbox: `announce` writes a 'realtime.publish' job in the
 * caller's transaction, so an event exists exactly when the change it tells of commits (a rolled
 * back change announces nothing), and the worker woken by that commit hands it to the publisher.
 */
import { z } from 'zod';
import { type RealtimeEvent, realtimeEventSchemas } from '../../domain/realtime';
import type { Tx } from '../db/client';
import { enqueue } from '../jobs/outbox';
import { defineJob } from '../jobs/registry';
import type { RealtimeTarget } from './publisher';

const targetSchema = z.union([
  z.object({ userId: z.uuid() }),
  z.object({ tenant: z.literal(true) }),
  z.object({ orderId: z.uuid() }),
]);

const eventSchema = z.union([
  z.object({
    name: z.literal('notification:created'),
    payload: realtimeEventSchemas['notification:created'],
  }),
  z.object({ name: z.literal('queues:changed'), payload: realtimeEventSchemas['queues:changed'] }),
  z.object({ name: z.literal('order:changed'), payload: realtimeEventSchemas['order:changed'] }),
]);

export const realtimePublishJob = defineJob({
  kind: 'realtime.publish',
  payload: z.object({ target: targetSchema, event: eventSchema }),
  run: async ({ ctx, tenantId }, { target, event }) => {
    await ctx.realtime.publish(tenantId, target as RealtimeTarget, event as RealtimeEvent);
  },
});

/** Live events are worth little late: one try more, no long backoff. */
export async function announce(tx: Tx, target: RealtimeTarget, event: RealtimeEvent): Promise<void> {
  await enqueue(tx, 'realtime.publish', { target, event }, { maxAttempts: 2 });
}
