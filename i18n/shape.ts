import type { es } from './es';
import type { esApp } from './es/app';
import type { esServer } from './es/server';

/** The Spanish catalogue's keys with string leaves: English must have exactly these. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type CatalogueShape = Shape<typeof es>;
export type ServerShape = Shape<typeof esServer>;
export type AppShape = Shape<typeof esApp>;
