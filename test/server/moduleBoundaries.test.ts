/**
 * The server's import graph keeps its boundaries:
 * - a business module is reached only through its `index.ts` (its public API), never its files;
 * - SQL (Drizzle's query builder and the schema's tables) lives in the `queries` files of a slice;
 * - the owner connection, which bypasses row-level security, is handed only to the tenant
 *   directory, migrations, seeds and the job runner: request code cannot even name its type.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SERVER = join(ROOT, 'src/server');
const MODULES = join(SERVER, 'modules');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

interface Import {
  from: string;
  target: string;
  names: string;
  typeOnly: boolean;
}

const IMPORT = /import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/gs;

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map(([, typeOnly, names = '', spec = '']) => ({
    from: file,
    target: spec.startsWith('.') ? resolve(dirname(file), spec) : spec,
    names,
    typeOnly: !!typeOnly,
  }));
}

const rel = (path: string) => relative(ROOT, path);
/** `modules/<name>` of a path inside a module, else null. */
const moduleOf = (path: string) => {
  const inside = relative(MODULES, path);
  return inside.startsWith('..') ? null : (inside.split('/')[0] ?? null);
};

const serverImports = filesUnder(SERVER).flatMap(importsOf);

/** Value names imported (a `type` marker on a name makes it type-only). */
const valueNames = (i: Import) =>
  i.typeOnly
    ? []
    : i.names
        .replace(/[{}]/g, '')
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '));

describe('server module boundaries', () => {
  it('reaches another module only through its index.ts', () => {
    const offenders = serverImports
      .filter((i) => {
        const target = moduleOf(i.target);
        const index = [join(MODULES, target ?? ''), join(MODULES, target ?? '', 'index')];
        return target !== null && target !== moduleOf(i.from) && !index.includes(i.target);
      })
      .map((i) => `${rel(i.from)} → ${rel(i.target)}`);
    expect(offenders).toEqual([]);
  });

  it('every module has an index.ts', () => {
    const modules = readdirSync(MODULES).filter((name) => statSync(join(MODULES, name)).isDirectory());
    expect(modules.length).toBeGreaterThan(5);
    for (const name of modules)
      expect(filesUnder(join(MODULES, name)).map(rel)).toContain(`src/server/modules/${name}/index.ts`);
  });

  it('keeps SQL in the queries files of each slice', () => {
    const isQueries = (file: string) => /\/(queries|\w+Queries)\.ts$/.test(file);
    const offenders = serverImports
      .filter((i) => moduleOf(i.from) !== null && !isQueries(i.from))
      .filter((i) => i.target.startsWith('drizzle-orm') || i.target === join(SERVER, 'db/schema'))
      .filter((i) => valueNames(i).length > 0)
      .map(
        (i) =>
          `${rel(i.from)} imports ${valueNames(i).join(', ')} from ${i.target.startsWith('drizzle') ? i.target : 'db/schema'}`,
      );
    expect(offenders).toEqual([]);
  });

  it('never lets request code name the owner connection', () => {
    // The composition root builds it; the database layer, the tenant directory and the job runner use it.
    const allowed = [
      'src/server/app.ts',
      'src/server/main.ts',
      'src/server/modules/tenants/tenantDirectory.ts',
    ];
    const allowedFolders = ['src/server/db/', 'src/server/jobs/'];
    const ownerNames = /(^|[\s,{])(Db|Database|openDatabase)([\s,}]|$)/;
    const offenders = serverImports
      .filter((i) => i.target === join(SERVER, 'db/client'))
      .filter((i) => !allowedFolders.some((f) => rel(i.from).startsWith(f)) && !allowed.includes(rel(i.from)))
      .filter((i) => ownerNames.test(i.names))
      .map((i) => `${rel(i.from)}: ${i.names.replace(/\s+/g, ' ')}`);
    expect(offenders).toEqual([]);
  });
});
