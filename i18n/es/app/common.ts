/** Textos de la interfaz: common. */
export const common = {} as const;
