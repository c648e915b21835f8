/** 'Pendientes de entrega', the late orders and the home's logistics counts (filled by the queues work). */
import type { AxiosInstance } from 'axios';

export function logisticsQueueMethods(_api: AxiosInstance) {
  return {};
}
