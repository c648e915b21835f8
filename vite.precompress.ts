/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each text file of the
 * build (JS, CSS, HTML, SVG, JSON), which the server sends as they are to a browser that accepts
 * them (@fastify/static's `preCompressed`): no compression work per request, and the strongest
 * levels, too slow to run per response, cost nothing at serving time. A copy that would not be
 * smaller than the file is not written. Fonts (woff2) are compressed already.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // The manifest and the chunk index (.vite/) are read by scripts, never served.
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

export async function precompressDir(dir: string) {
  const files = (await filesOf(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
  return files.length;
}

/** The build's plugin: compresses the output folder once every file is written. */
export const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  async writeBundle(options) {
    if (options.dir) await precompressDir(options.dir);
  },
});
