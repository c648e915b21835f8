/**
 * How the web build is cut into files (rolldown's `output.codeSplitting.groups`). Left to itself,
 * rolldown makes one chunk per set of lazy screens sharing a module: some 300 files, of which a cold
 * load of the order list fetched about 100, many of them a few hundred bytes, one after another.
 * Here:
 *
 * - `start`: the entry's static closure, one file (as before).
 * - the first download's lazy parts (sign-in page, frame, home, cookie banner, core texts), by which
 *   of the two first screens needs them: `first-common` (both), `first-signin`, `first-shell`,
 *   `texts-es`, `texts-en`, `texts` (both languages). The sign-in page and the shell download
 *   the modules they did before, in a handful of files (`npm run size` counts them), plus the few
 *   core texts of the other language that a screen imports directly (2.9 KB gzip).
 * - everything else (the screens and what only they use): the libraries by family (`lib`,
 *   `lib-mui`, `lib-ra`, `lib-pickers`, `lib-charts`), the app's shared code (`app-shared`), the
 *   area texts (`texts-es-orders` …), the home's cards (`after-home`) and one chunk per screen
 *   folder (`orders-list`, `orders-detail`, `finance-pending`, …).
 *
 * Which modules the first screens need is read from a probe build (rolldown's own chunks with only
 * the `start` group): the static import graph alone over-counts, as a screen importing one component
 * from a package's index "imports" every module that index re-exports.
 *
 * A group takes the modules its members import unless a group of higher priority took them first
 * (`includeDependenciesRecursively`), so the more widely shared groups come first: a screen's chunk
 * never holds a library or shared module that another screen would then fetch it for.
 */
import { fileURLToPath } from 'node:url';
import type { ChunkingContext, CodeSplittingGroup, OutputChunk } from 'rolldown';

const posix = (id: string) => id.replaceAll('\\', '/');
const src = (file: string) => posix(fileURLToPath(new URL(`./src/${file}`, import.meta.url)));
const WEB = src('web/');
const DOMAIN = src('domain/');
const TEXTS = src('web/providers/texts/');

/** The lazily loaded modules of the first download (docs/decisions.md, "First download"). */
export const FIRST_ROOTS = {
  signIn: [src('web/auth/LoginPage.tsx')],
  shell: [src('web/layout/AppLayout.tsx'), src('web/dashboard/HomePage.tsx')],
  both: [src('web/legal/CookieBanner.tsx')],
  es: [src('web/providers/messages-es.ts')],
  en: [src('web/providers/messages-en.ts')],
};

export const START_GROUP: CodeSplittingGroup = { name: 'start', tags: ['$initial'], priority: 100 };

type Reach = { signIn: boolean; shell: boolean; es: boolean; en: boolean };
/** What the entry downloads, and which first screens need a module beyond it (null: none). */
export type FirstDownload = { initial: (id: string) => boolean; reach: (id: string) => Reach | null };

/**
 * The modules each first screen downloads beyond the entry, from a build's chunks: the chunk of each
 * root and the chunks it imports statically, less the entry's own.
 */
export function firstDownloadOf(chunks: OutputChunk[]): FirstDownload {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modulesOf = (start: string[]) => {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    start.forEach(visit);
    return new Set([...files].flatMap((file) => byFile.get(file)?.moduleIds.map(posix) ?? []));
  };
  const closure = (roots: string[]) =>
    modulesOf(
      roots.map((root) => {
        const chunk = chunks.find((c) => c.moduleIds.some((id) => posix(id) === root));
        if (!chunk) throw new Error(`chunk groups: no chunk holds ${root}`);
        return chunk.fileName;
      }),
    );
  const initial = modulesOf(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const signIn = closure([...FIRST_ROOTS.signIn, ...FIRST_ROOTS.both]);
  const shell = closure([...FIRST_ROOTS.shell, ...FIRST_ROOTS.both]);
  const es = closure(FIRST_ROOTS.es);
  const en = closure(FIRST_ROOTS.en);
  return {
    initial: (moduleId) => initial.has(posix(moduleId)),
    reach: (moduleId) => {
      const id = posix(moduleId);
      if (initial.has(id)) return null;
      const reach = { signIn: signIn.has(id), shell: shell.has(id), es: es.has(id), en: en.has(id) };
      return reach.signIn || reach.shell || reach.es || reach.en ? reach : null;
    },
  };
}

/** The library family of a package module. */
const LIBS: [string, RegExp][] = [
  [
    'lib-charts',
    /\/node_modules\/(@mui\/x-charts[^/]*|d3-[^/]+|internmap|delaunator|robust-predicates|flatqueue)\//,
  ],
  ['lib-pickers', /\/node_modules\/@mui\/x-date-pickers[^/]*\//],
  ['lib-ra', /\/node_modules\/(react-admin|ra-[^/]+)\//],
  ['lib-mui', /\/node_modules\/(@mui|@emotion|@popperjs|react-transition-group)\//],
];
const libOf = (path: string) => LIBS.find(([, re]) => re.test(path))?.[0] ?? 'lib';

/** Folders of src/web whose modules any screen may use. */
const SHARED_FOLDERS = new Set(['ui', 'providers', 'navigation', 'layout', 'realtime', 'notifications']);

/** Where a module the first screens do not need goes (null: with the group that imports it). */
function lazyGroupOf(path: string): string | null {
  if (path.includes('/node_modules/')) return libOf(path);
  if (path.startsWith(TEXTS)) return `texts-${path.slice(TEXTS.length).replace(/\.tsx?$/, '')}`;
  if (!path.startsWith(WEB)) return path.startsWith(DOMAIN) ? 'app-shared' : null;
  const parts = path.slice(WEB.length).split('/');
  if (parts.length < 2 || SHARED_FOLDERS.has(parts[0] as string)) return 'app-shared';
  return parts.length > 2 ? `${parts[0]}-${parts[1]}` : (parts[0] as string);
}

/** The date pickers' or the charts' group, if the module (through the app's modules) imports them. */
function heavyLibOf(id: string, ctx: ChunkingContext): string | null {
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const imported of ctx.getModuleInfo(next)?.importedIds ?? []) {
      const path = posix(imported);
      if (!path.includes('/node_modules/')) stack.push(imported);
      else if (['lib-pickers', 'lib-charts'].includes(libOf(path))) return libOf(path);
    }
  }
  return null;
}

const isScreen = (group: string | null): group is string =>
  group !== null && !group.startsWith('lib') && !group.startsWith('texts-') && !group.startsWith('app-');

/**
 * The group of a module no first screen needs. Packages and shared folders by path. A module of a
 * screen folder goes where its importers are: with its own folder when the app's routes (or the
 * entry) load it, with the one screen that imports it otherwise (an order's payments section, loaded
 * by the detail, goes with the detail), with the parts loaded after a first screen's paint when that
 * is what loads it (`after-home`: the home's cards), and in `app-shared` when screens of more
 * than one group import it. Null: rolldown's own chunk (a shared module loaded on demand that brings
 * the pickers or the charts).
 */
/**
 * Screen folders whose chunks load with another screen's: the order detail's sections, registered by
 * their areas (a role without that area downloads them too: a few KB, against three more requests).
 */
const JOINED: Record<string, string> = {
  'finance-order': 'orders-detail',
  'logistics-order': 'orders-detail',
  'inventory-allocation': 'orders-detail',
};

/**
 * What a first screen loads after its paint: the home's cards in a group of their own; what the
 * frame loads (the push prompt) with the shared code every signed-in screen downloads anyway.
 */
const afterFirst = (importer: string) =>
  posix(importer) === FIRST_ROOTS.shell[1] ? 'after-home' : 'app-shared';

function screenResolver({ initial, reach }: FirstDownload) {
  const cache = new Map<string, string | null>();
  const resolving = new Set<string>();
  const groupOf = (id: string, ctx: ChunkingContext): string | null => {
    const known = cache.get(id);
    if (known !== undefined) return known;
    const path = lazyGroupOf(posix(id));
    const own = (path && JOINED[path]) ?? path;
    const info = ctx.getModuleInfo(id);
    const onDemand = info !== null && info.importers.length === 0 && info.dynamicImporters.length > 0;
    if (!isScreen(own)) {
      // A shared module loaded on demand (the data provider, the live connection, a panel) joins
      // the shared code every signed-in screen downloads anyway, unless it brings the date pickers
      // or the charts: then it goes with them (the range picker's months, with the pickers).
      const group = onDemand && own === 'app-shared' ? (heavyLibOf(id, ctx) ?? own) : own;
      cache.set(id, group);
      return group;
    }
    if (resolving.has(id)) return own;
    resolving.add(id);
    const groups = new Set<string>();
    for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) {
      if (initial(importer)) groups.add(own);
      else if (reach(importer)) groups.add(afterFirst(importer));
      else if (!posix(importer).includes('/node_modules/')) groups.add(groupOf(importer, ctx) ?? own);
    }
    resolving.delete(id);
    const group = groups.size === 0 ? own : groups.size === 1 ? ([...groups][0] as string) : 'app-shared';
    cache.set(id, group);
    return group;
  };
  return groupOf;
}

/**
 * The groups, given which modules the first screens need. Ordered by priority: a group's members'
 * imports not yet taken go with it, so the widely shared groups come first.
 */
export function chunkGroups(firstDownload: FirstDownload): CodeSplittingGroup[] {
  const reachOf = firstDownload.reach;
  const first = (
    priority: number,
    pick: (reach: Reach, lazyImporter: boolean) => string | null,
  ): CodeSplittingGroup => ({
    priority,
    debugName: `first-${priority}`,
    name: (id, ctx) => {
      const reach = reachOf(id);
      const lazyImporter = () =>
        (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => !reachOf(importer));
      return reach ? pick(reach, lazyImporter()) : null;
    },
  });
  const screens = screenResolver(firstDownload);
  const lazy = (priority: number, test: (group: string) => boolean): CodeSplittingGroup => ({
    priority,
    debugName: `lazy-${priority}`,
    name: (id, ctx) => {
      if (reachOf(id) || id.startsWith('\0')) return null;
      const group = screens(id, ctx);
      return group !== null && test(group) ? group : null;
    },
  });
  return [
    START_GROUP,
    // Needed by both first screens (a core text counts for both: each loads them); and the few
    // core texts of either language a screen imports directly (both languages' relative times),
    // which would otherwise bring a signed-in screen the other language's whole core texts.
    first(90, (r, lazyImporter) =>
      (r.signIn && r.shell) || (r.es && (r.signIn || r.shell)) || (lazyImporter && !r.signIn && !r.shell)
        ? 'first-common'
        : null,
    ),
    first(80, (r) => (r.es && r.en && !r.signIn && !r.shell ? 'texts' : null)),
    first(70, (r) => (r.signIn && !r.shell ? 'first-signin' : r.shell && !r.signIn ? 'first-shell' : null)),
    first(60, (r) => (r.signIn || r.shell ? null : r.es ? 'texts-es' : 'texts-en')),
    // Libraries beyond the first download, the more widely used first (MUI before those built on it).
    lazy(50, (g) => g === 'lib'),
    lazy(49, (g) => g === 'lib-mui'),
    lazy(48, (g) => g === 'lib-ra'),
    // The shared code before the pickers and charts: a module both import (the range's day
    // arithmetic) goes with the shared code, not into the pickers' chunk every screen would fetch.
    lazy(47, (g) => g === 'app-shared'),
    lazy(46, (g) => g === 'lib-pickers'),
    lazy(45, (g) => g === 'lib-charts'),
    lazy(20, (g) => g.startsWith('texts-')),
    lazy(10, isScreen),
  ];
}
