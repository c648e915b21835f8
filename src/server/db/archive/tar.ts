/**
 * A minimal gzip-compressed tar (ustar) writer and reader for the backup archive: regular files
 * only, names up to 255 bytes (split into ustar's prefix and name), every entry held in memory
 * one at a time (the archive keeps its entries small: table data is written in chunks). Standard
 * `tar -xzf` reads what this writes, so an archive can be inspected by hand.
 */

import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.indexOf('/'); i > 0; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`archive entry name too long: ${name}`);
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  block.write(base, 0, 100);
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write('        ', 148); // checksum counted as spaces
  block.write('0', 156);
  block.write('ustar\u000000', 257);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

export interface TarWriter {
  add(name: string, data: Uint8Array): Promise<void>;
  /** Writes the end-of-archive blocks and waits until the file is on disk. */
  finish(): Promise<void>;
}

export function createTarGzWriter(file: string): TarWriter {
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const failed = new Promise<never>((_, reject) => {
    gzip.on('error', reject);
    out.on('error', reject);
  });
  failed.catch(() => {});
  const write = async (stream: Writable, chunk: Uint8Array) => {
    if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), failed]);
  };
  const now = new Date();
  return {
    async add(name, data) {
      await write(gzip, header(name, data.length, now));
      await write(gzip, data);
      const pad = (BLOCK - (data.length % BLOCK)) % BLOCK;
      if (pad) await write(gzip, Buffer.alloc(pad));
    },
    async finish() {
      gzip.end(Buffer.alloc(BLOCK * 2));
      await Promise.race([once(out, 'close'), failed]);
    },
  };
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

function parseOctal(block: Buffer, start: number, length: number): number {
  const text = block
    .subarray(start, start + length)
    .toString('latin1')
    .replace(/\0.*$/, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) throw new Error('not a tar archive (bad number in a header)');
  return text ? Number.parseInt(text, 8) : 0;
}

function cString(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
}

function checkHeader(block: Buffer): void {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  if (parseOctal(block, 148, 8) !== sum) throw new Error('not a tar archive (header checksum)');
}

/**
 * The regular-file entries of a .tar.gz in order. Throws on anything that is not a well-formed
 * gzip'd tar: a bad checksum, a truncated entry, a missing end.
 */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  const raw = createReadStream(file);
  const input = createGunzip();
  raw.on('error', (error) => input.destroy(error));
  raw.pipe(input);
  let buffered: Buffer[] = [];
  let length = 0;
  let pending: { name: string; size: number; skip: boolean } | null = null;
  let ended = false;
  const take = (n: number): Buffer => {
    const all = buffered.length === 1 ? (buffered[0] as Buffer) : Buffer.concat(buffered, length);
    const head = all.subarray(0, n);
    const rest = all.subarray(n);
    buffered = rest.length ? [rest] : [];
    length = rest.length;
    return head;
  };
  for await (const chunk of input as AsyncIterable<Buffer>) {
    buffered.push(chunk);
    length += chunk.length;
    for (;;) {
      if (ended) break;
      if (!pending) {
        if (length < BLOCK) break;
        const block = take(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        checkHeader(block);
        const type = String.fromCharCode(block[156] ?? 0);
        const prefix = cString(block, 345, 155);
        const base = cString(block, 0, 100);
        pending = {
          name: prefix ? `${prefix}/${base}` : base,
          size: parseOctal(block, 124, 12),
          skip: type !== '0' && type !== '\0',
        };
      }
      const padded = Math.ceil(pending.size / BLOCK) * BLOCK;
      if (length < padded) break;
      const data = Buffer.from(take(padded).subarray(0, pending.size));
      const entry = pending;
      pending = null;
      if (!entry.skip) yield { name: entry.name, data };
    }
  }
  if (!ended) throw new Error('the archive is truncated (no end-of-archive marker)');
}
