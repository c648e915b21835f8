/**
 * `GET /api/orders/dashboard-calendly`: the home's delivery calendar, a week of the caller's
 * deliveries by requested date, paged per day (`limitPerDay`, `offsetPerDay`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../../domain/access';
import { calendarQuerySchema, calendarResponseSchema } from '../../../../domain/dashboards/calendar';
import { deliveryCalendar } from './service';

export const orderCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard-calendly',
    {
      config: { access: ACCESS.dashboard.calendar },
      schema: {
        summary:
          'The week’s deliveries (Monday to Sunday) of the caller’s orders by requested date: each day’s page, its total and whether any day has more',
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema },
      },
    },
    async (req) => req.tx((tx) => deliveryCalendar(tx, req.actor, req.query)),
  );
};
