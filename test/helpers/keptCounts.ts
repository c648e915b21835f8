/**
 * What the tests of the kept counts (order statuses, finance queues, pending deliveries) share: the
 * owner's reads, copies of a tenant's first order written straight into the database (the triggers
 * see them as any writer's rows), and the comparison of a kept table's sums with a recount.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../src/server/db/client';
import type { TestContext } from './testApp';

/** Rows of a statement run as the database's owner (no tenant, no row-level security). */
export const ownerRows = async <T>(t: TestContext, query: SQL) =>
  rowsOf<T>(await t.database.db.execute(query));

/**
 * `n` copies of the tenant's order number 1, numbered `from + 1` … `from + n`, for `seller`, each
 * with a few more kilos than the last; in `status` (and on credit) when given, else as the
 * columns' defaults make a new order.
 */
export function copiedOrders(
  tenantId: string,
  n: number,
  from: number,
  seller: string,
  status?: string,
): SQL {
  const statusColumns = status ? sql`, ops_status, payment_term` : sql``;
  const statusValues = status ? sql`, ${status}, 'CREDIT'` : sql``;
  return sql`
    insert into orders (tenant_id, number, customer_id, created_by_id, seller_id, delivery_model, delivery_date,
      currency, exchange_rate, vat_rate, pricing_values, total_kg, total_with_taxes, products_total_usd,
      total_with_taxes_usd, total_with_taxes_mxn, computed_values, created_at${statusColumns})
    select o.tenant_id, ${from} + g, o.customer_id, o.created_by_id, ${seller}::uuid, o.delivery_model, o.delivery_date,
      o.currency, o.exchange_rate, o.vat_rate, o.pricing_values, o.total_kg + g, o.total_with_taxes,
      o.products_total_usd, o.total_with_taxes_usd, o.total_with_taxes_mxn, o.computed_values, o.created_at${statusValues}
    from orders o, generate_series(1, ${n}) g where o.number = 1 and o.tenant_id = ${tenantId}`;
}

/**
 * The keys where a kept table's sums (`kept`: one row per key, zero sums left out) and a recount
 * (`recount`: the same columns) differ, each marked with the side it is on: none when exact.
 */
export function keptAgainstRecount(kept: SQL, recount: SQL): SQL {
  return sql`
    with c as (${kept}), r as (${recount})
    (select 'kept' as side, * from c except select 'kept', * from r)
    union all (select 'recount', * from r except select 'recount', * from c)`;
}

/** The demo tenant 'main' and its two sellers. */
export async function mainTenantSellers(t: TestContext) {
  const [row] = await ownerRows<{ tenant: string; seller: string; other: string }>(
    t,
    sql`
    select t.id as tenant, u.id as seller, o.id as other from tenants t
    join users u on u.tenant_id = t.id and u.email = 'seller@demo.local'
    join users o on o.tenant_id = t.id and o.email = 'seller2@demo.local'
    where t.slug = 'main'`,
  );
  if (!row) throw new Error('the demo tenant main and its sellers are missing');
  return { tenantId: row.tenant, sellerId: row.seller, otherSellerId: row.other };
}

/** How many rows of changes a kept table still holds for the tenant, not yet folded. */
export async function unfoldedRows(t: TestContext, table: PgTable, tenantId: string): Promise<number> {
  const [row] = await ownerRows<{ n: number }>(
    t,
    sql`select count(*)::int as n from ${table} where tenant_id = ${tenantId} and not folded`,
  );
  return row?.n ?? 0;
}
