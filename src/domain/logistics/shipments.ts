/**
 * Shipments (the original client's "order logistic"): what each one carries, the creation rules
 * the form and the server share, and the order's logistics section as the API answers it.
 *
 * Creation is per product from the order's allocated lots (a lot's line at most what it still
 * holds for the order). Per product, the lines summed against what is still to ship: more is an
 * error naming the lot; less needs the user's confirmation ('Seguro que quieres embarcar…').
 * Lines of 0 or less are ignored.
 */
import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { MAX_SHIPMENTS } from '../orders/creation';
import { normalizeDecimalInput } from '../orders/decimals';
import { PACKAGING_TYPES } from '../products';
import { lkey, logisticsDay } from './fields';

export { MAX_SHIPMENTS };

/** One lot of the order and what to ship from it ('1500', '1,5': a comma is a decimal comma). */
export const shipmentLineInputSchema = z
  .object({
    allocationId: z.uuid({ error: lkey('allocationRequired') }),
    quantity: z.union([z.string(), z.number()], { error: lkey('quantityInvalid') }).transform((v, ctx) => {
      const text = String(v).trim();
      if (text === '') return '0';
      const plain = normalizeDecimalInput(text);
      if (plain === null) {
        ctx.addIssue({ code: 'custom', message: lkey('quantityInvalid'), input: v });
        return z.NEVER;
      }
      return plain;
    }),
  })
  .strict();
export type ShipmentLineInput = z.input<typeof shipmentLineInputSchema>;

/** POST /api/orders/{id}/logistics/shipments. */
export const shipmentCreateSchema = (today: string) =>
  z
    .object({
      dateDelivery: logisticsDay(lkey('deliveryDateRequired'), { min: today }),
      lines: z.array(shipmentLineInputSchema).min(1, lkey('nothingToShip')).max(50, 'validation.tooMany'),
      /** The user accepted shipping less than still requested ('Seguro que quieres embarcar…'). */
      confirmShortShipment: z.boolean().default(false),
      comments: z.string().trim().max(500, lkey('commentsTooLong')).nullish(),
    })
    .strict();
export type ShipmentCreate = z.output<ReturnType<typeof shipmentCreateSchema>>;
export type ShipmentCreateInput = z.input<ReturnType<typeof shipmentCreateSchema>>;

/** A lot of the order as the creation form offers it. */
export interface ShippableLot {
  allocationId: string;
  lot: string;
  productId: string;
  packagingType: string;
  /** Allocated and not shipped yet, kg. */
  remainingKg: string;
}

/** A product (and packaging) of the order: requested, and shipped by earlier shipments. */
export interface ShippableProduct {
  productId: string;
  packagingType: string;
  reference: string;
  requestedKg: string;
  shippedKg: string;
}

export type ShipmentProblem =
  /** A lot's line is more than the lot still holds for the order. */
  | { kind: 'lotExceeds'; allocationId: string; lot: string; requested: string; shipped: string }
  /** The lines of a product are more than the product still has to ship. */
  | { kind: 'productExceeds'; reference: string; requested: string; shipped: string }
  /** A line names a lot that is not the order's. */
  | { kind: 'unknownLot'; allocationId: string }
  /** Every line is 0 or less. */
  | { kind: 'nothingToShip' };

export interface ShipmentCheck {
  problems: ShipmentProblem[];
  /** Some product ships less than it still has to: needs the confirmation. */
  isShort: boolean;
  /** The lines kept (quantity > 0), with their lot. */
  lines: { allocationId: string; quantityKg: string }[];
  totalKg: string;
}

/** The creation rules: what the form shows as errors and the server refuses. */
export function checkShipment(
  lines: readonly { allocationId: string; quantity: string }[],
  lots: readonly ShippableLot[],
  products: readonly ShippableProduct[],
): ShipmentCheck {
  const problems: ShipmentProblem[] = [];
  const byId = new Map(lots.map((l) => [l.allocationId, l]));
  const perProduct = new Map<string, Decimal>();
  const kept: { allocationId: string; quantityKg: string }[] = [];
  let total = new Decimal(0);
  for (const line of lines) {
    const q = new Decimal(line.quantity || '0');
    if (q.lte(0)) continue;
    const lot = byId.get(line.allocationId);
    if (!lot) {
      problems.push({ kind: 'unknownLot', allocationId: line.allocationId });
      continue;
    }
    if (q.gt(lot.remainingKg))
      problems.push({
        kind: 'lotExceeds',
        allocationId: lot.allocationId,
        lot: lot.lot,
        requested: new Decimal(lot.remainingKg).toFixed(),
        shipped: q.toFixed(),
      });
    const key = `${lot.productId}|${lot.packagingType}`;
    perProduct.set(key, (perProduct.get(key) ?? new Decimal(0)).plus(q));
    kept.push({ allocationId: lot.allocationId, quantityKg: q.toFixed() });
    total = total.plus(q);
  }
  if (kept.length === 0 && problems.length === 0) problems.push({ kind: 'nothingToShip' });
  let isShort = false;
  for (const p of products) {
    const toShip = Decimal.max(new Decimal(p.requestedKg).minus(p.shippedKg), 0);
    const shipping = perProduct.get(`${p.productId}|${p.packagingType}`) ?? new Decimal(0);
    if (shipping.gt(toShip))
      problems.push({
        kind: 'productExceeds',
        reference: p.reference,
        requested: toShip.toFixed(),
        shipped: shipping.toFixed(),
      });
    else if (shipping.lt(toShip) && toShip.gt(0)) isShort = true;
  }
  return { problems, isShort, lines: kept, totalKg: total.toFixed() };
}

// ── Views ────────────────────────────────────────────────────────────────────────────────────

const person = z.object({ id: z.uuid(), name: z.string() }).nullable();
const documentRef = z
  .object({ id: z.uuid(), name: z.string(), url: z.string().nullable(), updating: z.boolean() })
  .nullable();

export const shipmentLineSchema = z.object({
  id: z.uuid(),
  allocationId: z.uuid(),
  lot: z.object({ id: z.uuid(), lot: z.string(), warehouse: z.string() }),
  product: z.object({ id: z.uuid(), reference: z.string(), name: z.string() }),
  packagingType: z.enum(PACKAGING_TYPES),
  deliveredQuantity: z.string(),
});

export const transportViewSchema = z
  .object({
    plates: z.string(),
    driverName: z.string(),
    vehicleType: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    supplierTransport: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    comments: z.string().nullable(),
    assignedAt: z.string(),
    assignedBy: person,
  })
  .nullable();
export type TransportView = z.infer<typeof transportViewSchema>;

export const creditNoteViewSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  creditDate: z.string(),
  totalValue: z.string(),
  document: documentRef,
});
export type CreditNoteView = z.infer<typeof creditNoteViewSchema>;

/** The original's Invoice: totals in the order's currency; VAT = with − without. */
export const invoiceViewSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    invoiceDate: z.string(),
    currency: z.string(),
    totalInvoiceWithoutIva: z.string(),
    totalCreditNotesWithoutIva: z.string(),
    totalWithoutIva: z.string(),
    totalWithIva: z.string(),
    iva: z.string(),
    netWithIva: z.string(),
    paidAmount: z.string(),
    document: documentRef,
    creditNotes: z.array(creditNoteViewSchema),
    version: z.number().int(),
  })
  .nullable();
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

export const shipmentViewSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  sequence: z.number().int(),
  dateDelivery: z.string(),
  quantityKg: z.string(),
  isDelivered: z.boolean(),
  deliveredAt: z.string().nullable(),
  lines: z.array(shipmentLineSchema),
  transport: transportViewSchema,
  invoice: invoiceViewSchema,
  remission: z.object({ document: documentRef, documentSigned: documentRef }),
  comments: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: person,
  /** Delivered shipments are not deleted. */
  canDelete: z.boolean(),
});
export type ShipmentView = z.infer<typeof shipmentViewSchema>;

/** Where the order stands for logistics: why the section offers creation or not. */
export const LOGISTICS_STAGES = [
  /** No material assigned yet: 'no shipments'. */
  'awaitingMaterial',
  /** Material assigned and kilos left to ship, fewer shipments than 3: the create form shows. */
  'canShip',
  /** Everything allocated is shipped (or 3 shipments exist). */
  'allShipped',
  'cancelled',
] as const;
export type LogisticsStage = (typeof LOGISTICS_STAGES)[number];

/** GET /api/orders/{id}/logistics. */
export const orderLogisticsSchema = z.object({
  orderId: z.uuid(),
  deliveryModel: z.string(),
  stage: z.enum(LOGISTICS_STAGES),
  /** Planned deliveries (1–3); rows not created yet show as pending. */
  plannedShipments: z.number().int(),
  shipments: z.array(shipmentViewSchema),
  /** What the create form offers: the lots with kilos left and each product's balance. */
  shippable: z.object({
    lots: z.array(
      z.object({
        allocationId: z.uuid(),
        lot: z.string(),
        warehouse: z.string(),
        productId: z.uuid(),
        reference: z.string(),
        packagingType: z.enum(PACKAGING_TYPES),
        remainingKg: z.string(),
      }),
    ),
    products: z.array(
      z.object({
        productId: z.uuid(),
        reference: z.string(),
        name: z.string(),
        packagingType: z.enum(PACKAGING_TYPES),
        requestedKg: z.string(),
        shippedKg: z.string(),
      }),
    ),
  }),
  bulkAuthorization: z.object({
    /** The generated authorization_bulk document (null until generated). */
    document: documentRef,
    /** Warehouses of the order's lots and whether each has an address to send to. */
    warehouses: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string().nullable() })),
    lastSentAt: z.string().nullable(),
    canSend: z.boolean(),
  }),
  canWrite: z.boolean(),
});
export type OrderLogistics = z.infer<typeof orderLogisticsSchema>;
