/** SQL of the proforma: its document row, what the PDF shows of the order, the locks of a render. */
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  addresses,
  customers,
  orderDocuments,
  orderItems,
  orders,
  tenants,
  users,
  warehouses,
  zipCodes,
} from '../../db/schema';

const sellers = alias(users, 'proforma_seller');

export async function salesOrderDocument(db: Executor, orderId: string) {
  const [doc] = await db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.type, 'sales_order')))
    .limit(1);
  return doc;
}

/** The order with what its proforma names: tenant, customer, seller, address, warehouse. */
export async function proformaOrder(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      order: orders,
      tenant: { name: tenants.name, color: tenants.color, productName: tenants.productName },
      customer: { companyName: customers.companyName, fullName: customers.fullName, rfc: customers.rfc },
      sellerFirst: sellers.firstName,
      sellerLast: sellers.lastName,
      address: { street: addresses.street, extNumber: addresses.extNumber, intNumber: addresses.intNumber },
      zip: {
        zipCode: zipCodes.zipCode,
        settlement: zipCodes.settlement,
        municipality: zipCodes.municipality,
        city: zipCodes.city,
        state: zipCodes.state,
      },
      warehouseName: warehouses.name,
    })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(sellers, eq(sellers.id, orders.sellerId))
    .leftJoin(addresses, eq(addresses.id, orders.addressId))
    .leftJoin(zipCodes, eq(zipCodes.id, addresses.zipCodeId))
    .leftJoin(warehouses, eq(warehouses.id, orders.warehouseId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export function proformaItems(db: Executor, orderId: string) {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}
