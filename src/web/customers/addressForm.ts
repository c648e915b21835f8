/**
 * The address modal's values, their validation (the domain's addressInputSchema plus the zip-code
 * rules of the address modal: the code is required and, when it has several settlements, one must be
 * chosen) and the bodies of POST /addresses and PUT /addresses/{id}.
 */
import { z } from 'zod';
import {
  ADDRESS_TYPES,
  type Address,
  type AddressInput,
  type AddressType,
  type AddressUpdate,
  addressInputSchema,
  addressUpdateSchema,
  type ZipCode,
} from '../../domain/customers';
import type { FieldLimits } from '../ui/forms/fieldError';

export const DEFAULT_AREA_CODE = '+52';
/** The look-up starts at 4 digits (4 search by prefix, 5 is the whole code). */
export const ZIP_LOOKUP_MIN_LENGTH = 4;
export const ZIP_LENGTH = 5;

export interface AddressFormValues {
  street: string;
  extNumber: string;
  intNumber: string;
  zipCode: string;
  /** The chosen settlement (a zip-code row); null until there is one. */
  zipCodeId: number | null;
  optionalStreetOne: string;
  optionalStreetTwo: string;
  description: string;
  mapUrl: string;
  areaCode: string;
  phone: string;
  addressType: AddressType;
  active: boolean;
  principalAddress: boolean;
}

export const ADDRESS_FIELDS = [
  'street',
  'extNumber',
  'intNumber',
  'zipCode',
  'zipCodeId',
  'optionalStreetOne',
  'optionalStreetTwo',
  'description',
  'mapUrl',
  'areaCode',
  'phone',
  'addressType',
  'active',
  'principalAddress',
] as const satisfies readonly (keyof AddressFormValues)[];

export const ADDRESS_LIMITS: Partial<Record<keyof AddressFormValues, FieldLimits>> = {
  street: { max: 160 },
  extNumber: { max: 20 },
  intNumber: { max: 20 },
  optionalStreetOne: { max: 160 },
  optionalStreetTwo: { max: 160 },
  description: { max: 200 },
  mapUrl: { max: 2048 },
  phone: { max: 20 },
};

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  street: '',
  extNumber: '',
  intNumber: '',
  zipCode: '',
  zipCodeId: null,
  optionalStreetOne: '',
  optionalStreetTwo: '',
  description: '',
  mapUrl: '',
  areaCode: DEFAULT_AREA_CODE,
  phone: '',
  addressType: 'billing',
  active: true,
  principalAddress: true,
};

export function addressFormOf(address: Address): AddressFormValues {
  return {
    street: address.street,
    extNumber: address.extNumber,
    intNumber: address.intNumber ?? '',
    zipCode: address.zipCode.zipCode,
    zipCodeId: address.zipCodeId,
    optionalStreetOne: address.optionalStreetOne ?? '',
    optionalStreetTwo: address.optionalStreetTwo ?? '',
    description: address.description ?? '',
    mapUrl: address.mapUrl ?? '',
    areaCode: address.areaCode || DEFAULT_AREA_CODE,
    phone: address.phone ?? '',
    addressType: address.addressType,
    active: address.active,
    principalAddress: address.principalAddress,
  };
}

/** What the zip box keeps of what is typed: digits only, at most 5. */
export function zipDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, ZIP_LENGTH);
}

export function canLookUpZip(zip: string): boolean {
  return zip.length >= ZIP_LOOKUP_MIN_LENGTH;
}

/**
 * The settlement after a look-up answered: the chosen one while it is still offered, the only
 * one when there is a single settlement, otherwise none (the user must choose).
 */
export function settlementAfterLookup(current: number | null, results: readonly ZipCode[]): number | null {
  if (current !== null && results.some((r) => r.id === current)) return current;
  if (results.length === 1) return results[0]!.id;
  return null;
}

/** A value all the settlements share (state, municipality), shown before one is chosen. */
export function sharedValue(results: readonly ZipCode[], pick: (z: ZipCode) => string | null): string {
  const values = new Set(results.map(pick));
  return values.size === 1 ? ([...values][0] ?? '') : '';
}

function addressBodyOf(values: AddressFormValues) {
  return {
    street: values.street,
    extNumber: values.extNumber,
    intNumber: values.intNumber,
    zipCodeId: values.zipCodeId ?? undefined,
    optionalStreetOne: values.optionalStreetOne,
    optionalStreetTwo: values.optionalStreetTwo,
    description: values.description,
    mapUrl: values.mapUrl.trim(),
    areaCode: values.areaCode,
    phone: values.phone,
    addressType: values.addressType,
    active: values.active,
    principalAddress: values.principalAddress,
  };
}

export function toAddressInput(values: AddressFormValues, customerId: string): AddressInput {
  return addressInputSchema.parse({ ...addressBodyOf(values), customerId });
}

export function toAddressUpdate(values: AddressFormValues, version: number): AddressUpdate {
  return addressUpdateSchema.parse({ ...addressBodyOf(values), version });
}

/** Any valid id: the form checks the fields, the customer is the page's. */
const SOME_CUSTOMER = '00000000-0000-4000-8000-000000000000';

const formShape = z.object({
  street: z.string(),
  extNumber: z.string(),
  intNumber: z.string(),
  zipCode: z.string(),
  zipCodeId: z.number().nullable(),
  optionalStreetOne: z.string(),
  optionalStreetTwo: z.string(),
  description: z.string(),
  mapUrl: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  active: z.boolean(),
  principalAddress: z.boolean(),
});

export const addressFormSchema = formShape.superRefine((values, ctx) => {
  if (!values.zipCode.trim()) {
    ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'app.customers.address.zipCodeRequired' });
  } else if (values.zipCodeId === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['zipCodeId'],
      message: 'app.customers.address.settlementRequired',
    });
  }
  const result = addressInputSchema.safeParse({ ...addressBodyOf(values), customerId: SOME_CUSTOMER });
  if (result.success) return;
  for (const issue of result.error.issues) {
    // The zip-code rules above say it in the modal's own words.
    if (issue.path[0] === 'zipCodeId' || issue.path[0] === 'customerId') continue;
    ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
  }
});
