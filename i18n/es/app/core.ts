import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { layout } from './layout';
import { lists } from './lists';
import { groups, guard, pending, sections } from './navigation';
import { notificationPreferences } from './notificationPreferences';
import { notifications } from './notifications';
import { realtime } from './realtime';

/** Lo que la aplicación dice antes de abrir un área: acceso, marco, inicio, listas y avisos. */
export const esCore = {
  auth,
  common,
  lists,
  dashboard,
  layout,
  notifications,
  notificationPreferences,
  realtime,
  sections,
  groups,
  guard,
  pending,
} as const;
