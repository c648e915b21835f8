/** Textos de la interfaz: inicio. */
export const dashboard = {
  welcome: 'Bienvenido, %{name}',
  welcomeSubtitle: 'Este es el resumen de tu operación en %{tenant}.',
  shortcuts: {
    title: 'Accesos directos',
  },
  customerOrders: {
    title: 'Tus órdenes en curso',
    hint: 'Las que aún no se entregan, las más recientes primero.',
    deliveryDate: 'Entrega solicitada: %{date}',
    all: 'Ver todas tus órdenes',
    empty: 'No tienes órdenes en curso.',
    error: 'No se pudieron cargar tus órdenes.',
  },
} as const;
