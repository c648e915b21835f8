import type { CoreKey } from '../../areas';
import type { AppShape } from '../../shape';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { layout } from './layout';
import { lists } from './lists';
import { groups, guard, pending, sections } from './navigation';
import { notificationPreferences } from './notificationPreferences';
import { notifications } from './notifications';
import { realtime } from './realtime';

/** What the app says before an area opens: sign-in, frame, home, lists and notices. */
export const enCore: Pick<AppShape, CoreKey> = {
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
};
