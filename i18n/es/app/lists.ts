/**
 * Textos de la interfaz compartidos por las pantallas de listas: estado vacío, error de carga con
 * recarga, búsqueda, filtros, tarjetas en teléfonos, confirmación de borrado y errores de guardado.
 */
export const lists = {
  empty: {
    title: 'No hay datos disponibles',
    message: 'No se encontraron registros para mostrar.',
  },
  error: {
    title: 'Error al cargar datos',
    network: 'No hay conexión con el servidor. Revisa tu conexión a internet e inténtalo de nuevo.',
    timeout: 'El servidor tardó demasiado en responder. Inténtalo de nuevo en unos momentos.',
    server: 'Ocurrió un problema al consultar la información. Inténtalo de nuevo.',
    reload: 'Recargar',
  },
  customerSearch: {
    placeholder: 'Escribe para buscar por empresa o RFC',
    noCustomers: 'No se encontraron clientes',
    searching: 'Buscando…',
  },
  search: {
    label: 'Buscar',
    placeholder: 'Buscar…',
    clear: 'Limpiar búsqueda',
    shortcut: 'Presiona / para buscar',
  },
  sort: {
    label: 'Ordenar por',
    ascending: 'Orden ascendente; cambiar a descendente',
    descending: 'Orden descendente; cambiar a ascendente',
  },
  filters: {
    all: 'Todos',
    seller: 'Vendedor',
    noOptions: 'Sin coincidencias',
    clear: 'Limpiar filtros',
  },
  date: {
    placeholder: 'dd/mm/aaaa',
    openCalendar: 'Abrir calendario',
  },
  dateRange: {
    any: 'Todas las fechas',
    pickStart: 'Elige el día inicial.',
    pickEnd: 'Desde el %{from}: elige el día final.',
    clear: 'Limpiar',
    apply: 'Aplicar',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
  },
  cards: {
    label: 'Resultados',
    open: 'Abrir %{name}',
  },
  confirm: {
    cancel: 'Cancelar',
    delete: 'Eliminar',
    deleting: 'Eliminando…',
    error: 'No se pudo eliminar. Inténtalo de nuevo.',
  },
  form: {
    save: 'Guardar',
    saving: 'Guardando…',
    cancel: 'Cancelar',
    fixErrors: 'Revisa los campos marcados.',
    saveError: 'No se pudieron guardar los cambios. Inténtalo de nuevo.',
    networkError: 'No hay conexión con el servidor; los cambios no se guardaron. Inténtalo de nuevo.',
    stale: 'Otro usuario modificó este registro mientras lo editabas.',
    reload: 'Recargar',
    reloaded: 'Se cargó la versión más reciente. Revisa los datos y vuelve a guardar.',
    optional: 'Opcional',
    readOnly: 'Se llena con el código postal',
  },
} as const;
