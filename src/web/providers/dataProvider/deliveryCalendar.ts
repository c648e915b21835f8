/** The home's delivery calendar: one week of the caller's deliveries, a page per day. */
import type { AxiosInstance } from 'axios';
import type { CalendarQueryInput, CalendarResponse } from '../../../domain/dashboards/calendar';

export function deliveryCalendarMethods(api: AxiosInstance) {
  return {
    /** `GET /api/orders/dashboard-calendly`: the week from `startDateFilter` (a Monday). */
    async getDeliveryCalendar(query: CalendarQueryInput): Promise<CalendarResponse> {
      return (await api.get<CalendarResponse>('/orders/dashboard-calendly', { params: query })).data;
    },
  };
}
