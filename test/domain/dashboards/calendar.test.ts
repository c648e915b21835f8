/**
 * The delivery calendar's pure parts: the status rule on each case (and every status it can meet),
 * the week's days, and the request's limits.
 */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  CALENDAR_OPS_STATUSES,
  calendarQuerySchema,
  calendarStatusOf,
  isMonday,
  mondayOf,
  weekDays,
} from '../../../src/domain/dashboards/calendar';
import { OPS_STATUSES, type OpsStatus } from '../../../src/domain/orders/status';

const TODAY = '2026-11-26';
const YESTERDAY = '2026-11-25';
const TOMORROW = '2026-11-27';
const RELEASED = 'FINANCE_RELEASED';

const status = (opsStatus: OpsStatus, deliveryDate = TOMORROW, financeStatus: string | null = null) =>
  calendarStatusOf({ opsStatus, financeStatus, deliveryDate }, TODAY);

describe('calendarStatusOf', () => {
  it('delivered: delivered or paid, whatever the date', () => {
    for (const s of ['ORDEN_ENTREGADA', 'PAGADO'] as const) {
      expect(status(s, YESTERDAY, RELEASED)).toBe('delivered');
      expect(status(s, TOMORROW, RELEASED)).toBe('delivered');
    }
  });

  it('shipment-confirmed: a shipment exists and it is not delivered, late or not', () => {
    for (const s of ['EMBARCADO/PROGRAMADO', 'FACTURADO', 'TRANSPORTE_ASIGNADO'] as const) {
      expect(status(s, YESTERDAY, RELEASED)).toBe('shipment-confirmed');
      expect(status(s, TOMORROW, RELEASED)).toBe('shipment-confirmed');
    }
  });

  it('delayed-no-shipment: no shipment and the requested date is before today, whatever finance did', () => {
    for (const s of [
      'ORDEN_CREADA',
      'EFIRMA_CLIENTE',
      'ORDEN_RETENIDA',
      'APROBADO_POR_FINANZAS',
      'MATERIAL_ASIGNADO',
    ] as const) {
      expect(
        status(s, YESTERDAY, s === 'APROBADO_POR_FINANZAS' || s === 'MATERIAL_ASIGNADO' ? RELEASED : null),
      ).toBe('delayed-no-shipment');
    }
  });

  it('due today is not late yet', () => {
    expect(status('ORDEN_CREADA', TODAY)).toBe('not-authorized-finance');
    expect(status('MATERIAL_ASIGNADO', TODAY, RELEASED)).toBe('authorized-no-shipment');
  });

  it('authorized-no-shipment: released by finance (with material or not), no shipment, not late', () => {
    expect(status('APROBADO_POR_FINANZAS', TOMORROW, RELEASED)).toBe('authorized-no-shipment');
    expect(status('MATERIAL_ASIGNADO', TOMORROW, RELEASED)).toBe('authorized-no-shipment');
  });

  it('not-authorized-finance: created, e-signed or retained, not late', () => {
    for (const s of ['ORDEN_CREADA', 'EFIRMA_CLIENTE', 'ORDEN_RETENIDA'] as const)
      expect(status(s, TOMORROW)).toBe('not-authorized-finance');
  });

  it('a step past finance without finance’s release is not taken as authorized', () => {
    expect(status('APROBADO_POR_FINANZAS', TOMORROW, null)).toBe('not-authorized-finance');
    expect(status('ORDEN_CREADA', TOMORROW, RELEASED)).toBe('not-authorized-finance');
  });

  it('a cancelled order has no place on the calendar', () => {
    expect(status('ORDEN_CANCELADA', TOMORROW)).toBeNull();
    expect(status('ORDEN_CANCELADA', YESTERDAY, RELEASED)).toBeNull();
    expect(CALENDAR_OPS_STATUSES).toEqual(OPS_STATUSES.filter((s) => s !== 'ORDEN_CANCELADA'));
  });
});

describe('the week', () => {
  it('starts on Monday, whichever day it is asked from', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(isMonday('2026-11-30')).toBe(true);
    expect(isMonday('2026-11-29')).toBe(false);
  });

  it('has seven days, Monday to Sunday, across months and years', () => {
    expect(weekDays('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weekDays('2026-12-28').at(-1)).toBe('2027-01-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-23', -7)).toBe('2026-11-16');
  });
});

describe('the request', () => {
  const issues = (q: Record<string, string>) =>
    calendarQuerySchema.safeParse(q).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('defaults to 5 a day from the first', () => {
    expect(calendarQuerySchema.parse({})).toEqual({ limitPerDay: 5, offsetPerDay: 0 });
    expect(
      calendarQuerySchema.parse({ startDateFilter: '2026-11-23', limitPerDay: '10', offsetPerDay: '5' }),
    ).toEqual({
      startDateFilter: '2026-11-23',
      limitPerDay: 10,
      offsetPerDay: 5,
    });
  });

  it('refuses a day that is not a Monday, a date that does not exist, and limits out of range', () => {
    expect(issues({ startDateFilter: '2026-11-24' })).toEqual([
      ['startDateFilter', 'validation.calendar.monday'],
    ]);
    expect(issues({ startDateFilter: '2026-02-30' })).toEqual([['startDateFilter', 'validation.date']]);
    expect(issues({ sellerId: 'abc' })).toEqual([['sellerId', 'validation.uuid']]);
    expect(issues({ limitPerDay: '0' })).toEqual([['limitPerDay', 'validation.tooSmall']]);
    expect(issues({ limitPerDay: '51' })).toEqual([['limitPerDay', 'validation.tooBig']]);
    expect(issues({ limitPerDay: '50' })).toEqual([]);
    expect(issues({ offsetPerDay: '-1' })).toEqual([['offsetPerDay', 'validation.tooSmall']]);
  });
});
