/**
 * Logistics: the shipments an order leaves in (the original client's "order logistic"), the lots
 * each one carries, its transport, and the carriers' reference lists. Invoices and credit notes
 * live with the customer's invoices (finance.ts), since the credit check reads them; the
 * remission, signed remission, invoice and credit-note files are order documents with their
 * shipment's id.
 *
 * A shipment is numbered when it is created (per tenant, gap-free within the transaction). An
 * order plans 1 to 3 shipments (`orders.shipments`); the ones not created yet show as pending
 * rows. Quantities shipped move from the allocations to the lots' shipped kilos through the
 * ledger (modules/inventory/ledgerQueries.ts), never here.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, vehicleTypes } from './catalog';
import { customers } from './customers';
import { users } from './identity';
import { inventoryLots, orderAllocations } from './inventory';
import { orders } from './orders';
import { tenantIdColumn, tenantPolicy } from './rls';
import { tenants } from './tenants';

const kg = (name: string) => numeric(name, { precision: 14, scale: 3 });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Last shipment number handed out per tenant. */
export const shipmentCounters = pgTable(
  'shipment_counters',
  {
    tenantId: tenantIdColumn()
      .primaryKey()
      .references(() => tenants.id),
    lastNumber: integer('last_number').notNull().default(0),
  },
  () => [tenantPolicy('shipment_counters')],
);

/** Carriers the tenant hires (created inline from the transport form). */
export const transportProviders = pgTable(
  'transport_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One provider per name, whatever the case: inline creation of an existing name reuses it.
    uniqueIndex('transport_providers_tenant_name').on(t.tenantId, sql`lower(${t.name})`),
    tenantPolicy('transport_providers'),
  ],
);

export const orderShipments = pgTable(
  'order_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Per tenant, given at creation. */
    number: integer('number').notNull(),
    /** 1..3 within the order, in creation order. */
    sequence: integer('sequence').notNull(),
    /** Scheduled delivery date; once delivered, the real one. */
    dateDelivery: date('date_delivery').notNull(),
    quantityKg: kg('quantity_kg').notNull(),
    isDelivered: boolean('is_delivered').notNull().default(false),
    /**
     * Its order's delivery model, copied at creation (the model is locked once material is held,
     * so it never changes after): the pending queue filters on it without reading the order.
     */
    deliveryModel: text('delivery_model').notNull(),
    /**
     * Its order's customer, copied at creation (an order's customer is never edited; a trigger on
     * `orders` carries a change over anyway): the pending queue's customer search reads the
     * customer's pending shipments without reading the customer's orders.
     */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** A non-cancelled invoice names it; billing keeps it in step when it records or deletes one. */
    isInvoiced: boolean('is_invoiced').notNull().default(false),
    deliveredAt: date('delivered_at'),
    deliveryConfirmedById: uuid('delivery_confirmed_by_id').references(() => users.id),
    // Transport (both delivery models keep plates and a driver; the delivery-partner model adds
    // vehicle type and provider).
    plates: text('plates'),
    driverName: text('driver_name'),
    vehicleTypeId: uuid('vehicle_type_id').references(() => vehicleTypes.id),
    transportProviderId: uuid('transport_provider_id').references(() => transportProviders.id),
    transportComments: text('transport_comments'),
    transportAssignedAt: at('transport_assigned_at'),
    transportAssignedById: uuid('transport_assigned_by_id').references(() => users.id),
    /** Bulk authorization e-mailed to the warehouse (null until sent). */
    bulkAuthorizationSentAt: at('bulk_authorization_sent_at'),
    comments: text('comments'),
    version: integer('version').notNull().default(1),
    createdById: uuid('created_by_id').references(() => users.id),
    createdAt: at('created_at').notNull().default(sql`clock_timestamp()`),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_shipments_tenant_number').on(t.tenantId, t.number),
    uniqueIndex('order_shipments_order_sequence').on(t.orderId, t.sequence),
    // 'Pendientes de entrega' and the logistics count: the shipments not delivered, by date.
    index('order_shipments_not_delivered')
      .on(t.tenantId, t.dateDelivery, t.number, t.id)
      .where(sql`not is_delivered`),
    // The logistics count: each pending shipment's order (tested against the cancelled ones) read
    // index-only, so it costs the pending shipments, not every shipment ever delivered.
    // The pending queue filtered by delivery model, invoice and transport: the count is an index
    // range over the matching entries, the first page a walk of them in the default order.
    index('order_shipments_pending_facts')
      .on(
        t.tenantId,
        t.deliveryModel,
        t.isInvoiced,
        sql`(transport_assigned_at is not null)`,
        t.dateDelivery,
        t.number,
        t.id,
      )
      .where(sql`not is_delivered`),
    index('order_shipments_pending_order').on(t.tenantId, t.orderId).where(sql`not is_delivered`),
    // The pending queue searched by customer: the matching customers' pending shipments.
    index('order_shipments_pending_customer').on(t.tenantId, t.customerId).where(sql`not is_delivered`),
    check('order_shipments_quantity_positive', sql`${t.quantityKg} > 0`),
    check('order_shipments_sequence_range', sql`${t.sequence} between 1 and 3`),
    tenantPolicy('order_shipments'),
  ],
);

/**
 * Every suffix of a pending shipment's plates, upper-cased: plates containing a text are the
 * shipments with a suffix starting with it, a range of the btree below. A contains-search
 * (`ILIKE '%…%'`) cannot use any index under row-level security (not leakproof); `starts_with` is
 * leakproof, so the tenant policy and the prefix are both index conditions (docs/decisions.md
 * "Pending deliveries: the filtered count and the searches"). Only shipments not delivered, whose
 * plates are set; kept by statement triggers on `order_shipments` (migration 0034).
 */
export const orderShipmentPlateSuffixes = pgTable(
  'order_shipment_plate_suffixes',
  {
    tenantId: tenantIdColumn(),
    shipmentId: uuid('shipment_id').notNull(),
    suffix: text('suffix').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.suffix] }),
    index('order_shipment_plate_suffixes_prefix').on(
      t.tenantId,
      t.suffix.op('text_pattern_ops'),
      t.shipmentId,
    ),
    tenantPolicy('order_shipment_plate_suffixes'),
  ],
);

/** The lots one shipment carries (the original's deliveries[]: lot, product, delivered quantity). */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn().references(() => tenants.id),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => orderShipments.id, { onDelete: 'cascade' }),
    allocationId: uuid('allocation_id')
      .notNull()
      .references(() => orderAllocations.id),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => inventoryLots.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    packagingType: text('packaging_type').notNull(),
    quantityKg: kg('quantity_kg').notNull(),
  },
  (t) => [
    uniqueIndex('shipment_lines_shipment_allocation').on(t.shipmentId, t.allocationId),
    index('shipment_lines_allocation').on(t.allocationId),
    check('shipment_lines_quantity_positive', sql`${t.quantityKg} > 0`),
    tenantPolicy('shipment_lines'),
  ],
);
