/** The signed-in user's notification preferences: read them, save the kinds they mute. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationPreferencesInputSchema,
  notificationPreferencesSchema,
} from '../../../domain/notificationPreferences';
import { getPreferences, savePreferences } from './preferences';

const own = { access: 'signedIn' } as const;

export const notificationPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/preferences',
    {
      config: own,
      schema: {
        summary: 'The kinds of notification the signed-in user can receive and those they muted',
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (req) => req.tx((tx) => getPreferences(tx, req.actor)),
  );

  app.put(
    '/preferences',
    {
      config: own,
      schema: {
        summary: 'Replace the kinds the signed-in user mutes (idempotent; `version` refuses a stale save)',
        body: notificationPreferencesInputSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (req) => req.tx((tx) => savePreferences(tx, req.actor, req.body)),
  );
};
