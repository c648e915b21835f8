/** Textos de la interfaz: notifications. */
export const notifications = {} as const;
