import { esApp } from './app';
import { esServer } from './server';

/** The Spanish catalogue (default language). */
export const es = { ...esServer, app: esApp } as const;
