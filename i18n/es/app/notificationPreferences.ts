/** El botón del panel de la campana, en el marco: el resto llega con el diálogo (grupo push). */
export const notificationPreferences = { open: 'Preferencias de notificaciones' } as const;
