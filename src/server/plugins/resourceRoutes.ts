/**
 * The list / create / show / update / delete routes that master-data resources (customers,
 * addresses, credit terms, products) share, declared once so each resource's routes.ts only
 * names its paths, schemas and service calls. Every route here is documented with the bearer
 * token and runs its work in the request's tenant transaction. Routes that do more than one service
 * call in that transaction (a mail after commit, actions, uploads) stay plain Fastify routes.
 */
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../domain/errors';
import type { Tx } from '../db/client';
import { bearerSecurity, type RoutePermission } from './requestContext';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type IdParams = z.ZodType<{ id: string }>;
type ErrorResponses = Partial<Record<400 | 401 | 403 | 404 | 409, typeof errorBodySchema>>;

/** The errors most routes can answer: invalid input, no token, no permission, not found. */
const commonErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} satisfies ErrorResponses;
/** The common errors plus 409 (a stale version or a duplicate). */
export const errorsWithConflict = { ...commonErrors, 409: errorBodySchema } satisfies ErrorResponses;

export interface ResourceOptions {
  tags: string[];
  /** Needed to list and open; none lets every signed-in user of the tenant do it. */
  read?: RoutePermission;
  /** Needed to create, change and delete. */
  write: RoutePermission;
  /** Documented on every route; create and update document 409 whatever this says. */
  errors?: ErrorResponses;
  /** Schema of the `:id` path parameter; a uuid `id` unless the resource's domain has its own. */
  idParams?: IdParams;
  /** Request body limit of create and update, when the resource allows more or less than the default. */
  bodyLimit?: number;
}

/** The request as a resource's work sees it: the caller (auth, t, locale) plus its parsed input. */
export type ResourceRequest<Input> = FastifyRequest & Input;
type Work<Input, Result> = (tx: Tx, req: ResourceRequest<Input>) => Promise<Result>;

interface RouteText<Response> {
  summary: string;
  response: Response;
}

const uuidIdParams = z.object({ id: z.uuid('validation.uuid') });

/** The routes of one resource; each route still names its full path, as the seeds write them. */
export function resourceRoutes(app: ZodApp, resource: ResourceOptions) {
  const { tags, read, write, errors = commonErrors, idParams = uuidIdParams, bodyLimit } = resource;
  // Create answers 409 on a duplicate, update on a stale version: documented even when `errors` omits it.
  const writeErrors = { ...errors, 409: errorBodySchema };

  // Schemas are typed as plain FastifySchema here: the zod validator has parsed params, query and
  // body before the handler runs, and each method's `work` signature carries the zod types instead
  // (Fastify's generic request and reply types cannot be resolved inside a generic helper).
  const route = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    permission: RoutePermission | undefined,
    { summary, ...input }: FastifySchema & { summary: string },
    handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) =>
    app.route({
      method,
      url,
      ...(permission ? { config: { permission } } : {}),
      ...(input.body && bodyLimit !== undefined ? { bodyLimit } : {}),
      schema: { tags, summary, security: bearerSecurity, ...input },
      handler,
    });
  const inTx =
    <Input, Result>(work: Work<Input, Result>) =>
    (req: FastifyRequest) =>
      req.tx((tx) => work(tx, req as ResourceRequest<Input>));

  return {
    list<Q extends z.ZodType, R extends z.ZodType>(
      path: string,
      { summary, query, response }: RouteText<R> & { query: Q },
      work: Work<{ query: z.output<Q> }, z.output<R>>,
    ) {
      route(
        'GET',
        path,
        read,
        { summary, querystring: query, response: { 200: response, ...errors } },
        inTx(work),
      );
    },

    /** Answers 201 with the created record. */
    create<B extends z.ZodType, R extends z.ZodType>(
      path: string,
      { summary, body, response }: RouteText<R> & { body: B },
      work: Work<{ body: z.output<B> }, z.output<R>>,
    ) {
      const created = inTx(work);
      route(
        'POST',
        path,
        write,
        { summary, body, response: { 201: response, ...writeErrors } },
        async (req, reply) => reply.status(201).send(await created(req)),
      );
    },

    show<R extends z.ZodType>(
      path: string,
      { summary, response }: RouteText<R>,
      work: Work<{ params: { id: string } }, z.output<R>>,
    ) {
      route(
        'GET',
        path,
        read,
        { summary, params: idParams, response: { 200: response, ...errors } },
        inTx(work),
      );
    },

    /** The body carries the version the caller edited; the service answers 409 when it is stale. */
    update<B extends z.ZodType, R extends z.ZodType>(
      path: string,
      { summary, body, response }: RouteText<R> & { body: B },
      work: Work<{ params: { id: string }; body: z.output<B> }, z.output<R>>,
    ) {
      route(
        'PUT',
        path,
        write,
        { summary, params: idParams, body, response: { 200: response, ...writeErrors } },
        inTx(work),
      );
    },

    /** Answers 204 with no body. */
    remove(path: string, { summary }: { summary: string }, work: Work<{ params: { id: string } }, unknown>) {
      const removed = inTx(work);
      route(
        'DELETE',
        path,
        write,
        { summary, params: idParams, response: { 204: z.null(), ...errors } },
        async (req, reply) => {
          await removed(req);
          return reply.status(204).send(null);
        },
      );
    },
  };
}
