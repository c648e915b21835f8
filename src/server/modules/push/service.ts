/**
 * The signed-in user's devices for browser push: subscribe (or subscribe again), list, forget.
 * A device belongs to the user who last subscribed on it; a user reaches only their own rows, and
 * an endpoint that is not theirs answers 404 like one that does not exist.
 */
import type { PushDevice, PushDeviceList, PushSubscriptionBody } from '../../../domain/push';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { isRowSecurityViolation } from '../../db/errors';
import { conflict, notFound } from '../../errors';
import {
  deleteUserEndpoint,
  type PushSubscriptionRow,
  subscriptionsOfUser,
  upsertSubscription,
} from './queries';

function toDevice(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    endpoint: row.endpoint,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  };
}

export async function savePushSubscription(
  db: Executor,
  actor: Actor,
  body: PushSubscriptionBody,
  userAgent: string | undefined,
): Promise<{ device: PushDevice; created: boolean }> {
  try {
    const saved = await upsertSubscription(db, {
      userId: actor.claims.sub,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      expiresAt: body.expirationTime ? new Date(body.expirationTime) : null,
      userAgent: userAgent?.slice(0, 300) || null,
    });
    if (!saved) throw new Error('push subscription upsert returned nothing');
    return { device: toDevice(saved.row), created: saved.created };
  } catch (error) {
    // The endpoint is another tenant's row, which this tenant may neither see nor take over: the
    // browser subscribes afresh (a new endpoint) and the old one ends at the push service.
    if (isRowSecurityViolation(error)) throw conflict('push.endpointTaken');
    throw error;
  }
}

export async function listPushDevices(db: Executor, actor: Actor): Promise<PushDeviceList> {
  return { data: (await subscriptionsOfUser(db, actor.claims.sub)).map(toDevice) };
}

export async function forgetPushDevice(db: Executor, actor: Actor, endpoint: string): Promise<void> {
  if (!(await deleteUserEndpoint(db, actor.claims.sub, endpoint)))
    throw notFound('push.subscriptionNotFound');
}

/** At sign-out: the device stops receiving the user's notifications (nothing when it had none). */
export async function forgetDeviceAtSignOut(db: Executor, userId: string, endpoint: string): Promise<void> {
  await deleteUserEndpoint(db, userId, endpoint);
}
