/**
 * Price requests (`/api/price-requests`): the list and its download, several requests in one
 * submission, one request (read, edit, delete), its cost calculator, approval and rejection, and the
 * approved MSPs the order form warns against; and the statuses (`/api/price-request-statuses`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../domain/access';
import { errorBodySchema } from '../../../domain/errors';
import { idParamsSchema } from '../../../domain/lists';
import { orderExportAcceptedSchema } from '../../../domain/orders/listColumns';
import {
  approvedMspListSchema,
  approvedMspQuerySchema,
  calculatorSaveSchema,
  priceRequestApproveSchema,
  priceRequestCostsSchema,
  priceRequestCreatedSchema,
  priceRequestCreateSchema,
  priceRequestDeleteQuerySchema,
  priceRequestDetailSchema,
  priceRequestDownloadSchema,
  priceRequestListQuerySchema,
  priceRequestListSchema,
  priceRequestRejectSchema,
  priceRequestStatusListSchema,
  priceRequestUpdateSchema,
} from '../../../domain/priceRequests';
import { getCosts } from './costService';
import { approveRequest, rejectRequest, saveCalculation } from './decisionService';
import { requestDownloadMail } from './exportService';
import { approvedMspOf } from './guard';
import { createRequests, deleteRequest, updateRequestById } from './requestService';
import { getRequest, listRequests, listStatuses } from './service';

const bodyLimit = 64 * 1024;
const access = ACCESS['price-request'];

export const priceRequestStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: access.list },
      schema: {
        summary: 'The statuses of a price request, named in the caller’s language',
        response: { 200: priceRequestStatusListSchema },
      },
    },
    async (req) => listStatuses(req.actor),
  );
};

export const priceRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      config: { access: access.list },
      schema: {
        summary:
          'Price requests the caller reaches (search on number, customer and product; status, customer, product reference, requested-by type, delivery method and payment term filters), sorted (`order=field:DIR`) and paged',
        querystring: priceRequestListQuerySchema,
        response: { 200: priceRequestListSchema },
      },
    },
    async (req) => req.tx((tx) => listRequests(tx, req.actor, req.query)),
  );

  app.post(
    '/multiple',
    {
      config: { access: access.create },
      bodyLimit,
      schema: {
        summary: 'Ask for prices: one customer, one to ten products, one request per product (all or none)',
        body: priceRequestCreateSchema,
        response: { 201: priceRequestCreatedSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => createRequests(tx, req.actor, req.body))),
  );

  app.post(
    '/download',
    {
      config: { access: access.export },
      bodyLimit,
      schema: {
        summary:
          'Builds the list’s file (xlsx or csv, the chosen columns, every matching request) and mails it to the caller; 202 once counted',
        body: priceRequestDownloadSchema,
        response: { 202: orderExportAcceptedSchema },
      },
    },
    async (req, reply) => {
      const { email, rows } = await req.tx((tx) => requestDownloadMail(tx, req.actor, req.body));
      return reply.status(202).send({ message: req.t('priceRequests.export.sent', { email }), email, rows });
    },
  );

  app.get(
    '/approved-msp',
    {
      config: { access: access.approvedMsp },
      schema: {
        summary:
          'The approved MSP in force for a customer’s products (the latest approval per product, valid today or later)',
        querystring: approvedMspQuerySchema,
        response: { 200: approvedMspListSchema },
      },
    },
    async (req) => req.tx((tx) => approvedMspOf(tx, req.actor, req.query.customerId, req.query.productIds)),
  );

  app.get(
    '/:id',
    {
      config: { access: access.show },
      schema: {
        summary: 'One price request with its figures, history and the actions the caller may take',
        params: idParamsSchema,
        response: { 200: priceRequestDetailSchema },
      },
    },
    async (req) => req.tx((tx) => getRequest(tx, req.actor, req.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { access: access.edit },
      bodyLimit,
      schema: {
        summary:
          'Change an open request (whoever asked, or pricing); a quoted one goes back to costing. 409 on a stale version or a closed request',
        params: idParamsSchema,
        body: priceRequestUpdateSchema,
        response: { 200: priceRequestDetailSchema },
      },
    },
    async (req) => req.tx((tx) => updateRequestById(tx, req.actor, req.params.id, req.body)),
  );

  app.delete(
    '/:id',
    {
      config: { access: access.delete },
      schema: {
        summary: 'Delete an open request (whoever asked, or pricing); `version` optional, 409 when it moved',
        params: idParamsSchema,
        querystring: priceRequestDeleteQuerySchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (req, reply) => {
      await req.tx((tx) => deleteRequest(tx, req.actor, req.params.id, req.query.version));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:id/costs',
    {
      config: { access: access.cost },
      schema: {
        summary:
          'The cost calculation (saved, or the pricing parameters’ defaults), its figures, and the active quotes and lots of the product',
        params: idParamsSchema,
        response: { 200: priceRequestCostsSchema },
      },
    },
    async (req) => req.tx((tx) => getCosts(tx, req.actor, req.params.id)),
  );

  app.put(
    '/:id/calculator',
    {
      config: { access: access.cost },
      bodyLimit,
      schema: {
        summary:
          'Save the calculation: the server recomputes and stores the MSP and total cost; with a base cost the request is quoted',
        params: idParamsSchema,
        body: calculatorSaveSchema,
        response: { 200: priceRequestDetailSchema },
      },
    },
    async (req) => req.tx((tx) => saveCalculation(tx, req.actor, req.params.id, req.body)),
  );

  app.put(
    '/:id/approve',
    {
      config: { access: access.approve },
      bodyLimit,
      schema: {
        summary:
          'Approve a quoted request: the price (at least the MSP) holds for the customer × product until `validUntil`',
        params: idParamsSchema,
        body: priceRequestApproveSchema,
        response: { 200: priceRequestDetailSchema },
      },
    },
    async (req) => req.tx((tx) => approveRequest(tx, req.actor, req.params.id, req.body)),
  );

  app.put(
    '/:id/reject',
    {
      config: { access: access.reject },
      bodyLimit,
      schema: {
        summary: 'Reject an open request, with the reason',
        params: idParamsSchema,
        body: priceRequestRejectSchema,
        response: { 200: priceRequestDetailSchema },
      },
    },
    async (req) => req.tx((tx) => rejectRequest(tx, req.actor, req.params.id, req.body)),
  );
};

/** The refusal of an order line below its MSP, for the order routes to document. */
export const mspRefusalResponse = {
  422: errorBodySchema.describe('A line below its approved MSP (PRICE_BELOW_MSP)'),
};
