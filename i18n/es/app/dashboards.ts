/**
 * Textos de los tableros (/dashboard/<nombre>): el marco que comparten (filtros, estados, exportar,
 * tablero externo) y las cifras y gráficas de cada uno. Llegan con el primer tablero que se abre.
 */
const frame = {
  subtitle: 'Del %{from} al %{to}',
  filters: {
    label: 'Filtros del tablero',
    from: 'Desde',
    to: 'Hasta',
    presets: 'Periodo',
    thisMonth: 'Este mes',
    last3Months: 'Últimos 3 meses',
    last12Months: 'Últimos 12 meses',
    thisYear: 'Este año',
    currency: 'Moneda',
    rangeOrder: 'La fecha inicial debe ser igual o anterior a la final.',
    rangeTooLong: 'El periodo no puede pasar de tres años.',
  },
  states: {
    loading: 'Cargando tablero…',
    errorTitle: 'No se pudo cargar el tablero',
    errorMessage: 'Ocurrió un problema al consultar las cifras. Inténtalo de nuevo.',
    retry: 'Reintentar',
    emptyTitle: 'Sin datos en este periodo',
    emptyHint: 'Amplía el rango de fechas o elige otro vendedor para ver resultados.',
  },
  export: {
    button: 'Exportar',
    busy: 'Exportando…',
    done: 'Se descargó el archivo del tablero.',
    error: 'No se pudo exportar el tablero. Inténtalo de nuevo.',
  },
  table: {
    show: 'Ver tabla',
    hide: 'Ocultar tabla',
  },
  embed: {
    loading: 'Cargando tablero…',
    notAvailable: 'Tablero no disponible',
    notAvailableHint: 'Este tablero aún no está configurado en la herramienta de análisis de tu empresa.',
    error: 'No se pudo cargar el tablero',
    frameError: 'El tablero no respondió. Vuelve a cargarlo.',
    noUrl: 'La respuesta no incluye la dirección del tablero.',
    notAuthenticated: 'Usuario no autenticado',
    reload: 'Recargar tablero',
  },
  units: {
    tons: '%{value} ton',
    days: '%{value} días',
    hours: '%{value} h',
    none: 'Sin dato',
  },
  delta: {
    up: '▲ %{value}',
    down: '▼ %{value}',
    upLabel: 'Sube %{value}',
    downLabel: 'Baja %{value}',
    same: 'Sin cambio',
    new: 'Nuevo',
    vsPrevious: 'vs. periodo anterior',
    vsLastMonth: 'vs. mes anterior a la misma fecha',
  },
  columns: {
    month: 'Mes',
    product: 'Producto',
    customer: 'Cliente',
    seller: 'Vendedor',
    warehouse: 'Almacén',
    supplier: 'Proveedor',
    orders: 'Órdenes',
    tons: 'Toneladas',
    amount: 'Monto',
    lots: 'Lotes',
  },
  noSeller: 'Sin vendedor',
  noSupplier: 'Sin proveedor',
  others: 'Otros',
} as const;

const sales = {
  tiles: {
    orders: 'Órdenes',
    tons: 'Toneladas',
    amount: 'Monto vendido',
    averagePrice: 'Precio promedio por tonelada',
  },
  byMonth: 'Toneladas y monto por mes',
  byProduct: 'Ventas por producto',
  byCustomer: 'Los 10 clientes con más ventas',
  bySeller: 'Ventas por vendedor',
} as const;

const inventory = {
  asOf: 'Existencias al %{date}',
  tiles: {
    available: 'Disponible',
    allocated: 'Asignado',
    value: 'Valor del inventario',
    demand: 'Demanda abierta',
    coverage: 'Cobertura',
    lots: '%{count} lotes con existencia',
  },
  byWarehouse: 'Existencias por almacén',
  byProduct: 'Disponible contra demanda por producto',
  ageing: 'Antigüedad de las existencias',
  bucket: '%{bucket} días',
  columns: {
    available: 'Disponible (ton)',
    allocated: 'Asignado (ton)',
    demand: 'Demanda (ton)',
    coverage: 'Cobertura',
    bucket: 'Antigüedad',
  },
} as const;

const performance = {
  tiles: {
    onTime: 'Entregas a tiempo',
    onTimeHint: '%{onTime} de %{delivered} entregas',
    released: 'Liberaciones de finanzas',
    releaseAverage: 'Tiempo promedio de liberación',
    releaseMedian: 'Mediana de liberación',
  },
  cycleTimes: 'Días desde la creación hasta cada paso',
  onTimeByMonth: 'Entregas a tiempo por mes',
  series: {
    average: 'Promedio (días)',
    median: 'Mediana (días)',
    rate: '% a tiempo',
  },
  columns: {
    step: 'Paso',
    orders: 'Órdenes que lo alcanzaron',
    delivered: 'Entregadas',
    onTime: 'A tiempo',
  },
} as const;

const mtd = {
  month: 'Mes: %{month} · al %{date}',
  tiles: {
    tons: 'Toneladas del mes',
    amount: 'Monto del mes',
    projectionTons: 'Proyección al cierre (ton)',
    projectionAmount: 'Proyección al cierre (monto)',
    lastMonth: 'Mes anterior completo',
  },
  workingDays: 'Días hábiles: %{elapsed} de %{total}',
  cumulative: 'Acumulado diario y proyección al cierre',
  metric: 'Medida',
  series: {
    actual: 'Acumulado',
    projection: 'Proyección',
  },
  columns: {
    date: 'Día',
    cumulativeTons: 'Acumulado (ton)',
    cumulativeAmount: 'Acumulado (monto)',
  },
} as const;

const onboarding = {
  tiles: {
    newCustomers: 'Clientes nuevos',
    withFirstOrder: 'Con primera orden',
    repeat: 'Recurrentes',
    repeatRate: 'Tasa de recompra',
    daysToFirstOrder: 'Días promedio a la primera orden',
  },
  byMonth: 'Clientes nuevos por mes',
  recent: 'Clientes nuevos más recientes',
  recentEmpty: 'No hay clientes nuevos en este periodo.',
  columns: {
    createdAt: 'Alta',
    firstOrder: 'Primera orden',
    orders: 'Órdenes',
  },
} as const;

const kpis = {
  tiles: {
    sales: 'Ventas',
    tons: 'Toneladas vendidas',
    orders: 'Órdenes',
    margin: 'Margen',
    marginHint: '%{amount} sobre %{tons}',
    noCosts: 'Sin costos registrados',
    open: 'Órdenes abiertas',
    overdue: 'Órdenes vencidas',
    retained: 'Órdenes retenidas',
    onTime: 'Entregas a tiempo',
    volumeHint: '%{tons} · %{amount}',
  },
  comparison: 'Ventas: este periodo contra el anterior',
  current: 'Este periodo',
  previous: 'Periodo anterior',
  columns: {
    period: 'Periodo',
  },
} as const;

const purchaseOrders = {
  tiles: {
    lots: 'Lotes recibidos',
    tons: 'Toneladas recibidas',
    cost: 'Costo total',
    costPerTon: 'Costo promedio por tonelada',
  },
  byMonth: 'Toneladas y costo por mes',
  bySupplier: 'Costo por proveedor',
  costPerTon: 'Costo por tonelada de los 5 proveedores principales',
  columns: {
    cost: 'Costo (USD)',
    costPerTon: 'Costo por tonelada (USD)',
  },
} as const;

export const dashboards = {
  frame,
  sales,
  inventory,
  performance,
  mtd,
  onboarding,
  kpis,
  purchaseOrders,
} as const;

/** Los tableros: llegan con el primero que se abre. */
export const esDashboardsArea = { dashboards } as const;
