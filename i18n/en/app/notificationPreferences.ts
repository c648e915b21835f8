import type { AppShape } from '../../shape';
/** The bell panel's button, in the frame: the rest comes with the dialog (push group). */
export const notificationPreferences: AppShape['notificationPreferences'] = {
  open: 'Notification preferences',
};
