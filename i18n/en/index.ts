import type { CatalogueShape } from '../shape';
import { enApp } from './app';
import { enServer } from './server';

/** The English catalogue: exactly the Spanish keys (the types and a test keep them in step). */
export const en: CatalogueShape = { ...enServer, app: enApp };
