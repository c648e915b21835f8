/**
 * Starts the download of the current screen's files with the entry's.
 * Without it a cold load of /orders fetched in four waves: the entry, then (once it ran) the frame,
 * then the libraries, then the list's own chunk, each wave waiting for the previous one's code to
 * run. The build writes a small classic script (`assets/route-preload-<hash>.js`, allowed by the
 * CSP's script-src 'self', unlike an inline one) holding, for the app's main URLs, the files the
 * screen imports statically beyond the entry; index.html loads it (async) beside the entry, and it
 * adds `<link rel="modulepreload">` for the visitor's core texts and, with the session cookies, the
 * frame's and the URL's screen's files and texts, without them the sign-in page's.
 *
 * The same script then starts the first screen's API requests (src/web/boot/earlyRequests.ts, built
 * here into a small classic script of its own and appended): a cold load no longer waits for the
 * entry, then the frame, then the list before asking the server for the theme, the profile and the
 * list's first page.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type OutputBundle, type OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * A URL (pattern on the path), the modules its screen loads (relative to the project) and the
 * area texts it loads with them (`src/web/providers/texts/<language>-<group>.ts`).
 */
export type PreloadRoute = [pattern: RegExp, modules: string[], textGroups?: string[]];

const posix = (id: string) => id.replaceAll('\\', '/');

function filesFor(bundle: OutputBundle, modules: string[], skip: Set<string>): string[] {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || skip.has(file)) return;
    files.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  for (const module of modules) {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => posix(id).endsWith(`/${module}`)));
    if (!chunk) throw new Error(`route preload: no chunk holds ${module}`);
    visit(chunk.fileName);
  }
  return [...files];
}

export interface PreloadPlan {
  /** The main screens' URLs and their modules. */
  routes: PreloadRoute[];
  /** The frame, for a signed-in visitor at any URL. */
  shell: string[];
  /** The sign-in page, for a visitor without a session at any URL but the `open` ones. */
  signIn: string[];
  /** URLs that show their own page without a session (recovery, policies …). */
  open: RegExp;
  /** The core texts of each language (the `bo_lang` cookie; Spanish when absent, as main.tsx). */
  texts: { es: string[]; en: string[] };
}

interface PreloadMap {
  /** Per route: its pattern, its files, and its area texts' files in Spanish and in English. */
  routes: [string, string[], string[], string[]][];
  shell: string[];
  signIn: string[];
  open: string;
  es: string[];
  en: string[];
}

/** The promise, left on `window`, that the preloaded files have arrived (earlyRequests.ts waits on it). */
const PRELOADED_GLOBAL = '__boPreloaded';

function script(m: PreloadMap) {
  const list = (files: string[]) => JSON.stringify(files);
  const routes = m.routes
    .map(([pattern, files, es, en]) => `[${pattern},${list(files)},${list(es)},${list(en)}]`)
    .join(',');
  return `(function(){var c=document.cookie,p=location.pathname,n=/(?:^|; )bo_lang=en(?:;|$)/.test(c),f=n?${list(m.en)}:${list(m.es)};if(/(?:^|; )bo_(?:access|refresh)=/.test(c)){var r=[${routes}];f=f.concat(${list(m.shell)});for(var i=0;i<r.length;i++)if(r[i][0].test(p)){f=f.concat(r[i][1],r[i][n?3:2]);break}}else if(!${m.open}.test(p))f=f.concat(${list(m.signIn)});var s={},w=[];f.forEach(function(x){if(s[x])return;s[x]=1;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+x;w.push(new Promise(function(d){l.onload=l.onerror=d}));document.head.appendChild(l)});window.${PRELOADED_GLOBAL}=Promise.all(w)})();\n`;
}

const EARLY_ENTRY = fileURLToPath(new URL('./src/web/boot/earlyEntry.ts', import.meta.url));

/** The early requests' script (earlyEntry.ts and what it imports), as one minified classic script. */
async function earlyRequestsScript(define: Record<string, string>): Promise<string> {
  const result = await build({
    input: EARLY_ENTRY,
    write: false,
    platform: 'browser',
    transform: { define },
    output: { format: 'iife', minify: true, codeSplitting: false },
  });
  const chunk = result.output.find((o): o is OutputChunk => o.type === 'chunk');
  if (!chunk) throw new Error('route preload: the early requests script was not built');
  return chunk.code;
}

/** A route's area texts in one language, as the modules that hold them. */
const textModules = (groups: string[] | undefined, language: 'es' | 'en') =>
  (groups ?? []).map((group) => `src/web/providers/texts/${language}-${group}.ts`);

export const routePreload = (plan: PreloadPlan): Plugin => {
  let fileName = '';
  let define: Record<string, string> = {};
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      // The build's own settings (a build for one tenant only) and a production build's flags.
      define = {
        ...Object.fromEntries(
          Object.entries(config.define ?? {}).map(([key, value]) => [key, String(value)]),
        ),
        'import.meta.env.DEV': 'false',
        'import.meta.env.PROD': 'true',
        'import.meta.env.MODE': '"production"',
      };
    },
    generateBundle: {
      order: 'pre',
      async handler(_options, bundle) {
        // What index.html loads already: the entry and its static imports.
        const loaded = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (loaded.has(file) || chunk?.type !== 'chunk') return;
          loaded.add(file);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
        const files = (modules: string[]) => filesFor(bundle, modules, loaded);
        // A route's own files; the frame's and the texts' are listed once beside them.
        const shell = files(plan.shell);
        const texts = new Set([...files(plan.texts.es), ...files(plan.texts.en)]);
        const map: PreloadMap = {
          routes: plan.routes.map(([pattern, modules, groups]) => [
            String(pattern),
            files(modules).filter((file) => !shell.includes(file) && !texts.has(file)),
            files(textModules(groups, 'es')).filter((file) => !texts.has(file)),
            files(textModules(groups, 'en')).filter((file) => !texts.has(file)),
          ]),
          shell: shell.filter((file) => !texts.has(file)),
          signIn: files(plan.signIn).filter((file) => !texts.has(file)),
          open: String(plan.open),
          es: files(plan.texts.es),
          en: files(plan.texts.en),
        };
        const source = script(map) + (await earlyRequestsScript(define));
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        fileName = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        fileName
          ? [{ tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head-prepend' }]
          : [],
    },
  };
};
