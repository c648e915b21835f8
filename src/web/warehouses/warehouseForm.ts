/**
 * The warehouse form's values, checked by the domain's warehouseCreateSchema (the server's own
 * rules: code trimmed and upper-cased), and what an edit sends: only what changed, with the
 * version it loaded.
 */
import type { z } from 'zod';
import {
  type WarehouseCreate,
  type WarehouseUpdate,
  type WarehouseView,
  warehouseCreateSchema,
} from '../../domain/inventory/warehouses';

export const warehouseFormSchema = warehouseCreateSchema;

export interface WarehouseFormValues {
  code: string;
  name: string;
  city: string;
  state: string;
  regionId: string;
  address: string;
  email: string;
  active: boolean;
}

/** The form's values are a valid input of the schema. */
export type WarehouseSchemaInput = z.input<typeof warehouseFormSchema>;

export const WAREHOUSE_FIELDS = [
  'code',
  'name',
  'city',
  'state',
  'regionId',
  'address',
  'email',
  'active',
] as const satisfies readonly (keyof WarehouseFormValues)[];

export const WAREHOUSE_LIMITS = {
  code: { min: 2, max: 20 },
  name: { min: 2, max: 120 },
  city: { min: 2, max: 120 },
  state: { min: 2, max: 120 },
  address: { max: 300 },
  email: { max: 254 },
} as const;

export const EMPTY_WAREHOUSE_FORM: WarehouseFormValues = {
  code: '',
  name: '',
  city: '',
  state: '',
  regionId: '',
  address: '',
  email: '',
  active: true,
};

export function warehouseFormOf(warehouse: WarehouseView): WarehouseFormValues {
  return {
    code: warehouse.code,
    name: warehouse.name,
    city: warehouse.city,
    state: warehouse.state,
    regionId: warehouse.region?.id ?? '',
    address: warehouse.address ?? '',
    email: warehouse.email ?? '',
    active: warehouse.active,
  };
}

/** Codes are upper case without spaces: 'qro 02' is shown as 'QRO02' while typing. */
export function codeAsTyped(text: string): string {
  return text.toUpperCase().replace(/\s+/g, '');
}

/** The PUT body of an edit: what differs from the warehouse as loaded, plus that version. */
export function warehouseUpdateOf(warehouse: WarehouseView, values: WarehouseCreate): WarehouseUpdate {
  const update: WarehouseUpdate = { version: warehouse.version };
  if (values.code !== warehouse.code) update.code = values.code;
  if (values.name !== warehouse.name) update.name = values.name;
  if (values.city !== warehouse.city) update.city = values.city;
  if (values.state !== warehouse.state) update.state = values.state;
  if (values.regionId !== (warehouse.region?.id ?? null)) update.regionId = values.regionId;
  if (values.address !== warehouse.address) update.address = values.address;
  if (values.email !== warehouse.email) update.email = values.email;
  if (values.active !== warehouse.active) update.active = values.active;
  return update;
}

export function hasWarehouseChanges(update: WarehouseUpdate): boolean {
  return Object.keys(update).some((key) => key !== 'version');
}
