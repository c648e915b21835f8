/**
 * The request form's values (text as the inputs hold it, the picked customer and products as
 * options), where it starts for each role, and its check: the domain's `priceRequestCreateSchema`
 * over the body it would post, plus the window's first day not before today. The schema names the
 * body's fields ('customerId', 'items.0.productId'); the form's inputs are the picks
 * ('customer', 'items.0.product'), so the paths are mapped both ways.
 */
import { z } from 'zod';
import type { PaymentTerm } from '../../domain/creditTerms';
import type { DeliveryModel } from '../../domain/orders/enums';
import {
  type PriceRequestCreate,
  priceRequestCreateSchema,
  type RequestedByType,
  windowProblem,
} from '../../domain/priceRequests';
import type { PackagingType } from '../../domain/products';
import type { CustomerOption } from '../customers/CustomerAutocomplete';
import type { ProductOption } from '../orders/create/ProductPicker';

export interface PriceRequestItemValues {
  product: ProductOption | null;
  packagingType: PackagingType | '';
  volumeTons: string;
  targetPriceUsdPerTon: string;
}

export interface PriceRequestFormValues {
  customer: CustomerOption | null;
  sellerId: string;
  requestedByType: RequestedByType | '';
  deliveryMethod: DeliveryModel | '';
  addressId: string;
  paymentTerm: PaymentTerm | '';
  deliveryWindowFrom: string;
  deliveryWindowTo: string;
  comments: string;
  items: PriceRequestItemValues[];
}

export const EMPTY_ITEM: PriceRequestItemValues = {
  product: null,
  packagingType: '',
  volumeTons: '',
  targetPriceUsdPerTon: '',
};

/** Who usually asks, by the asker's role: a seller for themselves, customer service, the customer. */
export function defaultRequestedByType(role: string): RequestedByType {
  if (role === 'customer.service') return 'CUSTOMER_SERVICE';
  if (role === 'customer') return 'CUSTOMER';
  return 'SELLER';
}

/** Sellers ask for themselves: the request is theirs without choosing. */
export const asksForThemselves = (role: string) => role === 'seller' || role === 'manager.seller';

export function emptyPriceRequestForm(role: string, userId: string | undefined): PriceRequestFormValues {
  return {
    customer: null,
    sellerId: asksForThemselves(role) && userId ? userId : '',
    requestedByType: defaultRequestedByType(role),
    deliveryMethod: '',
    addressId: '',
    paymentTerm: 'CREDIT',
    deliveryWindowFrom: '',
    deliveryWindowTo: '',
    comments: '',
    items: [{ ...EMPTY_ITEM }],
  };
}

/** What the form would post, as typed (the schema trims, parses and checks it). */
export function createBodyOf(values: PriceRequestFormValues): Record<string, unknown> {
  return {
    customerId: values.customer?.id ?? '',
    sellerId: values.sellerId || null,
    requestedByType: values.requestedByType || undefined,
    deliveryMethod: values.deliveryMethod || undefined,
    addressId: values.deliveryMethod === 'DELIVERY_PARTNER' ? values.addressId || null : null,
    paymentTerm: values.paymentTerm || undefined,
    deliveryWindowFrom: values.deliveryWindowFrom,
    deliveryWindowTo: values.deliveryWindowTo,
    comments: values.comments,
    items: values.items.map((item) => ({
      productId: item.product?.id ?? '',
      packagingType: item.packagingType || undefined,
      volumeTons: item.volumeTons,
      targetPriceUsdPerTon: item.targetPriceUsdPerTon,
    })),
  };
}

/** The form input a body field's path names ('customerId' → 'customer'), or null when none does. */
export function requestInputOf(path: string): string | null {
  if (path === 'customerId') return 'customer';
  const row = /^items\.(\d+)\.(productId|packagingType|volumeTons|targetPriceUsdPerTon)$/.exec(path);
  if (row) return `items.${row[1]}.${row[2] === 'productId' ? 'product' : row[2]}`;
  if (path === 'items') return 'items';
  const top = [
    'sellerId',
    'requestedByType',
    'deliveryMethod',
    'addressId',
    'paymentTerm',
    'deliveryWindowFrom',
    'deliveryWindowTo',
    'comments',
  ];
  return top.includes(path) ? path : null;
}

const formShape = z.custom<PriceRequestFormValues>((v) => typeof v === 'object' && v !== null);

/** The resolver's schema for a business day: the create schema's rules on the form's inputs. */
export function priceRequestFormSchema(today: string) {
  return formShape.transform((values, ctx): PriceRequestCreate => {
    const result = priceRequestCreateSchema.safeParse(createBodyOf(values));
    const problems: { path: string; message: string }[] = [];
    if (!result.success) {
      for (const issue of result.error.issues) {
        const input = requestInputOf(issue.path.join('.')) ?? 'root.serverError';
        problems.push({ path: input, message: issue.message });
      }
    }
    const past = values.deliveryWindowFrom ? windowProblem(values.deliveryWindowFrom, today) : null;
    if (past && !problems.some((p) => p.path === 'deliveryWindowFrom'))
      problems.push({ path: 'deliveryWindowFrom', message: past });
    for (const { path, message } of problems)
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    if (!result.success || problems.length) return z.NEVER;
    return result.data;
  });
}
