/**
 * The backup archive's layout and its manifest. A backup is one `.tar.gz`:
 *
 *   manifest.json            this schema: format, schema level, source, tables, sequences, files
 *   data/<table>/<n>.json    a table's rows, a JSON array of `row_to_json` objects per chunk
 *   files/<path>             DATA_DIR's files (uploads, the JWT secret, the VAPID keys, mail)
 *   checksums.json           sha256 of every entry above, written last (a truncated or altered
 *                            archive is refused before anything is changed)
 */
import { z } from 'zod';

export const ARCHIVE_FORMAT = 'granel-backoffice-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const CHECKSUMS_ENTRY = 'checksums.json';
export const DATA_PREFIX = 'data/';
export const FILES_PREFIX = 'files/';

export const chunkName = (table: string, index: number) =>
  `${DATA_PREFIX}${table}/${String(index).padStart(6, '0')}.json`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  source: z.object({ driver: z.enum(['pglite', 'pg']) }),
  /** How many of the product's migrations the source database had applied. */
  migrations: z.number().int().nonnegative(),
  /** In load order: a table comes after those it references. */
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      rows: z.number().int().nonnegative(),
      /** md5 over the rows' md5s in bytewise order (archiveQueries.tableDigest). */
      checksum: z.string(),
      chunks: z.number().int().nonnegative(),
    }),
  ),
  sequences: z.array(
    z.object({ name: z.string(), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }),
  ),
  files: z.array(z.object({ path: z.string(), size: z.number().int().nonnegative(), sha256 })),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const checksumsSchema = z.record(z.string(), sha256);
