/**
 * Serves a built single-page app the way the product's server serves its own (webApp.ts): the
 * build's brotli/gzip copies by Accept-Encoding, hashed assets cached for a year, index.html
 * revalidated and answered for the app's routes. For the bare react-admin app of the bench.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

export async function serveStatic(root: string, port: number) {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) =>
    /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')
      ? reply.code(404).send()
      : reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}
