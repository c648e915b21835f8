import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { layout } from './layout';
import { groups, guard, pending, sections } from './navigation';
import { notifications } from './notifications';

/** Textos de la interfaz, un archivo por área. */
export const esApp = {
  auth,
  common,
  dashboard,
  layout,
  notifications,
  sections,
  groups,
  guard,
  pending,
} as const;
