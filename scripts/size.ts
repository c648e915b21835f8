/**
 * Prints the gzip bytes the browser downloads for the sign-in page and for the dashboard shell,
 * from the Vite manifest of the last build (`npm run build`). Fonts are counted once (woff2 only).
 * `--dir <folder>` measures another build (e.g. `vite build --outDir /tmp/size-web`). Exits with 1
 * when either is over the budget (docs/decisions.md, "First download").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dirFlag = process.argv.indexOf('--dir');
const dirArg = dirFlag >= 0 ? process.argv[dirFlag + 1] : undefined;
const dist = dirArg ? resolve(dirArg) : join(process.cwd(), 'dist', 'web');
type Chunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  src?: string;
};
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** The build's module → file index (vite.config.ts, `chunk-index`); a build without it has none. */
const chunksFile = join(dist, '.vite', 'chunks.json');
const chunkOf: Record<string, string> = existsSync(chunksFile)
  ? (JSON.parse(readFileSync(chunksFile, 'utf8')) as Record<string, string>)
  : {};
const keyOfFile = (file: string) => Object.keys(manifest).find((k) => manifest[k]?.file === file);

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry in the manifest: run npm run build first');
/**
 * Lazily loaded modules a first visit also downloads, found by the end of their source path: the
 * manifest's key of the module's own chunk, or of the grouped chunk that carries it.
 */
const lazyKeys = (...ends: string[]) =>
  ends.flatMap((end) => {
    const own = Object.keys(manifest).filter((k) => k.endsWith(end));
    if (own.length > 0) return own;
    const file = Object.entries(chunkOf).find(([module]) => module.endsWith(end))?.[1];
    const key = file ? keyOfFile(file) : undefined;
    if (!key) throw new Error(`${end}: in no chunk of the build`);
    return [key];
  });

// A visitor who is not signed in: the entry, the sign-in page, the cookie banner and the Spanish texts.
const signIn = closure([
  entryKey,
  ...lazyKeys('auth/LoginPage.tsx', 'legal/CookieBanner.tsx', 'providers/messages-es.ts'),
]);
// A signed-in visitor on /dashboard: the entry, the frame (if split off) and the home screen.
const shell = closure([
  entryKey,
  ...lazyKeys(
    'layout/AppLayout.tsx',
    'dashboard/HomePage.tsx',
    'legal/CookieBanner.tsx',
    'providers/messages-es.ts',
  ),
]);
const html = gzipSync(readFileSync(join(dist, 'index.html'))).length;
const total = (files: Set<string>) => [...files].reduce((sum, f) => sum + gz(f), html);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const BUDGET = 320 * 1024;

console.log(
  `sign-in page: ${kb(total(signIn))} gzip in ${signIn.size + 1} files (JS + CSS + HTML, fonts excluded)`,
);
console.log(`dashboard shell: ${kb(total(shell))} gzip in ${shell.size + 1} files`);
for (const f of [...shell].sort((a, b) => gz(b) - gz(a)).slice(0, 5))
  console.log(`  ${kb(gz(f)).padStart(9)}  ${f}`);
const measured: [string, number][] = [
  ['sign-in page', total(signIn)],
  ['dashboard shell', total(shell)],
];
const over = measured.filter(([, bytes]) => bytes > BUDGET);
for (const [name, bytes] of over) console.error(`${name} is over the ${kb(BUDGET)} budget: ${kb(bytes)}`);
if (over.length > 0) process.exitCode = 1;
