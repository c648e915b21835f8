/**
 * Starts the download of the current screen's files with the entry's.
 * Without it a cold load of /orders fetched in four waves: the entry, then (once it ran) the frame,
 * then the libraries, then the list's own chunk, each wave waiting for the previous one's code to
 * run. The build writes a small classic script (`assets/route-preload-<hash>.js`, allowed by the
 * CSP's script-src 'self', unlike an inline one) holding, for the app's main URLs, the files the
 * screen imports statically beyond the entry; index.html loads it (async) beside the entry, and it
 * adds `<link rel="modulepreload">` for the visitor's core texts and, with the session cookies, the
 * frame's and the URL's screen's files, without them the sign-in page's.
 */
import { createHash } from 'node:crypto';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** A URL (pattern on the path) and the modules its screen loads, relative to the project. */
export type PreloadRoute = [pattern: RegExp, modules: string[]];

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
  routes: [string, string[]][];
  shell: string[];
  signIn: string[];
  open: string;
  es: string[];
  en: string[];
}

function script(m: PreloadMap) {
  const routes = m.routes.map(([pattern, files]) => `[${pattern},${JSON.stringify(files)}]`).join(',');
  const list = (files: string[]) => JSON.stringify(files);
  return `(function(){var c=document.cookie,p=location.pathname,f=/(?:^|; )bo_lang=en(?:;|$)/.test(c)?${list(m.en)}:${list(m.es)};if(/(?:^|; )bo_(?:access|refresh)=/.test(c)){var r=[${routes}];f=f.concat(${list(m.shell)});for(var i=0;i<r.length;i++)if(r[i][0].test(p)){f=f.concat(r[i][1]);break}}else if(!${m.open}.test(p))f=f.concat(${list(m.signIn)});var s={};f.forEach(function(x){if(s[x])return;s[x]=1;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+x;document.head.appendChild(l)})})();\n`;
}

export const routePreload = (plan: PreloadPlan): Plugin => {
  let fileName = '';
  return {
    name: 'route-preload',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
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
          routes: plan.routes.map(([pattern, modules]) => [
            String(pattern),
            files(modules).filter((file) => !shell.includes(file) && !texts.has(file)),
          ]),
          shell: shell.filter((file) => !texts.has(file)),
          signIn: files(plan.signIn).filter((file) => !texts.has(file)),
          open: String(plan.open),
          es: files(plan.texts.es),
          en: files(plan.texts.en),
        };
        const source = script(map);
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
