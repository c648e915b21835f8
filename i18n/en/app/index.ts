import type { AppShape } from '../../shape';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { layout } from './layout';
import { groups, guard, pending, sections } from './navigation';
import { notifications } from './notifications';

export const enApp: AppShape = {
  auth,
  common,
  dashboard,
  layout,
  notifications,
  sections,
  groups,
  guard,
  pending,
};
