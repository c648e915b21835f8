import type { AdminKey } from '../../areas';
import type { AppShape } from '../../shape';
import { creditTerms } from './creditTerms';
import { customers } from './customers';
import { hierarchy } from './hierarchy';
import { pricing } from './pricing';
import { products } from './products';
import { tenantConfig } from './tenantConfig';
import { users } from './users';

/** Catalogues and settings: arrive with the first administration screen. */
export const enAdminArea: Pick<AppShape, AdminKey> = {
  customers,
  creditTerms,
  products,
  tenantConfig,
  pricing,
  users,
  hierarchy,
};
