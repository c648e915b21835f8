/**
 * Sign-in with Google or Microsoft: the login page's buttons send the browser to
 * `/api/auth/{provider}/login/{tenant}`, the provider sends it back to `/api/auth/{provider}/callback`,
 * and both always end at the web app's `/oauth/callback` landing (see flow.ts). Both routes are
 * public: a browser navigation carries neither the tenant header nor a token, so the tenant travels
 * in the start path and then in the attempt cookie.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OAUTH_CALLBACK_PATH, oauthProviderSchema } from '../../../../domain/oauth';
import { tenantSlugSchema } from '../../../../domain/tenants';
import { attemptCookieName, cookieValue } from './attempt';
import { OAuthClients, oauthSettingsOf } from './clients';
import { finishAttempt, startAttempt } from './flow';

export const oauthLoginParamsSchema = z.object({
  provider: oauthProviderSchema,
  tenant: tenantSlugSchema,
});

const callbackParamsSchema = z.object({ provider: oauthProviderSchema });

/** What the provider sends back (RFC 6749 §4.1.2, RFC 9207); parameters of its own may follow. */
const callbackQuerySchema = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(512).optional(),
    iss: z.string().max(2048).optional(),
    error: z.string().max(256).optional(),
    error_description: z.string().max(2048).optional(),
  })
  .loose();

const toLanding = (summary: string) =>
  z.void().describe(`${summary}; every outcome ends at the web app's ${OAUTH_CALLBACK_PATH}`);

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const deps = { ctx, clients: new OAuthClients(oauthSettingsOf(ctx.env)), log: app.log };
  // Each attempt costs a call to the provider: the sign-in limit per address applies.
  const rateLimit = { max: ctx.env.LOGIN_MAX_PER_IP, timeWindow: '1 minute' };

  app.get(
    '/:provider/login/:tenant',
    {
      config: { public: true, rateLimit },
      schema: {
        summary: 'Start signing in with Google or Microsoft (a browser navigation)',
        params: oauthLoginParamsSchema,
        response: {
          302: toLanding("Redirect to the provider's sign-in, or to the landing with `error` and `provider`"),
        },
      },
    },
    async (req, reply) => {
      const leg = await startAttempt(deps, req.params.provider, req.params.tenant);
      if (leg.cookie) reply.header('set-cookie', leg.cookie);
      return reply.redirect(leg.location);
    },
  );

  app.get(
    '/:provider/callback',
    {
      config: { public: true, rateLimit },
      schema: {
        summary: "The provider's return (the redirect URI registered with Google or Microsoft)",
        params: callbackParamsSchema,
        querystring: callbackQuerySchema,
        response: {
          302: toLanding(
            'Redirect to the landing with `accessToken` and `refreshToken`, or `error` and `provider`',
          ),
        },
      },
    },
    async (req, reply) => {
      const { provider } = req.params;
      const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      const meta = {
        ip: req.ip,
        userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
      };
      const sealed = cookieValue(req.headers.cookie, attemptCookieName(provider));
      const leg = await finishAttempt(deps, provider, sealed, query, meta);
      reply.header('set-cookie', leg.cookie);
      return reply.redirect(leg.location);
    },
  );
};
