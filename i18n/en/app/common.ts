import type { AppShape } from '../../shape';

/** UI texts: common. */
export const common: AppShape['common'] = {};
