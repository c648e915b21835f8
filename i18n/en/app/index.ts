import type { AppShape } from '../../shape';
import { auth } from './auth';
import { common } from './common';
import { creditTerms } from './creditTerms';
import { customers } from './customers';
import { dashboard } from './dashboard';
import { layout } from './layout';
import { lists } from './lists';
import { groups, guard, pending, sections } from './navigation';
import { notifications } from './notifications';

export const enApp: AppShape = {
  auth,
  common,
  customers,
  creditTerms,
  lists,
  dashboard,
  layout,
  notifications,
  sections,
  groups,
  guard,
  pending,
};
