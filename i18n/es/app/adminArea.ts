import { creditTerms } from './creditTerms';
import { customers } from './customers';
import { hierarchy } from './hierarchy';
import { inventory } from './inventory';
import { pricing } from './pricing';
import { products } from './products';
import { tenantConfig } from './tenantConfig';
import { users } from './users';
import { warehouses } from './warehouses';

/** Catálogos, inventario y configuración: llegan con la primera pantalla de administración. */
export const esAdminArea = {
  customers,
  creditTerms,
  products,
  tenantConfig,
  pricing,
  users,
  hierarchy,
  inventory,
  warehouses,
} as const;
