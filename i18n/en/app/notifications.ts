import type { AppShape } from '../../shape';

/** UI texts: notifications. */
export const notifications: AppShape['notifications'] = {};
