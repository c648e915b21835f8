/**
 * Serves the built web app (dist/web) from the same process and port as the API. Hashed assets are
 * cached for a year; index.html never, so a new release is picked up on the next load. Paths that
 * are not files and not /api get index.html (the app's own routes).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export const WEB_ROOT = join(process.cwd(), 'dist', 'web');

export const webAppPlugin = fp(async (app, opts: { root?: string }) => {
  const root = opts.root ?? WEB_ROOT;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: only the API is served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.decorate('webRoot', root);
});

declare module 'fastify' {
  interface FastifyInstance {
    webRoot?: string;
  }
}
