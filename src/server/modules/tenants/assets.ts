/**
 * The tenant's logo and favicon as uploaded files: stored under the tenant's folder with a name
 * we make, published at `/api/files/tenant/<slug>/<file>` (public: the login page shows them
 * before anyone signs in), the file they replace deleted once the change is committed.
 */
import type { TenantAssetKind, TenantConfig } from '../../../domain/tenants';
import type { Tx } from '../../db/client';
import type { FileStore } from '../../storage/fileStore';
import type { FileTypeId } from '../../storage/fileTypes';
import { FILE_TYPES, mimeOfStoredFile } from '../../storage/fileTypes';
import { type ServerBi, setTenantImage } from './service';
import type { TenantDirectory, TenantRef } from './tenantDirectory';

export const TENANT_AREA = 'tenant';
export const TENANT_FILES_PREFIX = '/api/files/tenant';

/** What each image may be: browsers show all of these; ICO only makes sense as a favicon. SVG never (scripts). */
export const ALLOWED_TENANT_IMAGES: Record<TenantAssetKind, readonly FileTypeId[]> = {
  logo: ['png', 'jpeg', 'webp'],
  favicon: ['png', 'jpeg', 'webp', 'ico'],
};

export const tenantFileUrl = (slug: string, fileName: string) =>
  `${TENANT_FILES_PREFIX}/${encodeURIComponent(slug)}/${fileName}`;

/** The stored file name behind one of our URLs of this tenant, or null (an external URL, a data: URL …). */
function storedNameOf(url: string | null, slug: string): string | null {
  const prefix = `${tenantFileUrl(slug, '')}`;
  return url?.startsWith(prefix) ? url.slice(prefix.length) : null;
}

export interface ReplaceImageInput {
  store: FileStore;
  tenant: TenantRef;
  kind: TenantAssetKind;
  bytes: Uint8Array;
  type: FileTypeId;
  /** Runs the database change in the request's tenant transaction. */
  inTx: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  /** The server's external BI, for the configuration answered. */
  bi: ServerBi;
}

/** Stores the image, points the tenant at it (bumping `version`) and drops the file it replaces. */
export async function replaceTenantImage(input: ReplaceImageInput): Promise<TenantConfig> {
  const { store, tenant, kind } = input;
  const fileName = await store.save(tenant.id, TENANT_AREA, kind, FILE_TYPES[input.type].ext, input.bytes);
  let result: Awaited<ReturnType<typeof setTenantImage>>;
  try {
    result = await input.inTx((tx) =>
      setTenantImage(tx, tenant.id, kind, tenantFileUrl(tenant.slug, fileName), input.bi),
    );
  } catch (error) {
    await store.remove(tenant.id, TENANT_AREA, fileName);
    throw error;
  }
  const previous = storedNameOf(result.previous, tenant.slug);
  if (previous && previous !== fileName) await store.remove(tenant.id, TENANT_AREA, previous);
  return result.config;
}

export interface PublicTenantFile {
  path: string;
  size: number;
  contentType: string;
}

/** A tenant's published file by slug and name; null for an unknown tenant, name or file. */
export async function findTenantFile(
  store: FileStore,
  tenants: TenantDirectory,
  slug: string,
  fileName: string,
): Promise<PublicTenantFile | null> {
  const tenant = await tenants.bySlug(slug);
  if (!tenant) return null;
  const file = await store.find(tenant.id, TENANT_AREA, fileName);
  return file ? { ...file, contentType: mimeOfStoredFile(fileName) } : null;
}
