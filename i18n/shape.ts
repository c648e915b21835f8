import type { es } from './es';

/** The Spanish catalogue's keys with string leaves: English must have exactly these. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type CatalogueShape = Shape<typeof es>;
