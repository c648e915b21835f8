/**
 * The logo and favicon the browser accepts before sending them (the server checks the real
 * content again): PNG, JPEG or WEBP, the favicon also ICO, by lower-case extension or declared
 * type, at most 512 KB, never empty. Pure, so the rules are tested without a browser.
 */
import type { TenantAssetKind } from '../../domain/tenants';

/** The server's default UPLOAD_IMAGE_MAX_KB. */
export const MAX_IMAGE_KB = 512;
export const MAX_IMAGE_BYTES = MAX_IMAGE_KB * 1024;

interface ImageType {
  label: string;
  extensions: readonly string[];
  mimeTypes: readonly string[];
}

const PNG: ImageType = { label: 'PNG', extensions: ['png'], mimeTypes: ['image/png'] };
const JPEG: ImageType = { label: 'JPEG', extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg'] };
const WEBP: ImageType = { label: 'WEBP', extensions: ['webp'], mimeTypes: ['image/webp'] };
const ICO: ImageType = {
  label: 'ICO',
  extensions: ['ico'],
  mimeTypes: ['image/x-icon', 'image/vnd.microsoft.icon'],
};

export const IMAGE_TYPES: Record<TenantAssetKind, readonly ImageType[]> = {
  logo: [PNG, JPEG, WEBP],
  favicon: [PNG, JPEG, WEBP, ICO],
};

/** For the file picker's `accept`. */
export function acceptOf(kind: TenantAssetKind): string {
  return IMAGE_TYPES[kind].flatMap((t) => [...t.mimeTypes, ...t.extensions.map((e) => `.${e}`)]).join(',');
}

/** 'PNG, JPEG, WEBP' for the texts. */
export function typeLabelsOf(kind: TenantAssetKind): string {
  return IMAGE_TYPES[kind].map((t) => t.label).join(', ');
}

export type ImageProblem =
  | { kind: 'empty' }
  | { kind: 'type'; types: string }
  | { kind: 'size'; sizeKb: number; maxKb: number };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why a file cannot be the tenant's logo or favicon, or null when it may be sent. */
export function imageProblemOf(
  file: Pick<File, 'name' | 'size' | 'type'>,
  kind: TenantAssetKind,
): ImageProblem | null {
  const types = IMAGE_TYPES[kind];
  const extension = extensionOf(file.name);
  const mime = file.type.toLowerCase();
  const known =
    types.some((t) => t.extensions.includes(extension)) &&
    (mime === '' || types.some((t) => t.mimeTypes.includes(mime)));
  if (!known) return { kind: 'type', types: typeLabelsOf(kind) };
  if (file.size === 0) return { kind: 'empty' };
  if (file.size > MAX_IMAGE_BYTES)
    return { kind: 'size', sizeKb: Math.ceil(file.size / 1024), maxKb: MAX_IMAGE_KB };
  return null;
}
