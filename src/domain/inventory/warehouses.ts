/**
 * Warehouses of the tenant: where lots are received and picked up. Each may serve a sales region
 * (auto-assign prefers the order's region's warehouses). Schemas for the admin screen and the API.
 */
import { z } from 'zod';
import { listQuerySchema, listResponseSchema, orderDirectionSchema } from '../lists';
import { ikey, optionalLine } from './fields';

/** Trimmed and upper-cased: 'qro-02 ' is stored as 'QRO-02'. */
export const warehouseCodeSchema = z
  .string(ikey('warehouseCodeRequired'))
  .trim()
  .toUpperCase()
  .min(2, ikey('warehouseCodeRequired'))
  .max(20, 'validation.tooLong')
  .regex(/^[A-Z0-9._-]+$/, 'validation.invalidFormat');

const name = z
  .string(ikey('warehouseNameRequired'))
  .trim()
  .min(2, ikey('warehouseNameRequired'))
  .max(120, 'validation.tooLong');
const place = (requiredKey: string) =>
  z.string(requiredKey).trim().min(2, requiredKey).max(120, 'validation.tooLong');
/** Where the bulk authorization of an order with lots here is e-mailed; '' clears it. */
const email = z
  .string('validation.email')
  .trim()
  .nullish()
  .transform((v) => v || null)
  .pipe(z.email('validation.email').max(254, 'validation.tooLong').nullable());
const regionId = z
  .string('validation.uuid')
  .trim()
  .nullish()
  .transform((v) => v || null)
  .pipe(z.uuid('validation.uuid').nullable());

/** POST /api/warehouses. */
export const warehouseCreateSchema = z
  .object({
    code: warehouseCodeSchema,
    name,
    city: place(ikey('warehouseCityRequired')),
    state: place(ikey('warehouseStateRequired')),
    regionId: regionId.default(null),
    address: optionalLine(300).default(null),
    email: email.default(null),
    active: z.boolean().default(true),
  })
  .strict();
export type WarehouseCreate = z.infer<typeof warehouseCreateSchema>;
export type WarehouseCreateInput = z.input<typeof warehouseCreateSchema>;

/** PUT /api/warehouses/{id}: what is sent replaces, what is left out stays; `version` is required. */
export const warehouseUpdateSchema = z
  .object({
    version: z.number().int().min(1, 'validation.tooSmall'),
    code: warehouseCodeSchema.optional(),
    name: name.optional(),
    city: place(ikey('warehouseCityRequired')).optional(),
    state: place(ikey('warehouseStateRequired')).optional(),
    regionId: regionId.optional(),
    address: optionalLine(300).optional(),
    email: email.optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type WarehouseUpdate = z.infer<typeof warehouseUpdateSchema>;

export const warehouseSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  region: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  address: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean(),
  /** Lots registered in it (any stock or none): a warehouse with lots cannot be deleted. */
  lotCount: z.number().int(),
  /** Available stock in it, kg. */
  availableKg: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WarehouseView = z.infer<typeof warehouseSchema>;

export const WAREHOUSE_ORDER_FIELDS = ['code', 'name', 'city', 'createdAt'] as const;

export const warehouseListQuerySchema = listQuerySchema.extend({
  active: z.enum(['true', 'false']).optional(),
  regionId: z.uuid('validation.uuid').optional(),
  orderField: z.enum(WAREHOUSE_ORDER_FIELDS).default('code'),
  orderDirection: orderDirectionSchema,
});
export type WarehouseListQuery = z.infer<typeof warehouseListQuerySchema>;

export const warehouseListSchema = listResponseSchema(warehouseSchema);
