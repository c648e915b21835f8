import { notificationSettings } from './notificationSettings';

/** Textos de la interfaz: la invitación a recibir notificaciones del navegador. */
const push = {
  prompt: {
    title: '¿Recibir notificaciones?',
    body: 'Te avisaremos cuando tus órdenes cambien, aunque no tengas esta pestaña abierta.',
    decline: 'No, gracias',
    accept: 'Sí, activar',
  },
} as const;

/** La invitación: llega con ella, después del marco, solo donde el navegador puede recibirlas. */
export const esPushArea = { push, notificationSettings } as const;
