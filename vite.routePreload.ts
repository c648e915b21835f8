/**
 * Starts the download of the current screen's files with the entry's, for a signed-in visitor.
 * Without it a cold load of /orders fetched in four waves: the entry, then (once it ran) the frame,
 * then the libraries, then the list's own chunk, each wave waiting for the previous one's code to
 * run. The build writes a small classic script (`assets/route-preload-<hash>.js`, allowed by the
 * CSP's script-src 'self', unlike an inline one) holding, for the app's main URLs, the files the
 * screen imports statically beyond the entry, with the frame's; index.html loads it (async) beside
 * the entry, and it adds `<link rel="modulepreload">` for the files of the URL it is opened at, when the
 * session cookies are there (the sign-in page gets nothing).
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

function script(map: [string, string[]][]) {
  const routes = map.map(([pattern, files]) => `[${pattern},${JSON.stringify(files)}]`).join(',');
  return `(function(){if(!/(?:^|; )bo_(?:access|refresh)=/.test(document.cookie))return;var r=[${routes}],p=location.pathname;for(var i=0;i<r.length;i++)if(r[i][0].test(p)){r[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f;document.head.appendChild(l)});return}})();\n`;
}

export const routePreload = (routes: PreloadRoute[], shell: string[]): Plugin => {
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
        const map = routes.map(([pattern, modules]): [string, string[]] => [
          String(pattern),
          // The core texts are the visitor's language's, which main.tsx picks.
          filesFor(bundle, [...shell, ...modules], loaded).filter(
            (file) => !file.startsWith('assets/texts-'),
          ),
        ]);
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
