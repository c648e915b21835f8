import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, build as viteBuild } from 'vite';
import { chunkGroups, firstDownloadOf, START_GROUP } from './vite.chunks';
import { precompress } from './vite.precompress';
import { type PreloadPlan, routePreload } from './vite.routePreload';

const API = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

/**
 * node-polyglot (react-admin's translations) requires the `object.entries` polyfill, which brings
 * some twenty helper modules; every browser we support has the native method it falls back to.
 */
const nativeObjectEntries: Plugin = {
  name: 'native-object-entries',
  enforce: 'pre',
  resolveId: (id) => (id === 'object.entries' ? '\0object.entries' : undefined),
  load: (id) => (id === '\0object.entries' ? 'module.exports = Object.entries;' : undefined),
};

/**
 * react-admin's <Title> wraps the page title in the preferences inspector's `Configurable`, whose
 * title editor (an MUI TextField, a popover, the settings icon) opens only from react-admin's
 * `<Inspector>`, which this app never renders; that editor is also the only writer of the title
 * preference the wrapper reads. Here Title renders its own PageTitle in a span with the wrapper's
 * class and layout, without the editor, so a screen that only shows a title (the home) does not
 * download the TextField.
 */
const raLayout = (file: string) =>
  fileURLToPath(new URL(`./node_modules/ra-ui-materialui/dist/layout/${file}`, import.meta.url));
const titleWithoutEditor: Plugin = {
  name: 'title-without-editor',
  enforce: 'pre',
  resolveId: (id, importer) =>
    id === './PageTitleConfigurable.js' &&
    importer?.replaceAll('\\', '/').endsWith('ra-ui-materialui/dist/layout/Title.js')
      ? '\0ra-page-title'
      : undefined,
  load: (id) =>
    id === '\0ra-page-title'
      ? `import { createElement } from 'react';
import { PageTitle } from ${JSON.stringify(raLayout('PageTitle.js'))};
const layout = { position: 'relative', display: 'inline-block' };
export const PageTitleConfigurable = ({ preferenceKey, ...props }) =>
  createElement('span', { className: 'RaConfigurable-root', style: layout }, createElement(PageTitle, props));`
      : undefined,
};

const reactRouter = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * Writes `.vite/chunks.json`: for each module of the app's own source, the file that carries it.
 * Grouped chunks are named after their group, not a module, so `npm run size` and the tests find
 * the sign-in page's or the home's file here rather than in the manifest.
 */
const chunkIndex: Plugin = {
  name: 'chunk-index',
  apply: 'build',
  generateBundle(_options, bundle) {
    const root = `${posix(process.cwd())}/`;
    const files: Record<string, string> = {};
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk')
        for (const id of chunk.moduleIds)
          if (posix(id).startsWith(root) && !id.includes('/node_modules/'))
            files[posix(id).slice(root.length)] = chunk.fileName;
    this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(files) });
  },
};
const posix = (id: string) => id.replaceAll('\\', '/');

/** What starts downloading with the entry, by URL and session (vite.routePreload.ts). */
const PRELOAD: PreloadPlan = {
  routes: [
    [/^\/orders\/?$/, ['src/web/orders/list/OrderListPage.tsx'], ['orders']],
    [/^\/orders\/create\/?$/, ['src/web/orders/create/OrderCreatePage.tsx'], ['orders']],
    [/^\/orders\/[^/]+\/?$/, ['src/web/orders/detail/OrderDetailPage.tsx'], ['orders']],
    [/^\/(dashboard\/?)?$/, ['src/web/dashboard/HomePage.tsx']],
  ],
  shell: ['src/web/layout/AppLayout.tsx'],
  signIn: ['src/web/auth/LoginPage.tsx'],
  open: /^\/(admin\/login|password-recovery|oauth\/|cookie-policy|privacy-policy)/,
  texts: { es: ['src/web/providers/messages-es.ts'], en: ['src/web/providers/messages-en.ts'] },
};

/** Set while the probe build runs, so that build is cut by the entry's group only. */
const PROBE = 'BO_CHUNK_PROBE';

/**
 * Builds the app in memory with rolldown's own chunks (the entry's group only) and answers which
 * modules the first screens download: the grouped build keeps exactly those in their files.
 */
async function probeFirstDownload() {
  process.env[PROBE] = '1';
  try {
    const output = await viteBuild({ logLevel: 'silent', build: { write: false, manifest: false } });
    const outputs = Array.isArray(output) ? output : [output];
    const chunks = outputs.flatMap((o) => ('output' in o ? o.output : [])).filter((c) => c.type === 'chunk');
    return firstDownloadOf(chunks);
  } finally {
    delete process.env[PROBE];
  }
}

/** The web app: built into dist/web and served by the API server; the dev server proxies /api. */
export default defineConfig(async ({ command }) => ({
  plugins: [
    react(),
    nativeObjectEntries,
    titleWithoutEditor,
    chunkIndex,
    routePreload(PRELOAD),
    precompress(),
  ],
  resolve: {
    // react-router's package points every bundler at its development build (dev-only warnings
    // included); a production build takes the production one, which differs only by those.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouter('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // The entry's closure in one file, the rest in a few groups (vite.chunks.ts).
        codeSplitting: {
          groups:
            command === 'build' && !process.env[PROBE]
              ? chunkGroups(await probeFirstDownload())
              : [START_GROUP],
        },
      },
    },
  },
  server: {
    port: 5173,
    // ws: the live connection's socket upgrades through the same /api prefix.
    proxy: { '/api': { target: API, changeOrigin: true, ws: true } },
  },
  define: {
    // A build for one tenant only (e.g. its own domain without a tenant sub-domain).
    'import.meta.env.VITE_TENANT': JSON.stringify(process.env.VITE_TENANT ?? ''),
  },
}));
