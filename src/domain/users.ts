/** User-facing schemas: profile, preferences, sellers, user management and the supervision hierarchy. */
import { z } from 'zod';
import { emailSchema } from './auth';
import { listQuerySchema, orderDirectionSchema } from './lists';
import { ORDER_FLOWS } from './tenants';
import { versionSchema } from './versioning';

export const UNIT_MEASURES = ['KG', 'TON'] as const;
export const CURRENCIES = ['USD', 'MXN'] as const;

const columnPreferenceSchema = z.object({
  dataIndex: z.string().max(64),
  checked: z.boolean(),
  disabled: z.boolean().optional(),
});

/** Saved state of one view (a list or queue): visible columns and filters. */
export const viewPreferencesSchema = z
  .object({
    columns: z.array(columnPreferenceSchema).max(60, 'validation.tooMany').optional(),
    filters: z
      .object({
        visible: z.array(z.string().max(64)).max(60, 'validation.tooMany').optional(),
        searchParam: z.string().max(200, 'validation.tooLong').optional(),
      })
      .optional(),
  })
  .strict();

export const LANGUAGE_PREFERENCE = ['es', 'en'] as const;

/** PATCH body: each view key given replaces that view's saved state; others stay as they are. */
export const preferencesPatchSchema = z
  .object({
    language: z.enum(LANGUAGE_PREFERENCE).optional(),
    favourites: z.array(z.string().max(100)).max(30, 'validation.tooMany').optional(),
    views: z
      .record(
        z
          .string()
          .max(64)
          .regex(/^[a-zA-Z0-9_.-]+$/, 'validation.viewKey'),
        viewPreferencesSchema,
      )
      .refine((r) => Object.keys(r).length <= 40, 'validation.tooMany')
      .optional(),
  })
  .strict();
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

export const preferencesSchema = z.object({
  language: z.enum(LANGUAGE_PREFERENCE).optional(),
  favourites: z.array(z.string()).optional(),
  views: z.record(z.string(), viewPreferencesSchema).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const roleSchema = z.object({ id: z.uuid(), name: z.string(), displayName: z.string() });
export type Role = z.infer<typeof roleSchema>;

export const profileSchema = z.object({
  id: z.uuid(),
  nanoId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  areaCode: z.string(),
  image: z.string().nullable(),
  preferredCurrency: z.enum(CURRENCIES),
  isUserVerified: z.boolean(),
  isBlocked: z.boolean(),
  orderFlow: z.enum(ORDER_FLOWS),
  externalErp: z.boolean(),
  requiresExternalId: z.boolean(),
  unitMeasure: z.enum(UNIT_MEASURES),
  preferences: preferencesSchema,
  role: roleSchema,
  permissions: z.array(z.string()),
  tenant: z.object({ slug: z.string(), name: z.string() }),
  customer: z.object({ id: z.uuid(), companyName: z.string() }).nullable(),
  isCompanyEmail: z.boolean(),
  viewAs: z.object({ role: z.string(), actorId: z.uuid() }).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const sellerSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
});

/**
 * `GET /api/sellers`: a page of the sellers the caller may filter by, searched; `id` asks for one of
 * them (a seller chosen in a shared link, beyond the first page), none when outside the caller's.
 */
export const sellersQuerySchema = listQuerySchema.extend({ id: z.uuid('validation.uuid').optional() });
export type SellersQuery = z.output<typeof sellersQuerySchema>;

export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

// ---------------------------------------------------------------------------------------------
// User management (USER_MANAGEMENT) and the customer-service hierarchy (CONFIGURATION_CLIENT_SERVICE)
// ---------------------------------------------------------------------------------------------

/** Days an invitation link stays valid (a recovery link lasts minutes; an invitation waits for the person). */
export const INVITATION_DAYS = 7;
/** Role whose users must be linked to one customer (and the only one that may be). */
export const CUSTOMER_ROLE = 'customer';
/** At most this many ids in one hierarchy replacement. */
export const MAX_HIERARCHY_IDS = 200;

/** Missing → `validation.required`, wrong type → `validation.invalidType`, for forms and API alike. */
const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : 'validation.invalidType';

const personNameSchema = z
  .string({ error: typeError })
  .trim()
  .min(1, 'validation.required')
  .max(80, 'validation.tooLong');

/** A role is addressed by its name (`seller`, `customer.service` …); the tenant's roles are data. */
export const roleNameSchema = z
  .string({ error: typeError })
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.tooLong');

/** Empty clears the phone. */
const phoneSchema = z
  .string({ error: typeError })
  .trim()
  .max(30, 'validation.tooLong')
  .regex(/^[+\d\s()-]*$/, 'validation.phone')
  .transform((v) => (v === '' ? null : v))
  .nullable();

const areaCodeSchema = z
  .string({ error: typeError })
  .trim()
  .regex(/^\+\d{1,4}$/, 'validation.invalidFormat');

const userIdSchema = z.uuid({
  error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.uuid'),
});

const userFlags = {
  orderFlow: z.enum(ORDER_FLOWS).optional(),
  unitMeasure: z.enum(UNIT_MEASURES).optional(),
  externalErp: z.boolean({ error: typeError }).optional(),
  requiresExternalId: z.boolean({ error: typeError }).optional(),
};

/**
 * Invite a user: created without a password, a mail lets them set one. A `customer`-role user needs
 * `customerId`; every other role must leave it out (or null). Flags left out take the tenant's values.
 */
export const userCreateSchema = z
  .object({
    email: emailSchema,
    firstName: personNameSchema,
    lastName: personNameSchema,
    role: roleNameSchema,
    phone: phoneSchema.optional(),
    areaCode: areaCodeSchema.optional(),
    customerId: userIdSchema.nullable().optional(),
    ...userFlags,
  })
  .strict();
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/**
 * Edit a user: what is sent replaces, what is left out stays. `version` is the one the form loaded;
 * a stale one is refused (409). The e-mail is the sign-in identity and is not edited here.
 */
export const userUpdateSchema = z
  .object({
    version: versionSchema,
    firstName: personNameSchema.optional(),
    lastName: personNameSchema.optional(),
    role: roleNameSchema.optional(),
    phone: phoneSchema.optional(),
    areaCode: areaCodeSchema.optional(),
    customerId: userIdSchema.nullable().optional(),
    ...userFlags,
  })
  .strict();
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

export const USER_ORDER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'role',
  'createdAt',
  'lastLoginAt',
] as const;
export type UserOrderField = (typeof USER_ORDER_FIELDS)[number];

export const userListQuerySchema = listQuerySchema.extend({
  /** A role name; only users of that role. */
  role: z.string().trim().max(64, 'validation.tooLong').optional(),
  /** `true` only blocked users, `false` only active ones; absent, all. */
  blocked: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  orderField: z.enum(USER_ORDER_FIELDS).default('firstName'),
  orderDirection: orderDirectionSchema,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userIdParamsSchema = z.object({ id: userIdSchema });

/** A user as the user-management screens show it. */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  role: roleSchema,
  phone: z.string().nullable(),
  areaCode: z.string(),
  isBlocked: z.boolean(),
  isUserVerified: z.boolean(),
  /** Never set a password: the invitation can be sent again. */
  invitationPending: z.boolean(),
  orderFlow: z.enum(ORDER_FLOWS),
  unitMeasure: z.enum(UNIT_MEASURES),
  externalErp: z.boolean(),
  requiresExternalId: z.boolean(),
  customer: z.object({ id: z.uuid(), companyName: z.string() }).nullable(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  version: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

/** A person in the hierarchy screens. */
export const hierarchyPersonSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type HierarchyPerson = z.infer<typeof hierarchyPersonSchema>;

/** The original client's hierarchy item (id, names, supervisors) plus the people the user supervises. */
export const hierarchyItemSchema = hierarchyPersonSchema.extend({
  isBlocked: z.boolean(),
  supervisors: z.array(hierarchyPersonSchema),
  subordinates: z.array(hierarchyPersonSchema),
});
export type HierarchyItem = z.infer<typeof hierarchyItemSchema>;

export const hierarchyByRoleQuerySchema = z.object({ role: roleNameSchema });

const idSetSchema = z.array(userIdSchema, { error: typeError }).max(MAX_HIERARCHY_IDS, 'validation.tooMany');

/** Replaces the whole set of supervisors of the user in the path (`[]` removes them all). */
export const supervisorsBodySchema = z.object({ supervisorIds: idSetSchema }).strict();
/** The original client's upsert: replaces the whole set of supervisors of `subordinateId`. */
export const hierarchyUpsertSchema = z
  .object({ subordinateId: userIdSchema, supervisorIds: idSetSchema })
  .strict();
/** Replaces the whole set of people the user in the path supervises (sellers of a representative). */
export const subordinatesBodySchema = z.object({ subordinateIds: idSetSchema }).strict();

/** Supervisors above a user, level by level (1 = direct supervisors); each person at its nearest level. */
export const managementChainSchema = z.array(
  z.object({ level: z.number().int(), users: z.array(hierarchyPersonSchema) }),
);
export type ManagementChain = z.infer<typeof managementChainSchema>;

export const supervisedSellerSchema = sellerSchema.extend({
  email: z.string(),
  role: roleSchema,
  isBlocked: z.boolean(),
});
export type SupervisedSeller = z.infer<typeof supervisedSellerSchema>;
