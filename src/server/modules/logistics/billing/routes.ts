/**
 * Invoices and credit notes, a shipment's files and signed remission, the bulk authorization and
 * the customer's signature, under /api/orders/{id}. Writes answer the order's logistics section as
 * it is after them. Multipart parsing is registered in this plugin's scope only.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../../domain/access';
import { businessDay } from '../../../../domain/dates';
import { errorBodySchema } from '../../../../domain/errors';
import { idParamsSchema } from '../../../../domain/lists';
import { creditNoteInputSchema, invoiceInputSchema } from '../../../../domain/logistics/invoices';
import { orderLogisticsSchema } from '../../../../domain/logistics/shipments';
import { INVOICE_FILE_EXTENSIONS, SIGNED_REMISSION_FILE_EXTENSIONS } from '../../../../domain/orders/files';
import { invalidFields } from '../../../errors';
import { bodyRulesOf } from '../../../plugins/requestRules';
import { noBodySchema } from '../../../plugins/routeConventions';
import { multipartValidator } from '../../../storage/upload';
import { ORDER_FILES_AREA, orderFileStore, readOrderUpload } from '../../orders';
import { orderLogistics as logisticsAnswer } from '../shipments/view';
import { requestBulkAuthorization, sendBulkAuthorization } from './bulkAuthorization';
import { addShipmentFile, replaceSignedRemission } from './files';
import { addCreditNote, deleteCreditNote, deleteInvoice, saveInvoice } from './invoices';
import { signOrderConfirmation } from './signature';

const shipmentParams = idParamsSchema.extend({ shipmentId: z.uuid('validation.uuid') });
const creditNoteParams = shipmentParams.extend({ creditNoteId: z.uuid('validation.uuid') });
const uploadErrors = { 413: errorBodySchema, 415: errorBodySchema };
const FAR_FUTURE = '9999-12-31';
const SHIPMENT_FILE_TYPES = ['invoice', 'credit_note'] as const;

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const store = orderFileStore(ctx);
  await app.register(multipart, { limits: { fileSize: ctx.env.ORDER_FILE_MAX_MB * 1024 * 1024, files: 1 } });

  app.put(
    '/orders/:id/logistics/shipments/:shipmentId/invoice',
    {
      config: { access: ACCESS.orders.writeLogistics },
      // The invoice date may not be after today (Mexico City): a rule of this request.
      preValidation: bodyRulesOf((req) => invoiceInputSchema(businessDay(req.actor.now))),
      schema: {
        summary: "Record or change a shipment's invoice (send `version` when changing)",
        description:
          'Number unique in the tenant (400 on `number`), date not after today, totals in the order currency ' +
          '(VAT = with − without); `documentId` names an `invoice` file uploaded to this shipment. 409 when ' +
          '`version` is not the invoice’s current one. The order’s payments are spread over its invoices ' +
          'again and its status recomputed.',
        params: shipmentParams,
        body: invoiceInputSchema(FAR_FUTURE),
        response: { 200: orderLogisticsSchema },
      },
    },
    async (req) =>
      req.tx(async (tx) => {
        await saveInvoice(tx, req.actor, req.params.id, req.params.shipmentId, req.body);
        return logisticsAnswer(tx, req.actor, req.params.id);
      }),
  );

  app.delete(
    '/orders/:id/logistics/shipments/:shipmentId/invoice',
    {
      config: { access: ACCESS.orders.writeLogistics },
      schema: {
        summary: "Delete a shipment's invoice and its credit notes",
        params: shipmentParams,
        response: { 200: orderLogisticsSchema },
      },
    },
    async (req) =>
      req.tx(async (tx) => {
        await deleteInvoice(tx, req.actor, req.params.id, req.params.shipmentId);
        return logisticsAnswer(tx, req.actor, req.params.id);
      }),
  );

  app.post(
    '/orders/:id/logistics/shipments/:shipmentId/invoice/credit-notes',
    {
      config: { access: ACCESS.orders.writeLogistics },
      preValidation: bodyRulesOf((req) => creditNoteInputSchema(businessDay(req.actor.now))),
      schema: {
        summary: "Add a credit note to a shipment's invoice",
        description:
          'Value without VAT; all credit notes together at most the invoice’s total without VAT (400 on ' +
          '`totalValue`). Lowers the invoice’s net with VAT by the value times the invoice’s VAT ratio.',
        params: shipmentParams,
        body: creditNoteInputSchema(FAR_FUTURE),
        response: { 201: orderLogisticsSchema },
      },
    },
    async (req, reply) => {
      const view = await req.tx(async (tx) => {
        await addCreditNote(tx, req.actor, req.params.id, req.params.shipmentId, req.body);
        return logisticsAnswer(tx, req.actor, req.params.id);
      });
      return reply.status(201).send(view);
    },
  );

  app.delete(
    '/orders/:id/logistics/shipments/:shipmentId/invoice/credit-notes/:creditNoteId',
    {
      config: { access: ACCESS.orders.writeLogistics },
      schema: {
        summary: 'Delete a credit note',
        params: creditNoteParams,
        response: { 200: orderLogisticsSchema },
      },
    },
    async (req) =>
      req.tx(async (tx) => {
        await deleteCreditNote(tx, req.actor, req.params.id, req.params.shipmentId, req.params.creditNoteId);
        return logisticsAnswer(tx, req.actor, req.params.id);
      }),
  );

  app.post(
    '/orders/:id/logistics/shipments/:shipmentId/files',
    {
      config: { access: ACCESS.orders.writeLogistics },
      validatorCompiler: multipartValidator,
      schema: {
        summary: 'Upload an invoice or credit-note file of a shipment (multipart: `file`, `type`)',
        description: `Extensions: ${INVOICE_FILE_EXTENSIONS.join(', ')}; at most ORDER_FILE_MAX_MB (10 MB by default); content of that kind. Answers the document the invoice or credit note then names as documentId.`,
        consumes: ['multipart/form-data'],
        params: shipmentParams,
        body: z.object({ file: z.file(), type: z.enum(SHIPMENT_FILE_TYPES) }),
        response: { 201: z.object({ id: z.uuid(), name: z.string() }), ...uploadErrors },
      },
    },
    async (req, reply) => {
      const { file, fields } = await readOrderUpload(req, ctx, () => INVOICE_FILE_EXTENSIONS);
      const type = SHIPMENT_FILE_TYPES.find((t) => t === fields.type);
      if (!type)
        throw invalidFields(req.actor.t, [{ path: 'body.type', key: 'validation.orders.documentType' }]);
      const storedName = await store.save(
        req.tenant.id,
        ORDER_FILES_AREA,
        type.replace('_', '-'),
        file.ext,
        file.bytes,
      );
      try {
        const doc = await req.tx((tx) =>
          addShipmentFile(tx, req.actor, {
            orderId: req.params.id,
            shipmentId: req.params.shipmentId,
            type,
            storedName,
            file,
          }),
        );
        return reply.status(201).send(doc);
      } catch (error) {
        await store.remove(req.tenant.id, ORDER_FILES_AREA, storedName);
        throw error;
      }
    },
  );

  app.put(
    '/orders/:id/logistics/shipments/:shipmentId/signed-remission',
    {
      config: { access: ACCESS.orders.writeLogistics },
      validatorCompiler: multipartValidator,
      schema: {
        summary: "Upload a shipment's signed remission (multipart: `file`), replacing the previous one",
        description: `Extensions: ${SIGNED_REMISSION_FILE_EXTENSIONS.join(', ')}; at most ORDER_FILE_MAX_MB; content of that kind.`,
        consumes: ['multipart/form-data'],
        params: shipmentParams,
        body: z.object({ file: z.file() }),
        response: { 200: orderLogisticsSchema, ...uploadErrors },
      },
    },
    async (req) => {
      const { file } = await readOrderUpload(req, ctx, () => SIGNED_REMISSION_FILE_EXTENSIONS);
      const storedName = await store.save(
        req.tenant.id,
        ORDER_FILES_AREA,
        'remission-signed',
        file.ext,
        file.bytes,
      );
      try {
        return await req.tx(async (tx) => {
          await replaceSignedRemission(tx, req.actor, ctx, {
            orderId: req.params.id,
            shipmentId: req.params.shipmentId,
            storedName,
            file,
          });
          return logisticsAnswer(tx, req.actor, req.params.id);
        });
      } catch (error) {
        await store.remove(req.tenant.id, ORDER_FILES_AREA, storedName);
        throw error;
      }
    },
  );

  app.post(
    '/orders/:id/logistics/bulk-authorization',
    {
      config: { access: ACCESS.orders.writeLogistics },
      schema: {
        summary:
          "Generate the order's bulk authorization (queued; the document shows updating until rendered)",
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: orderLogisticsSchema },
      },
    },
    async (req) =>
      req.tx(async (tx) => {
        await requestBulkAuthorization(tx, req.actor, req.params.id);
        return logisticsAnswer(tx, req.actor, req.params.id);
      }),
  );

  app.post(
    '/orders/:id/logistics/bulk-authorization/send',
    {
      config: { access: ACCESS.orders.writeLogistics },
      schema: {
        summary: 'E-mail the bulk authorization to the warehouses of the order’s lots (the PDF attached)',
        description:
          '409 until a generated document is stored, and when a warehouse has no e-mail (named in the message).',
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: orderLogisticsSchema },
      },
    },
    async (req) =>
      req.tx(async (tx) => {
        await sendBulkAuthorization(tx, req.actor, ctx, req.params.id);
        return logisticsAnswer(tx, req.actor, req.params.id);
      }),
  );

  app.post(
    '/orders/:id/customer-signature',
    {
      config: { access: ACCESS.orders.sign },
      schema: {
        summary: 'The customer accepts the order confirmation (ORDEN_CREADA → EFIRMA_CLIENTE)',
        description:
          'Only a customer user of the order’s customer (staff: 403; another customer’s order: 404); 409 once the order is past ORDEN_CREADA.',
        params: idParamsSchema,
        body: noBodySchema,
        response: { 200: z.object({ id: z.uuid(), opsStatus: z.string() }) },
      },
    },
    async (req) => {
      await req.tx((tx) => signOrderConfirmation(tx, req.actor, req.params.id));
      return { id: req.params.id, opsStatus: 'EFIRMA_CLIENTE' };
    },
  );
};
