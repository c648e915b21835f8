/**
 * The home's delivery calendar (`GET /api/orders/dashboard-calendly`): a week, Monday to Sunday,
 * of the orders placed on their requested delivery date, a few per day at a time, each with the
 * calendar status the rule below gives it. The rule, the week's days and the request's limits live
 * here so the server's SQL, the tests and the page read the same ones.
 * Why the rule is this one: docs/decisions.md, "Home: delivery calendar".
 */
import { z } from 'zod';
import { FINANCE_RELEASED } from '../finance/state';
import { hasReached, OPS_STATUSES, type OpsStatus } from '../orders/status';

export const CALENDAR_STATUSES = [
  'delivered',
  'delayed-no-shipment',
  'shipment-confirmed',
  'not-authorized-finance',
  'authorized-no-shipment',
] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** Deliveries per day and page unless the caller asks otherwise, and the most it may ask. */
export const CALENDAR_PER_DAY = 5;
export const CALENDAR_MAX_PER_DAY = 50;

/** Every status but cancelled: a cancelled order is off the calendar. */
export const CALENDAR_OPS_STATUSES: readonly OpsStatus[] = OPS_STATUSES.filter(
  (s) => s !== 'ORDEN_CANCELADA',
);

/** What the rule reads of an order. */
export interface CalendarFacts {
  opsStatus: OpsStatus;
  financeStatus: string | null;
  /** Requested delivery date, 'yyyy-mm-dd'. */
  deliveryDate: string;
}

/**
 * Where a delivery stands, first match wins (`today` is Mexico City's business day):
 * 1. delivered: the order was delivered (ORDEN_ENTREGADA, or PAGADO after it);
 * 2. shipment-confirmed: a shipment exists (EMBARCADO/PROGRAMADO, FACTURADO, TRANSPORTE_ASIGNADO —
 *    logistics keeps the status in step with the shipments, so the status says whether one exists);
 * 3. delayed-no-shipment: no shipment and the requested date is before today;
 * 4. authorized-no-shipment: finance released it (FINANCE_RELEASED, APROBADO_POR_FINANZAS or
 *    MATERIAL_ASIGNADO) and no shipment yet;
 * 5. not-authorized-finance: finance has not released it (created, e-signed, retained).
 * Null for a cancelled order: it is not on the calendar.
 */
export function calendarStatusOf(order: CalendarFacts, today: string): CalendarStatus | null {
  if (order.opsStatus === 'ORDEN_CANCELADA') return null;
  if (hasReached(order.opsStatus, 'ORDEN_ENTREGADA')) return 'delivered';
  if (hasReached(order.opsStatus, 'EMBARCADO/PROGRAMADO')) return 'shipment-confirmed';
  if (order.deliveryDate < today) return 'delayed-no-shipment';
  if (isReleased(order)) return 'authorized-no-shipment';
  return 'not-authorized-finance';
}

const isReleased = (order: CalendarFacts) =>
  order.financeStatus === FINANCE_RELEASED && hasReached(order.opsStatus, 'APROBADO_POR_FINANZAS');

/** The statuses at which each step of the rule holds, for the SQL that mirrors it. */
export const CALENDAR_RULE_STATUSES = {
  delivered: OPS_STATUSES.filter((s) => hasReached(s, 'ORDEN_ENTREGADA')),
  shipped: OPS_STATUSES.filter(
    (s) => hasReached(s, 'EMBARCADO/PROGRAMADO') && !hasReached(s, 'ORDEN_ENTREGADA'),
  ),
  released: OPS_STATUSES.filter(
    (s) => hasReached(s, 'APROBADO_POR_FINANZAS') && !hasReached(s, 'EMBARCADO/PROGRAMADO'),
  ),
} as const;

// ---- The week -----------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'yyyy-mm-dd' `n` days after `day` (before when negative). */
export function addDays(day: string, n: number): string {
  return new Date(toDate(day).getTime() + n * DAY_MS).toISOString().slice(0, 10);
}

export function isMonday(day: string): boolean {
  return toDate(day).getUTCDay() === 1;
}

/** The Monday of the week `day` is in (weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = toDate(day).getUTCDay();
  return addDays(day, weekday === 0 ? -6 : 1 - weekday);
}

/** The seven days of the week starting on `monday`, Monday to Sunday. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** A delivery range: both ends ('yyyy-mm-dd', inclusive) or none. */
export interface DeliveryRange {
  deliveryDateFrom?: string;
  deliveryDateTo?: string;
}

/** Whether a day falls in the range; without both ends every day does. */
export function inDeliveryRange(day: string, range: DeliveryRange): boolean {
  const { deliveryDateFrom: from, deliveryDateTo: to } = range;
  return !(from && to) || (day >= from && day <= to);
}

// ---- Request and answer -------------------------------------------------------------------------

const perDay = (fallback: number) =>
  z.coerce.number('validation.invalidType').int('validation.invalidType').default(fallback);

export const calendarQuerySchema = z.object({
  /** The week's Monday; this week's (Mexico City) when absent. */
  startDateFilter: z.iso
    .date({ error: 'validation.date', abort: true })
    .refine(isMonday, 'validation.calendar.monday')
    .optional(),
  /** Narrows to one seller's orders, within the caller's scope. */
  sellerId: z.uuid('validation.uuid').optional(),
  /** The home's delivery range: days of the week outside it answer no deliveries (both ends or none). */
  deliveryDateFrom: z.iso.date('validation.date').optional(),
  deliveryDateTo: z.iso.date('validation.date').optional(),
  limitPerDay: perDay(CALENDAR_PER_DAY).pipe(
    z.number().min(1, 'validation.tooSmall').max(CALENDAR_MAX_PER_DAY, 'validation.tooBig'),
  ),
  /** How many of each day's deliveries the caller already has (load more: 5, 10, …). */
  offsetPerDay: perDay(0).pipe(z.number().min(0, 'validation.tooSmall').max(10_000, 'validation.tooBig')),
});
export type CalendarQuery = z.output<typeof calendarQuerySchema>;
export type CalendarQueryInput = z.input<typeof calendarQuerySchema>;

export const calendarItemSchema = z.object({
  id: z.uuid(),
  /** The number shown: the ERP's external id when there is one, else the padded number. */
  number: z.string(),
  status: z.enum(CALENDAR_STATUSES),
  customerName: z.string(),
  /** Tons as a decimal string with 3 decimals, like every tons figure of the API. */
  totalQuantityTons: z.string(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

const day = z.iso.date();

export const calendarResponseSchema = z.object({
  /** Each of the seven days (empty ones too): the page of its deliveries, by order number. */
  data: z.record(day, z.array(calendarItemSchema)),
  /** Some day has deliveries past this page. */
  hasMoreGlobal: z.boolean(),
  /** Each of the seven days: how many deliveries it has in all. */
  totals: z.record(day, z.number().int().nonnegative()),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;
