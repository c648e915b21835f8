/** Calendario de entregas del inicio: textos de validación de su consulta. */
export const validationCalendar = {
  monday: 'La semana empieza en lunes: envía la fecha de un lunes (aaaa-mm-dd)',
} as const;
