/** Sign-in, session, recovery and view-as endpoints, paths as the original client calls them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginSchema,
  logoutSchema,
  messageResponseSchema,
  passwordResetSchema,
  recoveryRequestParamsSchema,
  recoveryRequestQuerySchema,
  tokensSchema,
  viewAsResponseSchema,
  viewAsSchema,
} from '../../../domain/auth';
import { errorBodySchema } from '../../../domain/errors';
import { isImpersonable } from '../../../domain/roles';
import { profileSchema, roleSchema } from '../../../domain/users';
import { unauthorized } from '../../errors';
import { bearerSecurity, noBodySchema } from '../../plugins/routeConventions';
import { getProfile, listRoles } from '../users';
import { createRecovery, resetPassword } from './recovery';
import { login, logout, refresh } from './service';
import { viewAs } from './viewAs';

/** Sign-in and recovery are rate limited per address. */
const errors = { 429: errorBodySchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
  });

  app.post(
    '/login',
    {
      config: {
        auth: false,
        rateLimit: { max: ctx.env.LOGIN_MAX_PER_IP, timeWindow: '1 minute' },
      },
      schema: {
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: tokensSchema, ...errors },
      },
    },
    async (req) => {
      const limits = {
        maxFailures: ctx.env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        lockMinutes: ctx.env.LOGIN_LOCK_MINUTES,
      };
      const outcome = await req.tx((tx) =>
        login(tx, { tokens: ctx.tokens, limits }, req.tenant, req.body, meta(req)),
      );
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
  );

  app.post(
    '/login/refresh',
    {
      config: { auth: false, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: 'Rotate the refresh token (sent as the bearer token, empty body)',
        security: bearerSecurity,
        body: noBodySchema,
        response: { 200: tokensSchema, ...errors },
      },
    },
    async (req) => {
      const header = req.headers.authorization ?? '';
      const token = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
      if (!token || token.length > 300) throw unauthorized('errors.refreshTokenInvalid');
      const outcome = await req.tx((tx) => refresh(tx, ctx.tokens, req.tenant, token, meta(req)));
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
  );

  app.post(
    '/logout',
    {
      config: { auth: false },
      schema: {
        summary: 'Revoke the session of a refresh token (and this device’s browser push, if sent)',
        body: logoutSchema.optional(),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (req) => {
      await req.tx((tx) => logout(tx, req.body?.refreshToken, req.body?.pushEndpoint));
      return { message: req.t('auth.loggedOut') };
    },
  );

  app.get(
    '/profile',
    {
      config: { access: 'signedIn' },
      schema: {
        summary: 'The signed-in user with role, permissions and tenant',
        response: { 200: profileSchema },
      },
    },
    async (req) => req.tx((tx) => getProfile(tx, req.actor)),
  );

  app.get(
    '/recovery/:email',
    {
      config: { auth: false, rateLimit: { max: ctx.env.RECOVERY_MAX_PER_IP, timeWindow: '1 minute' } },
      schema: {
        summary: 'Send a password-recovery link (same answer whether the e-mail exists or not)',
        params: recoveryRequestParamsSchema,
        querystring: recoveryRequestQuerySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (req) => {
      await req.tx((tx) =>
        createRecovery(tx, {
          tenant: req.tenant,
          email: req.params.email,
          redirectUrl: req.query.redirectUrl,
          locale: req.locale,
          publicUrl: ctx.publicUrl,
          minutes: ctx.env.RECOVERY_TOKEN_MINUTES,
        }),
      );
      return { message: req.t('auth.recoverySent') };
    },
  );

  app.put(
    '/recovery',
    {
      config: { auth: false, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: 'Set a new password with a recovery token',
        body: passwordResetSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (req) => {
      await req.tx((tx) => resetPassword(tx, req.body));
      return { message: req.t('auth.passwordUpdated') };
    },
  );

  app.post(
    '/view-as',
    {
      config: { adminOnly: true },
      schema: {
        summary: 'Admin only: an access token with another role’s permissions',
        body: viewAsSchema,
        response: { 200: viewAsResponseSchema },
      },
    },
    async (req) => req.tx((tx) => viewAs(tx, req.actor, req.body, ctx.tokens)),
  );

  app.get(
    '/view-as/roles',
    {
      config: { adminOnly: true },
      schema: {
        summary: 'Roles an admin may view the product as',
        response: { 200: z.array(roleSchema) },
      },
    },
    async (req) => (await req.tx((tx) => listRoles(tx))).filter((r) => isImpersonable(r.name)),
  );
};
