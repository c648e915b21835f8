/**
 * A supplier quote's form: the picks (supplier, product) as options and the rest as typed, checked
 * with the domain's create schema (a new quote) or update schema (with the version read). The schema
 * names the body's fields ('supplierId', 'productId'); the form's inputs are the picks.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import {
  type Supplier,
  type SupplierQuoteCreate,
  type SupplierQuoteUpdate,
  type SupplierQuoteView,
  supplierQuoteCreateSchema,
  supplierQuoteUpdateSchema,
} from '../../../domain/priceRequests';
import type { PackagingType } from '../../../domain/products';
import type { ProductOption } from '../../orders/create/ProductPicker';

export interface QuoteFormValues {
  number: string;
  supplier: Supplier | null;
  product: ProductOption | null;
  packagingType: PackagingType | '';
  priceUsdPerTon: string;
  availableQuantityTon: string;
  validUntil: string;
}

export const EMPTY_QUOTE: QuoteFormValues = {
  number: '',
  supplier: null,
  product: null,
  packagingType: '',
  priceUsdPerTon: '',
  availableQuantityTon: '',
  validUntil: '',
};

export function quoteValuesOf(quote: SupplierQuoteView, product: ProductOption): QuoteFormValues {
  return {
    number: quote.number,
    supplier: quote.supplier,
    product,
    packagingType: quote.packagingType,
    // Stored with their decimals ('180.0000'); shown as typed.
    priceUsdPerTon: new Decimal(quote.priceUsdPerTon).toFixed(),
    availableQuantityTon: new Decimal(quote.availableQuantityTon).toFixed(),
    validUntil: quote.validUntil,
  };
}

/** The dialog's input a body field names ('supplierId' → 'supplier'), or null. */
export function quoteInputOf(path: string): string | null {
  if (path === 'supplierId') return 'supplier';
  if (path === 'productId') return 'product';
  return ['number', 'packagingType', 'priceUsdPerTon', 'availableQuantityTon', 'validUntil'].includes(path)
    ? path
    : null;
}

function bodyOf(values: QuoteFormValues) {
  return {
    number: values.number,
    supplierId: values.supplier?.id ?? '',
    productId: values.product?.id ?? '',
    packagingType: values.packagingType || undefined,
    priceUsdPerTon: values.priceUsdPerTon,
    availableQuantityTon: values.availableQuantityTon,
    validUntil: values.validUntil,
  };
}

const formShape = z.custom<QuoteFormValues>((v) => typeof v === 'object' && v !== null);

function placed(issues: readonly z.core.$ZodIssue[], ctx: z.RefinementCtx) {
  for (const issue of issues) {
    const input = quoteInputOf(issue.path.join('.')) ?? 'root.serverError';
    ctx.addIssue({ code: 'custom', path: input.split('.'), message: issue.message });
  }
}

export const quoteCreateFormSchema = formShape.transform((values, ctx): SupplierQuoteCreate => {
  const result = supplierQuoteCreateSchema.safeParse(bodyOf(values));
  if (result.success) return result.data;
  placed(result.error.issues, ctx);
  return z.NEVER;
});

export function quoteUpdateFormSchema(version: number) {
  return formShape.transform((values, ctx): SupplierQuoteUpdate => {
    const result = supplierQuoteUpdateSchema.safeParse({ ...bodyOf(values), version });
    if (result.success) return result.data;
    placed(result.error.issues, ctx);
    return z.NEVER;
  });
}
