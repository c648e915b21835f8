/** Textos de la interfaz: la conexión en tiempo real (el punto del encabezado) y sus errores. */
export const realtime = {
  states: {
    disconnected: 'Sin conexión en tiempo real',
    connecting: 'Conectando en tiempo real…',
    connected: 'Conectado en tiempo real',
    reconnecting: 'Reconectando en tiempo real…',
    error: 'Error de conexión en tiempo real',
  },
  /** Sin conexión la información se sigue actualizando, consultando al servidor cada tanto. */
  fallback: 'Mientras tanto, la información se actualiza periódicamente.',
  errors: {
    identityRequired: 'Se requieren userId y tenantId',
    connectionTimeout: 'Tiempo de espera de conexión agotado',
    reconnectionTimeout: 'Tiempo de espera de reconexión agotado',
    emitTimeout: 'Tiempo de espera agotado para el evento',
    notConnected: 'Socket no conectado',
  },
} as const;
