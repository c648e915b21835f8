/** Notificaciones del navegador: textos de validación de una suscripción y sus errores. */
export const validationPush = {
  endpoint:
    'La dirección del servicio de notificaciones no es válida: debe ser https (http solo en este equipo fuera de producción)',
  p256dh: 'La clave pública del navegador (p256dh) no es válida',
  auth: 'El secreto de autenticación del navegador (auth) no es válido',
} as const;

export const pushServer = {
  subscriptionNotFound: 'Este dispositivo no tiene notificaciones activas para tu usuario',
  endpointTaken: 'Este dispositivo ya recibe notificaciones de otra cuenta; vuelve a activarlas',
} as const;
