/**
 * Demo data, loaded on the first start of an empty database (no tenant yet). Tenant rows are
 * written as the owner; everything inside a tenant goes through the request role with the tenant
 * set, exactly like the API writes, so row-level security is exercised from the first row.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { DEFAULT_PRICING_VALUES, pricingChanges } from '../../../domain/pricing';
import type { RoleName } from '../../../domain/roles';
import { hashPassword } from '../../modules/auth';
import type { Db, Executor } from '../client';
import {
  addresses,
  customerCreditTerms,
  customers,
  pricingParameterSets,
  pricingParameterVersions,
  products,
  regions,
  tenants,
  transportSuppliers,
  userSupervisors,
  users,
  vehicleTypes,
  warehouses,
  zipCodes,
} from '../schema';
import { inTenant } from '../tenantTx';
import { DEMO_PASSWORD, DEMO_TENANTS, type DemoTenant } from './demoData';
import { seedDemoInventory } from './demoInventory';
import { seedDemoInvoices } from './demoInvoices';
import { seedDemoLogistics } from './demoLogistics';
import { seedDemoNotifications } from './demoNotifications';
import { seedDemoOrders } from './demoOrders';
import { seedDemoPriceRequests } from './demoPriceRequests';
import { seedReferenceData } from './reference';
import { createTenantIncidentReasons } from './tenantIncidentReasons';
import { createTenantRoles } from './tenantRoles';

/** Short public id shown in URLs and support tickets (not a secret). */
export function newNanoId(): string {
  return randomBytes(9).toString('base64url');
}

async function zipCodeId(db: Executor, zip: string, settlement: string): Promise<number> {
  const [row] = await db
    .select({ id: zipCodes.id })
    .from(zipCodes)
    .where(and(eq(zipCodes.zipCode, zip), eq(zipCodes.settlement, settlement)))
    .limit(1);
  if (!row) throw new Error(`demo data: zip code ${zip} ${settlement} is not in zip-codes.csv`);
  return row.id;
}

export interface DemoSeedOptions {
  /**
   * Mark the demo's generated documents (the orders' proformas, the shipments' remissions) for
   * generation at start-up (default). The test template turns it off: every test app would
   * otherwise render all the demo PDFs when it starts.
   */
  proformas?: boolean;
}

async function seedTenant(db: Db, demo: DemoTenant, options: DemoSeedOptions): Promise<void> {
  const { users: people, supervision, customers: demoCustomers, regions: regionNames, ...theme } = demo;
  const [tenant] = await db
    .insert(tenants)
    .values({
      slug: theme.slug,
      name: theme.name,
      shortName: theme.shortName,
      productName: theme.productName,
      color: theme.color,
      website: theme.website,
      contactPhone: theme.contactPhone,
      emailContact: theme.emailContact,
      seoTitle: theme.seoTitle,
      seoDescription: theme.seoDescription,
      seoKeywords: theme.seoKeywords,
      businessDescription: theme.businessDescription,
      companyEmailDomains: theme.companyEmailDomains,
      externalErp: theme.externalErp,
    })
    .returning({ id: tenants.id });
  if (!tenant) throw new Error('demo data: tenant insert returned nothing');

  await inTenant(db, tenant.id, async (tx) => {
    const roleIds = await createTenantRoles(tx, theme.productName);
    await createTenantIncidentReasons(tx);
    const hashes = await Promise.all(people.map(() => hashPassword(DEMO_PASSWORD)));
    const insertedUsers = await tx
      .insert(users)
      .values(
        people.map((p, i) => ({
          nanoId: newNanoId(),
          email: p.email,
          firstName: p.firstName,
          lastName: p.lastName,
          roleId: roleIds.get(p.role as RoleName)!,
          passwordHash: hashes[i],
          isUserVerified: true,
          requiresExternalId: theme.externalErp,
          externalErp: theme.externalErp,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const userId = new Map(insertedUsers.map((u) => [u.email, u.id]));
    await tx.insert(userSupervisors).values(
      supervision.map(([sub, sup]) => ({
        subordinateId: userId.get(sub)!,
        supervisorId: userId.get(sup)!,
      })),
    );

    const insertedRegions = await tx
      .insert(regions)
      .values(regionNames.map((name) => ({ name })))
      .returning({ id: regions.id, name: regions.name });
    const regionId = new Map(insertedRegions.map((r) => [r.name, r.id]));
    await tx.insert(products).values(theme.products);
    await tx.insert(warehouses).values(
      theme.warehouses.map(({ region, ...w }) => {
        const id = regionId.get(region);
        if (!id) throw new Error(`demo data: warehouse ${w.code} serves an unknown region ${region}`);
        // Each demo warehouse gets an address, so the bulk authorization can be sent (to the mail folder).
        const domain = theme.companyEmailDomains[0] ?? 'demo.local';
        return { ...w, regionId: id, email: `almacen.${w.code.toLowerCase()}@${domain}` };
      }),
    );
    await tx.insert(vehicleTypes).values(theme.vehicleTypes);
    await tx.insert(transportSuppliers).values(theme.transportSuppliers);
    const [pricingSet] = await tx
      .insert(pricingParameterSets)
      .values({ name: 'default' })
      .returning({ id: pricingParameterSets.id });
    await tx.insert(pricingParameterVersions).values({
      setId: pricingSet!.id,
      version: 1,
      values: DEFAULT_PRICING_VALUES,
      changes: pricingChanges(null, DEFAULT_PRICING_VALUES),
      comment: 'Parámetros iniciales',
      createdById: userId.get(people.find((p) => p.role === 'admin')!.email),
    });

    const approverId = userId.get(people.find((p) => p.role === 'manager.finance')!.email)!;
    for (const c of demoCustomers) {
      const [customer] = await tx
        .insert(customers)
        .values({
          companyName: c.companyName,
          fullName: c.fullName,
          rfc: c.rfc,
          email: c.email,
          regionId: regionId.get(c.region),
          sellerId: userId.get(c.sellerEmail),
        })
        .returning({ id: customers.id });
      if (!customer) throw new Error('demo data: customer insert returned nothing');
      let first = true;
      for (const a of c.addresses) {
        await tx.insert(addresses).values({
          customerId: customer.id,
          street: a.street,
          extNumber: a.extNumber,
          addressType: a.type,
          description: a.description,
          zipCodeId: await zipCodeId(tx, a.zip, a.settlement),
          principalAddress: first || a.type === 'shipping',
        });
        first = false;
      }
      await tx.insert(customerCreditTerms).values({
        customerId: customer.id,
        paymentTerm: c.credit.term,
        creditLimit: c.credit.limit,
        currency: c.credit.currency,
        creditDays: c.credit.days,
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
        approvedById: approverId,
        approvedAt: new Date('2026-01-02T16:00:00Z'),
      });
      if (c.companyName === demo.customerUserCompany) {
        const customerUser = people.find((p) => p.role === 'customer')!;
        await tx
          .update(users)
          .set({ customerId: customer.id })
          .where(eq(users.id, userId.get(customerUser.email)!));
      }
    }
    const demoOrders = await seedDemoOrders(
      tx,
      { id: tenant.id, slug: theme.slug, externalErp: theme.externalErp },
      { proformas: options.proformas ?? true },
    );
    await seedDemoInventory(tx, theme.slug);
    await seedDemoLogistics(tx, { id: tenant.id, slug: theme.slug, name: theme.name }, demoOrders.logistics, {
      documents: options.proformas ?? true,
    });
    await seedDemoInvoices(tx, theme.slug);
    await seedDemoPriceRequests(tx, theme.slug);
    await seedDemoNotifications(tx);
  });
}

/** Seeds reference data when missing and the demo tenants when no tenant exists. */
export async function seedDemoIfEmpty(db: Db, options: DemoSeedOptions = {}): Promise<boolean> {
  await seedReferenceData(db);
  const [row] = await db.select({ n: count() }).from(tenants);
  if (row?.n) return false;
  for (const demo of DEMO_TENANTS) await seedTenant(db, demo, options);
  return true;
}
