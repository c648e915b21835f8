/**
 * Files the product keeps on disk, by tenant and business area:
 * `DATA_DIR/uploads/<tenantId>/<area>/<prefix>-<32 hex>.<ext>`.
 * Names are made here (never the client's), and a name read back from a URL is accepted only when
 * it has exactly that shape and resolves inside its folder, so no path can leave it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AREA = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const PREFIX = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EXT = /^[a-z0-9]{2,5}$/;
/** Every name `save` makes, and nothing else. */
export const STORED_FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*-[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

export interface StoredFile {
  path: string;
  size: number;
}

export class FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The folder of an area of a tenant; refuses anything but a uuid and lowercase segments. */
  folderOf(tenantId: string, area: string): string {
    if (!UUID.test(tenantId)) throw new Error(`not a tenant id: ${tenantId}`);
    if (!AREA.test(area)) throw new Error(`not a storage area: ${area}`);
    return join(this.root, tenantId.toLowerCase(), ...area.split('/'));
  }

  /** Writes the bytes under a new random name (`<prefix>-<random>.<ext>`) and answers that name. */
  async save(
    tenantId: string,
    area: string,
    prefix: string,
    ext: string,
    bytes: Uint8Array,
  ): Promise<string> {
    if (!PREFIX.test(prefix) || !EXT.test(ext)) throw new Error(`unsafe file name parts: ${prefix}.${ext}`);
    const folder = this.folderOf(tenantId, area);
    await mkdir(folder, { recursive: true });
    const name = `${prefix}-${randomBytes(16).toString('hex')}.${ext}`;
    await writeFile(join(folder, name), bytes, { flag: 'wx', mode: 0o640 });
    return name;
  }

  /** The stored file of that name, or null when the name is not one we make or nothing is there. */
  async find(tenantId: string, area: string, name: string): Promise<StoredFile | null> {
    const path = this.pathOf(tenantId, area, name);
    if (!path) return null;
    try {
      const info = await stat(path);
      return info.isFile() ? { path, size: info.size } : null;
    } catch {
      return null;
    }
  }

  /** Deletes a stored file; a name that is not ours or a file already gone is no error. */
  async remove(tenantId: string, area: string, name: string): Promise<void> {
    const path = this.pathOf(tenantId, area, name);
    if (path) await unlink(path).catch(() => {});
  }

  private pathOf(tenantId: string, area: string, name: string): string | null {
    if (!STORED_FILE_NAME.test(name)) return null;
    const folder = this.folderOf(tenantId, area);
    const path = resolve(folder, name);
    return path.startsWith(folder + sep) ? path : null;
  }
}
