/** Textos de las cotizaciones de proveedores (de donde pricing toma el costo base). */
export const supplierQuotes = {
  fields: {
    number: 'Número de cotización',
    supplier: 'Proveedor',
    product: 'Producto',
    packaging: 'Empaque',
    price: 'Precio (USD/t)',
    available: 'Disponible (t)',
    validUntil: 'Vigente hasta',
  },
  list: {
    title: 'Cotizaciones de proveedores',
    subtitle: 'Precios que ofrecen los proveedores; de aquí se toma el costo base de una solicitud.',
    back: 'Volver a las solicitudes',
    create: 'Nueva cotización',
    search: 'Buscar cotización',
    searchPlaceholder: 'Número o proveedor',
    onlyActive: 'Solo vigentes',
    actions: 'Acciones',
    edit: 'Editar la cotización %{number}',
    cardFigures: '$%{price} USD/t · %{tons} · hasta %{date}',
  },
  supplier: {
    placeholder: 'Elige o escribe un proveedor',
    add: 'Agregar proveedor «%{name}»',
    addError: 'No se pudo agregar el proveedor. Inténtalo de nuevo.',
    loading: 'Cargando…',
    none: 'Sin proveedores; escribe el nombre para agregarlo',
  },
  dialog: {
    newTitle: 'Nueva cotización de proveedor',
    editTitle: 'Editar la cotización %{number}',
    create: 'Registrar cotización',
    created: 'Cotización %{number} registrada',
    updated: 'Cotización %{number} actualizada',
  },
} as const;
