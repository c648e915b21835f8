import type { AppShape } from '../../shape';

/** UI texts: layout. */
export const layout: AppShape['layout'] = {};
