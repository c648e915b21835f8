/** Textos de la interfaz: auth. */
export const auth = {} as const;
