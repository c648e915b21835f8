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
  pipeline: {
    title: 'Órdenes por etapa',
    hint: 'Órdenes y toneladas en cada etapa; elige una para ver sus órdenes.',
    deliveryDate: 'Fecha de entrega',
    steps: 'Etapas de las órdenes',
    step: '%{label}: %{count} órdenes, %{tons}',
    moreFilters: 'Más filtros',
    countsError: 'No se pudieron cargar los conteos de las etapas.',
    ordersOf: 'Órdenes: %{label}',
    search: 'Número, empresa o RFC',
    loading: 'Cargando órdenes…',
    error: 'Error al cargar las órdenes',
    empty: 'No hay órdenes en este estado',
    noSeller: 'Sin vendedor',
    columns: {
      number: 'Orden',
      company: 'Empresa',
      seller: 'Vendedor',
      deliveryDate: 'Fecha de entrega',
      tons: 'Toneladas',
      status: 'Estado',
    },
  },
} as const;
