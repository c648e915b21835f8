/**
 * Shipments under `/api/orders/{id}/logistics` (the order page's section: read, create, delete),
 * a shipment's transport and delivery confirmation under `/api/order-logistic/{id}` (from the
 * order page or inline in 'Pendientes de entrega'), and the carriers' lists.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../../domain/access';
import { businessDay } from '../../../../domain/dates';
import { idParamsSchema, listQuerySchema, listResponseSchema } from '../../../../domain/lists';
import { confirmDeliverySchema } from '../../../../domain/logistics/delivery';
import {
  orderLogisticsSchema,
  shipmentCreateSchema,
  shipmentViewSchema,
} from '../../../../domain/logistics/shipments';
import {
  transportProviderCreateSchema,
  transportProviderSchema,
  transportSchema,
  vehicleTypeSchema,
} from '../../../../domain/logistics/transport';
import { bodyRulesOf } from '../../../plugins/requestRules';
import { ORDER_FILES_AREA, orderFileStore } from '../../orders';
import { createShipment, deleteShipment } from './create';
import { confirmDelivery } from './delivery';
import { isDeliveryPartner } from './queries';
import { assignTransport, createProvider, listProviders, listVehicleTypes } from './transport';
import { orderLogistics } from './view';

const shipmentParams = idParamsSchema.extend({ shipmentId: z.uuid('validation.uuid') });
// Schemas without the day's limits document the shape; each request checks today's rules.
const anyDay = '';

export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = orderFileStore(app.ctx);
  const read = { access: ACCESS.orders.readLogistics };
  const write = { access: ACCESS.orders.writeLogistics };
  const deliver = { access: ACCESS.orders.deliverShipments };
  const lists = { access: ACCESS.orders.transportLists };

  app.get(
    '/orders/:id/logistics',
    {
      config: read,
      schema: {
        summary:
          'The order’s logistics: shipments with transport, invoice and remission, what is left to ship',
        params: idParamsSchema,
        response: { 200: orderLogisticsSchema },
      },
    },
    async (req) => req.tx((tx) => orderLogistics(tx, req.actor, req.params.id)),
  );

  app.post(
    '/orders/:id/logistics/shipments',
    {
      config: write,
      preValidation: bodyRulesOf((req) => shipmentCreateSchema(businessDay(req.actor.now))),
      schema: {
        summary: 'Create a shipment from the order’s lots (kilos leave the allocations through the ledger)',
        description:
          'The delivery date may not be before today (Mexico City). Shipping less than a product still ' +
          'has to ship needs confirmShortShipment (409 otherwise).',
        params: idParamsSchema,
        body: shipmentCreateSchema(anyDay),
        response: { 201: orderLogisticsSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await req.tx((tx) => createShipment(tx, req.actor, req.params.id, req.body))),
  );

  app.delete(
    '/orders/:id/logistics/shipments/:shipmentId',
    {
      config: write,
      schema: {
        summary: 'Delete a shipment not delivered: its kilos go back to the allocations',
        params: shipmentParams,
        response: { 200: orderLogisticsSchema },
      },
    },
    async (req) => {
      const { logistics, storedFiles } = await req.tx((tx) =>
        deleteShipment(tx, req.actor, req.params.id, req.params.shipmentId),
      );
      // The rows are gone for good: their files follow once committed.
      for (const name of storedFiles) await store.remove(req.tenant.id, ORDER_FILES_AREA, name);
      return logistics;
    },
  );

  app.put(
    '/order-logistic/:id/assign-transport',
    {
      config: deliver,
      // The delivery-partner model's rules need the order's model: read before the full check.
      preValidation: async (req) => {
        const id = idParamsSchema.safeParse(req.params);
        const partner = id.success && (await req.tx((tx) => isDeliveryPartner(tx, id.data.id)));
        await bodyRulesOf(() =>
          transportSchema({ deliveryPartner: partner, today: businessDay(req.actor.now) }),
        )(req);
      },
      schema: {
        summary: 'Assign a shipment’s transport (the delivery-partner model also moves its delivery date)',
        description:
          'Plates and driver always; vehicle type, provider (or newProviderName, created or reused) and a ' +
          'delivery date not before today when the order is delivered by the tenant’s carriers.',
        params: idParamsSchema,
        body: transportSchema({ deliveryPartner: false, today: anyDay }),
        response: { 200: shipmentViewSchema },
      },
    },
    async (req) => req.tx((tx) => assignTransport(tx, req.actor, req.params.id, req.body)),
  );

  app.put(
    '/order-logistic/:id/confirm-delivery',
    {
      config: deliver,
      preValidation: bodyRulesOf((req) => confirmDeliverySchema(businessDay(req.actor.now))),
      schema: {
        summary: 'Confirm a shipment’s delivery, reschedule it, or mark it pending again',
        description:
          'Confirmed needs the real date, not after today; pending with a date reschedules (not before ' +
          'today); pending on a delivered shipment reopens it, refused once the order is paid.',
        params: idParamsSchema,
        body: confirmDeliverySchema(anyDay),
        response: { 200: shipmentViewSchema },
      },
    },
    async (req) => req.tx((tx) => confirmDelivery(tx, req.actor, req.params.id, req.body)),
  );

  app.get(
    '/vehicle-type',
    {
      config: lists,
      schema: {
        summary: 'The tenant’s vehicle types',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(vehicleTypeSchema) },
      },
    },
    async (req) => req.tx((tx) => listVehicleTypes(tx, req.query)),
  );

  app.get(
    '/transport-providers',
    {
      config: lists,
      schema: {
        summary: 'The tenant’s transport providers',
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(transportProviderSchema) },
      },
    },
    async (req) => req.tx((tx) => listProviders(tx, req.query)),
  );

  app.post(
    '/transport-providers',
    {
      config: deliver,
      schema: {
        summary: 'Create a transport provider (an existing name, in any case, answers that one)',
        body: transportProviderCreateSchema,
        response: { 200: transportProviderSchema, 201: transportProviderSchema },
      },
    },
    async (req, reply) => {
      const { provider, created } = await req.tx((tx) => createProvider(tx, req.actor, req.body.name));
      return reply.status(created ? 201 : 200).send(provider);
    },
  );
};
