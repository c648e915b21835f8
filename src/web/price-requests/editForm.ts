/**
 * The edit of an open request: the same inputs as a new one (its one product as the form's only
 * row, the customer kept), checked with the domain's update schema with the version the page shows.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import {
  type PriceRequestDetail,
  type PriceRequestUpdate,
  priceRequestUpdateSchema,
  windowProblem,
} from '../../domain/priceRequests';
import type { ProductOption } from '../orders/create/ProductPicker';
import type { PriceRequestFormValues } from './priceRequestForm';

/** A stored figure as typed: '25.000' reads '25'. */
const plain = (v: string) => new Decimal(v).toFixed();

export function editValuesOf(request: PriceRequestDetail, product: ProductOption): PriceRequestFormValues {
  return {
    customer: { id: request.customer.id, companyName: request.customer.companyName },
    sellerId: request.seller?.id ?? '',
    requestedByType: request.requestedByType,
    deliveryMethod: request.deliveryMethod,
    addressId: request.address?.id ?? '',
    paymentTerm: request.paymentTerm,
    deliveryWindowFrom: request.deliveryWindowFrom,
    deliveryWindowTo: request.deliveryWindowTo,
    comments: request.comments ?? '',
    items: [
      {
        product,
        packagingType: request.packagingType,
        volumeTons: plain(request.volumeTons),
        targetPriceUsdPerTon:
          request.targetPriceUsdPerTon === null ? '' : plain(request.targetPriceUsdPerTon),
      },
    ],
  };
}

const ITEM_FIELDS: Record<string, string> = {
  productId: 'items.0.product',
  packagingType: 'items.0.packagingType',
  volumeTons: 'items.0.volumeTons',
  targetPriceUsdPerTon: 'items.0.targetPriceUsdPerTon',
};

/** The dialog's input a body field's path names, or null. */
export function editInputOf(path: string): string | null {
  if (path in ITEM_FIELDS) return ITEM_FIELDS[path] ?? null;
  const terms = [
    'sellerId',
    'requestedByType',
    'deliveryMethod',
    'addressId',
    'paymentTerm',
    'deliveryWindowFrom',
    'deliveryWindowTo',
    'comments',
  ];
  return terms.includes(path) ? path : null;
}

function bodyOf(values: PriceRequestFormValues, version: number): Record<string, unknown> {
  const item = values.items[0];
  return {
    sellerId: values.sellerId || null,
    requestedByType: values.requestedByType || undefined,
    deliveryMethod: values.deliveryMethod || undefined,
    addressId: values.deliveryMethod === 'DELIVERY_PARTNER' ? values.addressId || null : null,
    paymentTerm: values.paymentTerm || undefined,
    deliveryWindowFrom: values.deliveryWindowFrom,
    deliveryWindowTo: values.deliveryWindowTo,
    comments: values.comments,
    productId: item?.product?.id ?? '',
    packagingType: item?.packagingType || undefined,
    volumeTons: item?.volumeTons ?? '',
    targetPriceUsdPerTon: item?.targetPriceUsdPerTon ?? '',
    version,
  };
}

export function editSchema(version: number, today: string, windowWas: string) {
  return z
    .custom<PriceRequestFormValues>((v) => typeof v === 'object' && v !== null)
    .transform((values, ctx): PriceRequestUpdate => {
      const result = priceRequestUpdateSchema.safeParse(bodyOf(values, version));
      let problems = 0;
      if (!result.success) {
        for (const issue of result.error.issues) {
          const input = editInputOf(issue.path.join('.')) ?? 'root.serverError';
          ctx.addIssue({ code: 'custom', path: input.split('.'), message: issue.message });
          problems++;
        }
      }
      // A window already under way may stay; a moved one may not start in the past.
      const from = values.deliveryWindowFrom;
      const past = from && from !== windowWas ? windowProblem(from, today) : null;
      if (past) {
        ctx.addIssue({ code: 'custom', path: ['deliveryWindowFrom'], message: past });
        problems++;
      }
      if (!result.success || problems) return z.NEVER;
      return result.data;
    });
}
