/** Textos de la interfaz: finanzas (solicitudes de liberación y pago, decisiones, pagos, colas). */
export const finance = {
  buttons: {
    requestRelease: 'Solicitar Liberación',
    resendRelease: 'Reenviar solicitud de liberación',
    releaseRequested: 'Liberación solicitada',
    requestPayment: 'Solicitar Validación',
    resendPayment: 'Reenviar solicitud de validación de pago',
    paymentSent: 'Validación de pago enviada',
    release: 'Liberar',
    retain: 'Retener',
    noExternalId: 'Sin external ID',
  },
  externalIdRequired: 'No se puede realizar esta acción sin número de orden externo',
  externalIdTooltip: 'Requiere número de orden externo',
  noPermissionExecute: 'No tienes permisos para ejecutar esta acción',
  noPermissionPerform: 'No tienes permisos para realizar esta acción',
  retention: {
    retainedOverdueInvoices: 'Orden retenida por facturas vencidas',
    retainedOverdraft: 'Orden retenida por sobregiro',
    retained: 'Orden retenida',
  },
  toasts: {
    releaseRequested: 'Solicitud de liberación enviada exitosamente',
    releaseRequestFailed: 'Error al enviar solicitud de liberación',
    paymentRequested: 'Solicitud de validación de pago enviada exitosamente',
    paymentRequestFailed: 'Error al enviar solicitud de validación de pago',
    actionFailed: 'Error al procesar la solicitud',
  },
} as const;
