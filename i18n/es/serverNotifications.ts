/**
 * Notificaciones que envían los eventos del negocio: título y mensaje de cada tipo, en el idioma de
 * quien la recibe. `customerMessage` es lo que lee un usuario del portal de clientes (su propia
 * orden, sin palabras internas).
 */
export const notificationsServer = {
  kinds: {
    releaseRequested: {
      title: 'Solicitud de liberación',
      message: '%{actor} solicitó liberar la orden %{order} de %{customer}; espera la decisión de crédito.',
      messageAgain:
        '%{actor} volvió a solicitar la liberación de la orden %{order} de %{customer}: lleva varios días sin respuesta.',
    },
    paymentValidationRequested: {
      title: 'Validación de pago solicitada',
      message:
        '%{actor} pidió validar el pago anticipado de la orden %{order} de %{customer}; el comprobante está en los documentos de la orden.',
      messageAgain:
        '%{actor} volvió a pedir la validación del pago anticipado de la orden %{order} de %{customer}.',
    },
    orderReleased: {
      title: 'Orden liberada por finanzas',
      message: '%{actor} liberó la orden %{order} de %{customer}; ya puede asignarse material.',
      messageAutomatic:
        'La orden %{order} de %{customer} se liberó automáticamente: el crédito del cliente la cubre.',
    },
    orderRetained: {
      title: 'Orden retenida',
      message: '%{actor} retuvo la orden %{order} de %{customer} por %{reason}.',
    },
    materialAssigned: {
      title: 'Material asignado',
      message:
        'Se asignaron lotes a todas las partidas de la orden %{order} de %{customer}; puede programarse el embarque.',
    },
    orderShipped: {
      title: 'Embarque programado',
      message: 'La orden %{order} de %{customer} ya tiene su embarque programado.',
      customerMessage: 'Tu orden %{order} ya tiene su entrega programada.',
    },
    transportAssigned: {
      title: 'Transporte asignado',
      message: 'Los embarques de la orden %{order} de %{customer} ya tienen transporte asignado.',
      customerMessage: 'Tu orden %{order} ya tiene transporte asignado para su entrega.',
    },
    orderInvoiced: {
      title: 'Orden facturada',
      message: 'Se cargó la factura de la orden %{order} de %{customer}.',
      customerMessage: 'La factura de tu orden %{order} ya está disponible en los documentos de la orden.',
    },
    orderDelivered: {
      title: 'Orden entregada',
      message: 'La orden %{order} de %{customer} fue entregada.',
      customerMessage: 'Tu orden %{order} fue entregada.',
    },
    orderPaid: {
      title: 'Orden pagada',
      message: 'Los pagos registrados cubren el total de la orden %{order} de %{customer}.',
      customerMessage: 'Recibimos el pago de tu orden %{order}. Gracias.',
    },
    orderCancelled: {
      title: 'Orden cancelada',
      message: '%{actor} canceló la orden %{order} de %{customer}. Motivo: %{reason}.',
    },
    mentioned: {
      title: 'Te mencionaron en una orden',
      message: '%{actor} te mencionó en la orden %{order} de %{customer}: «%{excerpt}»',
      customerMessage: '%{actor} te mencionó en tu orden %{order}: «%{excerpt}»',
    },
    priceRequestApproved: {
      title: 'Solicitud de precio aprobada',
      message:
        '%{actor} aprobó tu solicitud de precio %{request} (%{product}, %{customer}): %{price} USD por tonelada, vigente hasta el %{validUntil}.',
    },
    priceRequestRejected: {
      title: 'Solicitud de precio rechazada',
      message:
        '%{actor} rechazó tu solicitud de precio %{request} (%{product}, %{customer}). Motivo: %{reason}',
    },
  },
  retainReasons: {
    overdueInvoices: 'facturas vencidas',
    overdraft: 'sobregiro',
    both: 'facturas vencidas y sobregiro',
  },
  /** Lo que finanzas escribió al decidir, tras el mensaje. */
  withComment: '%{message} Comentario: «%{comment}»',
  /** Quien actuó cuando fue el sistema (una liberación automática). */
  system: 'El sistema',
};

/** Validación de las preferencias de notificaciones. */
export const validationNotifications = {
  unknownKind: 'Tipo de notificación desconocido. Usa uno de estos: %{options}',
  repeatedKind: 'Cada tipo de notificación puede ir una sola vez',
};
