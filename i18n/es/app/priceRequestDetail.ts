/** Textos de la página de una solicitud de precio: resumen, cifras, historial y sus acciones. */
export const priceRequestDetail = {
  title: 'Solicitud %{number}',
  back: 'Volver a las solicitudes',
  notFoundTitle: 'Solicitud de precio',
  loadError: 'No se pudo cargar la solicitud de precio',
  summary: { title: 'Lo que se solicitó' },
  figures: {
    title: 'Cifras',
    usdPerTon: '$%{amount} USD/t',
    approvedBy: 'Aprobada por %{name} el %{at}',
    rejected: 'Rechazada: %{reason}',
  },
  history: {
    title: 'Historial',
    empty: 'Sin movimientos todavía.',
    system: 'Sistema',
    actions: {
      created: 'Solicitud creada',
      edit: 'Solicitud editada',
      delete: 'Solicitud eliminada',
      cost: 'Costeo guardado',
      approve: 'Solicitud aprobada',
      reject: 'Solicitud rechazada',
      expire: 'Solicitud vencida',
      orderCreated: 'Orden creada con este precio',
    },
  },
  actions: {
    edit: 'Editar',
    delete: 'Eliminar',
    reject: 'Rechazar',
    approve: 'Aprobar',
    createOrder: 'Crear orden',
  },
  edit: {
    title: 'Editar %{number} · %{customer}',
    save: 'Guardar cambios',
    done: 'Solicitud %{number} actualizada',
  },
  delete: {
    title: '¿Eliminar la solicitud %{number}?',
    content:
      'La solicitud deja de estar disponible para ventas y para el área de precios. Esta acción no se puede deshacer.',
    done: 'Solicitud %{number} eliminada',
  },
  reject: {
    title: 'Rechazar la solicitud %{number}',
    reason: 'Motivo del rechazo',
    reasonHint: 'Quien pidió el precio lo verá en el historial de la solicitud.',
    save: 'Rechazar',
    saving: 'Rechazando…',
    done: 'Solicitud %{number} rechazada',
  },
  approve: {
    title: 'Aprobar la solicitud %{number}',
    intro:
      'El precio mínimo de venta es de $%{msp} USD/t. Al aprobar, el MSP y el precio quedan fijos para %{customer} y %{product} hasta la fecha de vigencia.',
    price: 'Precio aprobado (USD/t)',
    priceHint: 'Al menos el MSP: $%{msp} USD/t.',
    validUntilHint: 'Hasta %{days} días a partir de hoy.',
    save: 'Aprobar',
    saving: 'Aprobando…',
    done: 'Solicitud %{number} aprobada',
  },
} as const;
