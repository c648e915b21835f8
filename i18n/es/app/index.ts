import { auth } from './auth';
import { common } from './common';
import { creditTerms } from './creditTerms';
import { customers } from './customers';
import { dashboard } from './dashboard';
import { finance } from './finance';
import { hierarchy } from './hierarchy';
import { layout } from './layout';
import { lists } from './lists';
import { groups, guard, pending, sections } from './navigation';
import { notifications } from './notifications';
import { orderCreate } from './orderCreate';
import { orderDetail } from './orderDetail';
import { orderDocuments } from './orderDocuments';
import { orderList } from './orderList';
import { pricing } from './pricing';
import { products } from './products';
import { tenantConfig } from './tenantConfig';
import { users } from './users';

/** Textos de la interfaz, un archivo por área. */
export const esApp = {
  auth,
  common,
  customers,
  creditTerms,
  lists,
  dashboard,
  finance,
  layout,
  notifications,
  orderCreate,
  orderList,
  orderDetail,
  orderDocuments,
  products,
  tenantConfig,
  pricing,
  users,
  hierarchy,
  sections,
  groups,
  guard,
  pending,
} as const;
