/**
 * Security headers on every answer, set once here (helmet) rather than per route: a
 * Content-Security-Policy the built web app satisfies, no framing, no MIME sniffing, no referrer
 * outside the site. An answer whose route did not choose its own caching is never stored: API data
 * is per user. The web bundle, the API docs' files and the tenants' public images keep the caching
 * their routes set. The policy's reasons are in docs/decisions.md ("Hardening: headers …").
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Directives of the one policy every page and answer carries. */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  // The bundle's own files only: no inline script, no eval.
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // MUI (emotion) writes its styles into <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // A tenant's logo or favicon may be an address of its own site or a data: image.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  // A PDF opened in a new tab is a blob: document that inherits this policy: Chrome's viewer loads
  // it as plugin data, and the page may read it back.
  'connect-src': ["'self'", 'blob:'],
  'object-src': ["'self'", 'blob:'],
  // The dashboards of a tenant's external BI (Metabase) are embedded from its https site, whose
  // address each tenant sets: any https frame, never plain http (the URL carries a signed token).
  'frame-src': ["'self'", 'https:'],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        // Written out in full; helmet's defaults would add upgrade-insecure-requests, which breaks a
        // deployment served over plain http (http://localhost:3000, an address on the LAN).
        useDefaults: false,
        directives: CONTENT_SECURITY_POLICY,
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
    });
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'security-headers' },
);
