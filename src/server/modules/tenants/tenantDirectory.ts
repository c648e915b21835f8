/**
 * Resolves a tenant slug to its row before any request transaction exists (owner connection).
 * A short cache spares a query per request; writes through this process drop the entry at once.
 */
import type { Db } from '../../db/client';
import { allTenantIds, tenantBySlug } from './queries';

export interface TenantRef {
  id: string;
  slug: string;
  name: string;
}

const TTL_MS = 30_000;

export class TenantDirectory {
  private readonly cache = new Map<string, { ref: TenantRef | null; at: number }>();

  constructor(private readonly db: Db) {}

  async bySlug(slug: string): Promise<TenantRef | null> {
    const key = slug.trim().toLowerCase();
    if (!key || key.length > 63) return null;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.ref;
    const row = await tenantBySlug(this.db, key);
    const ref = row?.active ? { id: row.id, slug: row.slug, name: row.name } : null;
    this.cache.set(key, { ref, at: Date.now() });
    return ref;
  }

  /** Every tenant, for system work that visits each one (start-up regeneration). */
  allIds(): Promise<string[]> {
    return allTenantIds(this.db);
  }

  forget(slug: string): void {
    this.cache.delete(slug.toLowerCase());
  }
}
