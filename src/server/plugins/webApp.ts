/**
 * Serves the built web app (dist/web) from the same process and port as the API. Hashed assets are
 * cached for a year; index.html (and the other unhashed files: the service worker, the icon) is
 * revalidated on every load, so a new release is picked up at once. The build writes a brotli and a
 * gzip copy of each text file (vite.precompress.ts): a browser accepting one gets it as it is, with
 * `content-encoding` and `vary: accept-encoding`, and any other the plain file. Paths that
 * are not files, not /api and have no file extension get index.html (the app's own routes); a
 * missing asset stays a 404 instead of HTML a browser would refuse as a script.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export const webAppPlugin = fp(
  async (app, opts: { root: string }) => {
    const { root } = opts;
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      index: ['index.html'],
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.decorate('webRoot', root);
  },
  // The errors plugin's not-found handler answers the app's own routes with its index.html.
  { name: 'web-app', dependencies: ['errors'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    webRoot?: string;
  }
}
