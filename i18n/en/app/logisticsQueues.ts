import type { AppShape } from '../../shape';

/** 'Pending delivery', the late orders and the home's logistics and delays groups. */
export const logisticsQueues: AppShape['logisticsQueues'] = {
  pendingDeliveryTitle: 'Pending delivery',
};
