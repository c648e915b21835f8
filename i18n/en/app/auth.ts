import type { AppShape } from '../../shape';

/** UI texts: auth. */
export const auth: AppShape['auth'] = {};
