/**
 * Delivery of the built web app: the build's brotli and gzip copies (written by the same function
 * the build runs) are sent to a browser that accepts them, with the encoding and `vary` headers;
 * hashed assets are cached for a year, index.html and the app's own routes are revalidated.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../vite.precompress';
import { createTestApp, type TestContext } from '../helpers/testApp';
import { type ServedWebApp, serveWebApp } from '../helpers/webApp';

let t: TestContext;
let served: ServedWebApp;

const INDEX =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Back-office</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>\n';
// Text a compressor shrinks, as a bundle is.
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const label${i} = 'order ${i}';`).join('\n');
const TINY = 'export{};';

beforeAll(async () => {
  t = await createTestApp();
  served = await serveWebApp(
    t,
    {
      'index.html': INDEX.repeat(4),
      'assets/index-abc.js': SCRIPT,
      'assets/tiny-abc.js': TINY,
      'assets/roboto-abc.woff2': Buffer.from([0x77, 0x4f, 0x46, 0x32]),
    },
    precompressDir,
  );
});
afterAll(async () => {
  await served?.close();
  await t?.close();
});

const get = (url: string, acceptEncoding?: string) =>
  served.web.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('web app delivery', () => {
  it('sends a hashed script as brotli to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-abc.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('sends gzip to a browser that accepts gzip only, and the plain file to one that accepts none', async () => {
    const gz = await get('/assets/index-abc.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(SCRIPT);

    const plain = await get('/assets/index-abc.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a file no compressor shrinks as it is, and leaves fonts uncompressed', async () => {
    const tiny = await get('/assets/tiny-abc.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe(TINY);
    const font = await get('/assets/roboto-abc.woff2', 'br, gzip');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-encoding']).toBeUndefined();
  });

  it('sends index.html compressed and revalidated, at / and at any of the app own routes', async () => {
    for (const url of ['/', '/index.html', '/orders/123']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString('utf8'), url).toBe(INDEX.repeat(4));
    }
  });

  it('still answers a missing asset with 404, whatever the encodings accepted', async () => {
    const res = await get('/assets/missing-abc.js', 'br, gzip');
    expect(res.statusCode).toBe(404);
  });
});
