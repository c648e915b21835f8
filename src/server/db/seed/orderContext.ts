/**
 * What generated orders are made of, read from one tenant: customers with their delivery address
 * and credit terms, sellers, products with their packaging, warehouses and the pricing version in
 * force. Runs inside the tenant's transaction (row-level security picks the tenant).
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentTerm } from '../../../domain/creditTerms';
import { PACKAGING_TYPES, type PackagingType } from '../../../domain/products';
import type { Executor } from '../client';
import {
  addresses,
  customerCreditTerms,
  customers,
  orderIncidentReasons,
  pricingParameterSets,
  pricingParameterVersions,
  products,
  roles,
  users,
  warehouses,
} from '../schema';
import type { OrderRowPricing } from './orderRows';

export interface ContextCustomer {
  id: string;
  companyName: string;
  externalId: string | null;
  sellerId: string | null;
  /** The sales region: its warehouses serve the customer first. */
  regionId: string | null;
  /** Where a delivery-partner order goes: the principal shipping address, else any active one. */
  addressId: string | null;
  paymentTerm: PaymentTerm;
  creditDays: number;
}

export interface ContextProduct {
  id: string;
  reference: string;
  name: string;
  packagingTypes: PackagingType[];
}

export interface OrderContext {
  customers: ContextCustomer[];
  /** Users with the seller role, by e-mail order. */
  sellers: { id: string; email: string }[];
  /** Everyone else who may create orders for a customer (admin, customer service, managers). */
  staff: Map<string, string>;
  products: ContextProduct[];
  warehouseIds: string[];
  /** Active and inactive warehouses by code, with the region each serves first. */
  warehouses: { id: string; code: string; regionId: string | null }[];
  pricing: OrderRowPricing;
  /** Active cancellation reasons other than 'other' (empty until the tenant has some). */
  cancelReasonIds: string[];
}

const isPackaging = (p: string): p is PackagingType => (PACKAGING_TYPES as readonly string[]).includes(p);

export async function loadOrderContext(tx: Executor): Promise<OrderContext> {
  const people = await tx
    .select({ id: users.id, email: users.email, role: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .orderBy(asc(users.email));
  const sellers = people.filter((p) => p.role === 'seller').map(({ id, email }) => ({ id, email }));
  const staff = new Map(people.filter((p) => p.role !== 'seller').map((p) => [p.role, p.id]));

  const customerRows = await tx
    .select({
      id: customers.id,
      companyName: customers.companyName,
      externalId: customers.externalId,
      sellerId: customers.sellerId,
      regionId: customers.regionId,
    })
    .from(customers)
    .orderBy(asc(customers.createdAt), asc(customers.companyName));
  const ids = customerRows.map((c) => c.id);
  const addressRows = ids.length
    ? await tx
        .select({
          id: addresses.id,
          customerId: addresses.customerId,
          type: addresses.addressType,
          principal: addresses.principalAddress,
        })
        .from(addresses)
        .where(inArray(addresses.customerId, ids))
    : [];
  const termRows = ids.length
    ? await tx
        .select({
          customerId: customerCreditTerms.customerId,
          paymentTerm: customerCreditTerms.paymentTerm,
          creditDays: customerCreditTerms.creditDays,
        })
        .from(customerCreditTerms)
        .where(inArray(customerCreditTerms.customerId, ids))
        .orderBy(desc(customerCreditTerms.validFrom))
    : [];
  const rank = (a: { type: string; principal: boolean }) =>
    (a.type === 'billing' ? 2 : 0) + (a.principal ? 0 : 1);
  const addressOf = new Map<string, string>();
  for (const a of [...addressRows].sort((x, y) => rank(x) - rank(y))) {
    if (!addressOf.has(a.customerId)) addressOf.set(a.customerId, a.id);
  }
  const termsOf = new Map<string, { paymentTerm: PaymentTerm; creditDays: number }>();
  for (const t of termRows) {
    if (!termsOf.has(t.customerId)) {
      termsOf.set(t.customerId, { paymentTerm: t.paymentTerm as PaymentTerm, creditDays: t.creditDays });
    }
  }

  const productRows = await tx
    .select({
      id: products.id,
      reference: products.reference,
      name: products.name,
      packagingTypes: products.packagingTypes,
    })
    .from(products)
    .orderBy(asc(products.reference));
  const warehouseRows = await tx
    .select({ id: warehouses.id, code: warehouses.code, regionId: warehouses.regionId })
    .from(warehouses)
    .orderBy(asc(warehouses.code));

  // The version in force, chosen as creation chooses it: the 'default' set first, else the
  // oldest set; its newest version.
  const [version] = await tx
    .select({
      id: pricingParameterVersions.id,
      setId: pricingParameterVersions.setId,
      version: pricingParameterVersions.version,
      values: pricingParameterVersions.values,
    })
    .from(pricingParameterVersions)
    .innerJoin(pricingParameterSets, eq(pricingParameterSets.id, pricingParameterVersions.setId))
    .orderBy(
      sql`case when ${pricingParameterSets.name} = 'default' then 0 else 1 end`,
      asc(pricingParameterSets.createdAt),
      desc(pricingParameterVersions.version),
    )
    .limit(1);
  if (!version) throw new Error('order data: the tenant has no pricing parameters');
  const reasons = await tx
    .select({
      id: orderIncidentReasons.id,
      isOther: orderIncidentReasons.isOther,
      active: orderIncidentReasons.active,
    })
    .from(orderIncidentReasons)
    .where(eq(orderIncidentReasons.type, 'cancel'))
    .orderBy(asc(orderIncidentReasons.position));

  return {
    customers: customerRows.map((c) => ({
      ...c,
      addressId: addressOf.get(c.id) ?? null,
      paymentTerm: termsOf.get(c.id)?.paymentTerm ?? 'CREDIT',
      creditDays: termsOf.get(c.id)?.creditDays ?? 0,
    })),
    sellers,
    staff,
    products: productRows
      .map((p) => ({ ...p, packagingTypes: p.packagingTypes.filter(isPackaging) }))
      .filter((p) => p.packagingTypes.length > 0),
    warehouseIds: warehouseRows.map((w) => w.id),
    warehouses: warehouseRows,
    pricing: {
      versionId: version.id,
      setId: version.setId,
      version: version.version,
      values: version.values,
    },
    cancelReasonIds: reasons.filter((r) => r.active && !r.isOther).map((r) => r.id),
  };
}
