/**
 * Sign-in with Google or Microsoft: the browser is sent to `/api/auth/{provider}/login/{tenant}` by
 * the login page's buttons and always comes back to the web app's `/oauth/callback` landing, with
 * `accessToken` and `refreshToken` on success or `error` (and `provider`) on failure.
 *
 * No OAuth client is configured yet, so every start answers with an error the landing explains.
 * The route is public: a browser navigation carries neither the tenant header nor a token, so the
 * tenant travels in the path and is checked here.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantSlugSchema } from '../../../domain/tenants';

export const OAUTH_PROVIDERS = ['google', 'microsoft'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** The web app's landing for every OAuth outcome. */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';

/** Errors the landing knows how to explain. */
export const OAUTH_ERRORS = {
  notConfigured: 'oauth_not_configured',
  unavailable: 'oauth_unavailable',
  tenantNotAvailable: 'tenant_not_available',
} as const;

export const oauthLoginParamsSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  tenant: tenantSlugSchema,
});

/** Client ids per provider, read once from the environment; a blank value counts as missing. */
const oauthEnvSchema = z.object({
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional().catch(undefined),
  MICROSOFT_CLIENT_ID: z.string().trim().min(1).optional().catch(undefined),
});

export function oauthClientIds(source: NodeJS.ProcessEnv): Record<OAuthProvider, string | undefined> {
  const env = oauthEnvSchema.parse(source);
  return { google: env.GOOGLE_CLIENT_ID, microsoft: env.MICROSOFT_CLIENT_ID };
}

export function oauthCallbackUrl(params: Record<string, string>): string {
  return `${OAUTH_CALLBACK_PATH}?${new URLSearchParams(params).toString()}`;
}

export interface OAuthRoutesOptions {
  /** Where the client ids come from (tests pass their own); the app's settings by default. */
  env?: NodeJS.ProcessEnv;
}

export const oauthRoutes: FastifyPluginAsyncZod<OAuthRoutesOptions> = async (app, options) => {
  const clientIds = oauthClientIds(
    options.env ?? {
      GOOGLE_CLIENT_ID: app.ctx.env.GOOGLE_CLIENT_ID,
      MICROSOFT_CLIENT_ID: app.ctx.env.MICROSOFT_CLIENT_ID,
    },
  );

  app.get(
    '/:provider/login/:tenant',
    {
      config: { public: true },
      schema: {
        summary:
          'Start signing in with Google or Microsoft (browser navigation; answers a redirect to /oauth/callback)',
        params: oauthLoginParamsSchema,
        response: {
          302: z
            .void()
            .describe(`Redirect to the web app's ${OAUTH_CALLBACK_PATH} with the outcome in its query`),
        },
      },
    },
    async (req, reply) => {
      const { provider, tenant: slug } = req.params;
      const tenant = await app.ctx.tenants.bySlug(slug);
      if (!tenant) {
        return reply.redirect(oauthCallbackUrl({ error: OAUTH_ERRORS.tenantNotAvailable, provider }));
      }
      if (!clientIds[provider]) {
        return reply.redirect(oauthCallbackUrl({ error: OAUTH_ERRORS.notConfigured, provider }));
      }
      // The real flow goes here once a client is registered with the provider:
      // 1. redirect to the provider's authorisation endpoint with the client id, the scopes
      //    `openid email profile`, PKCE, and a signed short-lived `state` naming the tenant;
      // 2. a `/api/auth/:provider/callback` route checks the state, exchanges the code, reads the
      //    verified e-mail, finds the active, unblocked user of that tenant (sessions.issueTokens),
      //    and redirects to oauthCallbackUrl({ accessToken, refreshToken }) or with `error`.
      // Until then a configured provider still cannot finish a sign-in, and the landing says so.
      return reply.redirect(oauthCallbackUrl({ error: OAUTH_ERRORS.unavailable, provider }));
    },
  );
};
