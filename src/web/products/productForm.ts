/**
 * The product form's values, their validation by the domain's productCreateSchema (the server's
 * own rules), and what an edit sends: only the fields that changed, with the version it loaded.
 */
import type { z } from 'zod';
import type { Locale } from '../../domain/i18n';
import {
  PACKAGING_LABELS,
  PACKAGING_TYPES,
  type PackagingType,
  type Product,
  type ProductCreate,
  type ProductUpdate,
  productCreateSchema,
} from '../../domain/products';
import type { FieldLimits } from '../ui/forms/fieldError';

/** The resolver schema: exactly what POST /api/products checks (reference trimmed and upper-cased). */
export const productFormSchema = productCreateSchema;
export type ProductFormValues = z.input<typeof productFormSchema>;

export const PRODUCT_FIELDS = [
  'reference',
  'name',
  'packagingTypes',
  'active',
] as const satisfies readonly (keyof ProductFormValues)[];

export const PRODUCT_LIMITS = {
  reference: { min: 2, max: 40 },
  name: { min: 2, max: 120 },
} as const satisfies Record<string, FieldLimits>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  reference: '',
  name: '',
  packagingTypes: [],
  active: true,
};

export function productFormOf(product: Product): ProductFormValues {
  return {
    reference: product.reference,
    name: product.name,
    packagingTypes: orderedPackaging(product.packagingTypes),
    active: product.active,
  };
}

/** References are upper case without spaces: 'cal hid-25' is shown as 'CALHID-25' while typing. */
export function referenceAsTyped(text: string): string {
  return text.toUpperCase().replace(/\s+/g, '');
}

/** The catalogue's order (Saco, Super saco, Tolva, Compactado, Granel), whatever order they were ticked. */
export function orderedPackaging(types: readonly PackagingType[]): PackagingType[] {
  return PACKAGING_TYPES.filter((type) => types.includes(type));
}

/** Ticks a packaging type on or off. */
export function togglePackaging(types: readonly PackagingType[], type: PackagingType): PackagingType[] {
  return orderedPackaging(types.includes(type) ? types.filter((t) => t !== type) : [...types, type]);
}

export function packagingLabel(type: PackagingType, locale: Locale): string {
  return PACKAGING_LABELS[type][locale];
}

/** The PUT body of an edit: what differs from the product as loaded, plus that version. */
export function productUpdateOf(product: Product, values: ProductCreate): ProductUpdate {
  const update: ProductUpdate = { version: product.version };
  if (values.reference !== product.reference) update.reference = values.reference;
  if (values.name !== product.name) update.name = values.name;
  const before = orderedPackaging(product.packagingTypes);
  const after = orderedPackaging(values.packagingTypes);
  if (before.join() !== after.join()) update.packagingTypes = after;
  if (values.active !== product.active) update.active = values.active;
  return update;
}

/** True when an update carries more than the version. */
export function hasProductChanges(update: ProductUpdate): boolean {
  return Object.keys(update).some((key) => key !== 'version');
}
