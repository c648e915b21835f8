/**
 * Browser push for the signed-in user: the server's public key, and the user's devices (subscribe
 * or subscribe again by endpoint, list, forget). Every member of a tenant may have them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushDeviceListSchema,
  pushDeviceSchema,
  pushEndpointBodySchema,
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
} from '../../../domain/push';
import { forgetPushDevice, listPushDevices, savePushSubscription } from './service';

const own = { access: 'signedIn' } as const;
/** A subscription is well under 3 KB; nothing bigger is read. */
const SMALL_BODY = 16 * 1024;

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // http push services are this machine's test services: never accepted in production.
  const subscriptionBody = pushSubscriptionBodySchema(ctx.env.NODE_ENV !== 'production');

  app.get(
    '/public-key',
    {
      config: own,
      schema: {
        summary: 'The server’s VAPID public key, the browser’s applicationServerKey',
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ publicKey: ctx.pushPublicKey }),
  );

  app.get(
    '/subscriptions',
    {
      config: own,
      schema: {
        summary: 'The signed-in user’s devices that receive browser push',
        response: { 200: pushDeviceListSchema },
      },
    },
    async (req) => req.tx((tx) => listPushDevices(tx, req.actor)),
  );

  app.post(
    '/subscriptions',
    {
      config: own,
      bodyLimit: SMALL_BODY,
      schema: {
        summary: 'Subscribe this device (a browser PushSubscription); the same endpoint again updates it',
        body: subscriptionBody,
        response: { 200: pushDeviceSchema.describe('Updated'), 201: pushDeviceSchema.describe('Created') },
      },
    },
    async (req, reply) => {
      const userAgent = req.headers['user-agent'];
      const saved = await req.tx((tx) => savePushSubscription(tx, req.actor, req.body, userAgent));
      return reply.code(saved.created ? 201 : 200).send(saved.device);
    },
  );

  app.delete(
    '/subscriptions',
    {
      config: own,
      bodyLimit: SMALL_BODY,
      schema: {
        summary: 'Stop browser push to one of the user’s devices, named by its endpoint',
        body: pushEndpointBodySchema,
        response: { 204: z.void().describe('Forgotten') },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => forgetPushDevice(tx, req.actor, req.body.endpoint));
      return reply.code(204).send();
    },
  );
};
