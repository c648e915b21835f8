/** Textos de la interfaz: layout. */
export const layout = {} as const;
