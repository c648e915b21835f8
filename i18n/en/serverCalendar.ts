import type { validationCalendar as es } from '../es/serverCalendar';

/** The home's delivery calendar: validation texts of its query. */
export const validationCalendar: { readonly [K in keyof typeof es]: string } = {
  monday: 'Weeks start on Monday: send the date of a Monday (yyyy-mm-dd)',
};
