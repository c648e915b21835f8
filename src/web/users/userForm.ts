/**
 * The user forms' values (invite and edit share them), their validation by the domain's
 * userCreateSchema / userUpdateSchema plus the rule the server checks on its own (a Cliente user
 * needs a customer), and the bodies each save sends: the invitation in full, an edit only with the
 * fields that changed and the version that was read (the API's bodies are strict).
 */
import { z } from 'zod';
import { ORDER_FLOWS } from '../../domain/tenants';
import {
  CUSTOMER_ROLE,
  UNIT_MEASURES,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
  userCreateSchema,
  userUpdateSchema,
} from '../../domain/users';
import type { FieldLimits } from '../ui/forms/fieldError';

export type OrderFlow = (typeof ORDER_FLOWS)[number];
export type UnitMeasure = (typeof UNIT_MEASURES)[number];

export interface CustomerChoice {
  id: string;
  companyName: string;
}

export interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  phone: string;
  areaCode: string;
  customer: CustomerChoice | null;
  orderFlow: OrderFlow;
  unitMeasure: UnitMeasure;
  externalErp: boolean;
  requiresExternalId: boolean;
}

export const DEFAULT_AREA_CODE = '+52';

/** Form fields a server detail may name ('body.customerId' is the customer picker). */
export const USER_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'role',
  'phone',
  'areaCode',
  'customer',
  'orderFlow',
  'unitMeasure',
  'externalErp',
  'requiresExternalId',
] as const satisfies readonly (keyof UserFormValues)[];

export const USER_FIELD_ALIASES = { customerId: 'customer' } as const;

export const USER_LIMITS = {
  email: { max: 254 },
  firstName: { max: 80 },
  lastName: { max: 80 },
  phone: { max: 30 },
} satisfies Partial<Record<keyof UserFormValues, FieldLimits>>;

export const isCustomerRole = (role: string) => role === CUSTOMER_ROLE;

export function emptyUserForm(): UserFormValues {
  return {
    email: '',
    firstName: '',
    lastName: '',
    role: '',
    phone: '',
    areaCode: DEFAULT_AREA_CODE,
    customer: null,
    orderFlow: 'MANUAL',
    unitMeasure: 'KG',
    externalErp: false,
    requiresExternalId: false,
  };
}

export function userFormOf(user: User): UserFormValues {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role.name,
    phone: user.phone ?? '',
    areaCode: user.areaCode || DEFAULT_AREA_CODE,
    customer: user.customer,
    orderFlow: user.orderFlow,
    unitMeasure: user.unitMeasure,
    externalErp: user.externalErp,
    requiresExternalId: user.requiresExternalId,
  };
}

/** The invitation before validation: the flags are left out, so the person takes the company's. */
export function inviteBodyOf(values: UserFormValues): Record<string, unknown> {
  const phone = values.phone.trim();
  return {
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    role: values.role,
    areaCode: values.areaCode,
    ...(phone ? { phone } : {}),
    ...(isCustomerRole(values.role) ? { customerId: values.customer?.id ?? null } : {}),
  };
}

export function toInviteInput(values: UserFormValues): UserCreateInput {
  return userCreateSchema.parse(inviteBodyOf(values));
}

/**
 * Only what differs from the user as it was read. The customer goes only with the Cliente role
 * (moving to another role drops the link on the server).
 */
export function changesOf(user: User, values: UserFormValues): Record<string, unknown> {
  const before = userFormOf(user);
  const changes: Record<string, unknown> = {};
  const text = ['firstName', 'lastName', 'phone', 'areaCode', 'role'] as const;
  for (const name of text) {
    if (values[name].trim() !== before[name].trim()) changes[name] = values[name].trim();
  }
  const flags = ['orderFlow', 'unitMeasure', 'externalErp', 'requiresExternalId'] as const;
  for (const name of flags) {
    if (values[name] !== before[name]) changes[name] = values[name];
  }
  if (isCustomerRole(values.role) && values.customer?.id !== before.customer?.id) {
    changes.customerId = values.customer?.id ?? null;
  }
  return changes;
}

/** The PUT body: the changes with the version the form loaded; empty phone clears it (null). */
export function toUserUpdate(user: User, values: UserFormValues, version: number): UserUpdateInput {
  return userUpdateSchema.parse({ version, ...changesOf(user, values) });
}

const formShape = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  phone: z.string(),
  areaCode: z.string(),
  customer: z.object({ id: z.string(), companyName: z.string() }).nullable(),
  orderFlow: z.enum(ORDER_FLOWS),
  unitMeasure: z.enum(UNIT_MEASURES),
  externalErp: z.boolean(),
  requiresExternalId: z.boolean(),
});

type Check = (values: UserFormValues) => z.ZodSafeParseResult<unknown>;

/** A resolver schema: the domain schema's issues on the form's fields, and the customer rule. */
function formSchema(check: Check) {
  return formShape.superRefine((values, ctx) => {
    const result = check(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const [first, ...rest] = issue.path;
        const field = first === 'customerId' ? 'customer' : first;
        ctx.addIssue({ code: 'custom', path: [field ?? '', ...rest], message: issue.message });
      }
    }
    if (isCustomerRole(values.role) && !values.customer) {
      ctx.addIssue({ code: 'custom', path: ['customer'], message: 'app.users.form.customerRequired' });
    }
  });
}

export const inviteFormSchema = formSchema((values) => userCreateSchema.safeParse(inviteBodyOf(values)));

/** Every editable field is checked (not only the changed ones): the form shows them all. */
export const editFormSchema = formSchema((values) =>
  userUpdateSchema.safeParse({
    version: 1,
    firstName: values.firstName,
    lastName: values.lastName,
    role: values.role,
    phone: values.phone,
    areaCode: values.areaCode,
    orderFlow: values.orderFlow,
    unitMeasure: values.unitMeasure,
    externalErp: values.externalErp,
    requiresExternalId: values.requiresExternalId,
  }),
);
