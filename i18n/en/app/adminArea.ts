import type { AdminKey } from '../../areas';
import type { AppShape } from '../../shape';
import { creditTerms } from './creditTerms';
import { customers } from './customers';
import { hierarchy } from './hierarchy';
import { inventory } from './inventory';
import { pricing } from './pricing';
import { products } from './products';
import { tenantConfig } from './tenantConfig';
import { users } from './users';
import { warehouses } from './warehouses';

/** Catalogues, inventory and settings: arrive with the first administration screen. */
export const enAdminArea: Pick<AppShape, AdminKey> = {
  customers,
  creditTerms,
  products,
  tenantConfig,
  pricing,
  users,
  hierarchy,
  inventory,
  warehouses,
};
