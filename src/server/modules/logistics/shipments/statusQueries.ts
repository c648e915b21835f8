/**
 * SQL of the logistics status: the facts `logisticsStatus` reads, in three small queries over the
 * order's own rows (its shipments, allocations and items, its invoices and its finance row), so
 * every logistics write (and billing's) can afford to recompute the status.
 */
import { eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client';
import { orderFinance } from '../../../db/schema';

export interface ShipmentFact {
  id: string;
  date_delivery: string;
  is_delivered: boolean;
  has_transport: boolean;
  is_invoiced: boolean;
}

/** Each shipment: transported, invoiced (an invoice not cancelled), delivered. */
export async function shipmentFacts(db: Executor, orderId: string): Promise<ShipmentFact[]> {
  return rowsOf<ShipmentFact>(
    await db.execute(sql`
      select s.id, s.date_delivery::text as date_delivery, s.is_delivered,
             s.transport_assigned_at is not null as has_transport,
             exists (select 1 from customer_invoices i
                      where i.shipment_id = s.id and not i.is_cancelled) as is_invoiced
        from order_shipments s
       where s.order_id = ${orderId}
       order by s.sequence`),
  );
}

export interface KiloFacts {
  /** Allocations with kilos promised and not shipped. */
  open_allocations: number;
  allocated_kg: string;
  requested_kg: string;
}

/** Whether every promised kilo left, and whether the promises cover what the order asked. */
export async function kiloFacts(db: Executor, orderId: string): Promise<KiloFacts> {
  const [row] = rowsOf<KiloFacts>(
    await db.execute(sql`
      select (select count(*) from order_allocations a
               where a.order_id = ${orderId} and a.shipped_kg < a.allocated_kg)::int as open_allocations,
             (select coalesce(sum(a.allocated_kg), 0) from order_allocations a
               where a.order_id = ${orderId})::text as allocated_kg,
             (select coalesce(sum(i.quantity_kg), 0) from order_items i
               where i.order_id = ${orderId})::text as requested_kg`),
  );
  if (!row) throw new Error('kilo facts returned nothing');
  return row;
}

/** The nets of the order's invoices not cancelled. */
export async function invoiceNets(db: Executor, orderId: string): Promise<string[]> {
  const rows = rowsOf<{ net: string }>(
    await db.execute(sql`
      select net_with_iva::text as net from customer_invoices
       where order_id = ${orderId} and not is_cancelled`),
  );
  return rows.map((r) => r.net);
}

export async function paidAmountOf(db: Executor, orderId: string): Promise<string> {
  const [row] = await db
    .select({ paid: orderFinance.paidAmount })
    .from(orderFinance)
    .where(eq(orderFinance.orderId, orderId));
  return row?.paid ?? '0';
}
