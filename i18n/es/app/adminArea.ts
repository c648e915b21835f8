import { creditTerms } from './creditTerms';
import { customers } from './customers';
import { hierarchy } from './hierarchy';
import { pricing } from './pricing';
import { products } from './products';
import { tenantConfig } from './tenantConfig';
import { users } from './users';

/** Catálogos y configuración: llegan con la primera pantalla de administración. */
export const esAdminArea = {
  customers,
  creditTerms,
  products,
  tenantConfig,
  pricing,
  users,
  hierarchy,
} as const;
