/**
 * Malformed requests generated from the OpenAPI document, for the fuzz suite: a seeded generator
 * (the same cases on every run), a sample of a schema's valid shape to mutate one slot of, and the
 * families of bad input an outside prober tries first.
 */
import { multipart, samplePdf, samplePng } from './multipart';

/** A small seeded PRNG (mulberry32): the same seed gives the same cases on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable number of a text: each operation gets its own seed, unmoved when others are added. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const pick = <T>(rng: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Path = (string | number)[];

/** Ids of the demo data by the name of the field or parameter that holds one. */
export type IdPool = (name: string) => string | undefined;

const isUuidSchema = (s: JsonSchema) => s.format === 'uuid';

function firstAlternative(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema.allOf?.[0] ?? schema;
  return (
    options.find((o) => o.type !== 'null' && !(o.enum && o.enum.length === 1 && o.enum[0] === '')) ??
    options[0] ??
    schema
  );
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A delivery-like date a few weeks ahead on a weekday, so date rules let the rest be checked. */
function aheadWeekday(): string {
  const d = new Date(Date.now() + 21 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Valid texts of the patterned fields (RFC, lada, phone, zip code, colour, decimals …). */
const PATTERN_CANDIDATES = [
  'ABC010203XY9',
  '+52',
  '4421234567',
  '76000',
  '#336699',
  '10.5',
  '10',
  'ABC-123',
  'abc',
  'main',
];

/** Dates of facts, never ahead of today. */
const PAST_NAME = /invoice|credit|reception|payment|receiv|deliver|sign/i;

/** Text fields whose rules want a figure: quantities, prices, limits, rates. */
const FIGURE_NAME = /price|amount|quantity|limit|cost|rate|value|total|kg|factor|percent|iva/i;

function sampleText(s: JsonSchema, name: string, ids: IdPool): string {
  const known = ids(name);
  if (known) return known;
  if (isUuidSchema(s)) return '0f3b6a1e-8c44-4d8e-9a51-2f7c3d9e1b20';
  if (s.format === 'date-time') return `${aheadWeekday()}T10:00:00.000Z`;
  // What already happened (an invoice, a payment, a reception) cannot be dated ahead.
  if (/date/i.test(name) && PAST_NAME.test(name)) return new Date().toISOString().slice(0, 10);
  if (s.format === 'date' || /date/i.test(name)) return aheadWeekday();
  if (/direction/i.test(name)) return 'ASC';
  if (s.format === 'email' || /email/i.test(name)) return 'fuzz@example.com';
  if (s.pattern) {
    const pattern = new RegExp(s.pattern, 'u');
    const fits = PATTERN_CANDIDATES.find((c) => pattern.test(c));
    if (fits) return fits;
  }
  if (FIGURE_NAME.test(name)) return '10';
  if (/url|website|logo|favicon/i.test(name)) return 'https://example.com/a.png';
  if (/password/i.test(name)) return 'Fuzz1234x';
  return 'fuzz'.padEnd(Math.max(4, s.minLength ?? 0), 'z').slice(0, s.maxLength ?? 200);
}

/** A value of the schema's shape: enums take their first option, ids come from the demo data. */
export function sampleOf(schema: JsonSchema | undefined, name: string, ids: IdPool, depth = 0): Json {
  if (!schema || depth > 6) return null;
  const s = firstAlternative(schema);
  if (s.enum && s.enum.length > 0) return s.enum[0] as Json;
  switch (typeOf(s)) {
    case 'string':
      return sampleText(s, name, ids);
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, Math.min(1, s.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array': {
      const item = sampleOf(s.items, name.replace(/s$/, ''), ids, depth + 1);
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => item);
    }
    case 'object': {
      const out: { [key: string]: Json } = {};
      for (const [key, prop] of Object.entries(s.properties ?? {}))
        out[key] = sampleOf(prop, key, ids, depth + 1);
      return out;
    }
    default:
      return null;
  }
}

/** Where the leaves of a sampled value are: the slots a mutation replaces. */
export function leavesOf(value: Json, path: Path = []): { path: Path; value: Json }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leavesOf(v, [...path, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leavesOf(v, [...path, k]));
  return [{ path, value }];
}

export function withValueAt(root: Json, path: Path, value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root) && typeof head === 'number') {
    const copy = [...root];
    copy[head] = withValueAt(copy[head] ?? null, rest, value);
    return copy;
  }
  if (root !== null && typeof root === 'object' && !Array.isArray(root) && typeof head === 'string') {
    return { ...root, [head]: withValueAt(root[head] ?? null, rest, value) };
  }
  return root;
}

// ---- the bad inputs -------------------------------------------------------------------------

export const NUL_TEXTS = ['fuzz\u0000', '\u0000', 'a\u0000b%00'];
export const SURROGATE_TEXTS = ['\ud800', 'fuzz\udfff', 'x\ud800y\udc00\ud800'];
export const INJECTIONS = [
  "' OR 1=1 --",
  "'; drop table orders; --",
  '" OR ""="',
  '1; select pg_sleep(0)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}#{7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00%2e%2e%2f',
  '\\',
  "O'Brien",
  '%',
  '_%_',
  '*',
  '\u202eevil\u202c',
  '\ufeff\uffff',
  '😀👍🏽',
  'a\u0301\u0301\u0301',
  '   ',
  '',
];
export const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '1',
  '-1',
  "1' or '1'='1",
  '%00',
  '..%2F..%2Fetc',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '0f3b6a1e-8c44-4d8e-9a51-2f7c3d9e1b2',
  '0f3b6a1e8c444d8e9a512f7c3d9e1b20',
  '{0f3b6a1e-8c44-4d8e-9a51-2f7c3d9e1b20}',
  'x'.repeat(300),
];
export const BAD_DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-99-99',
  '99999-01-01',
  '-001000-01-01',
  '2026-1-1',
  'yesterday',
  '2026-12-15T25:61:00Z',
  '1e10',
  '',
];
export const BAD_NUMBERS = [
  '-1',
  '0',
  '1e400',
  '9'.repeat(40),
  '2147483648',
  '1.5',
  'abc',
  'NaN',
  'Infinity',
  '0x10',
  '',
];
export const BAD_SORTS = [
  'password',
  'passwordHash',
  'id; drop table users',
  '__proto__',
  'constructor',
  '1',
  'name desc',
  '"id"',
  'ASC',
  '',
];
export const WRONG_TYPES: Json[] = [
  12345,
  -1,
  1e308,
  true,
  null,
  [],
  ['a', 1],
  {},
  { $ne: null },
  '12345',
  'true',
];

// ---- requests -------------------------------------------------------------------------------

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was changed, for the failure message. */
  what: string;
}

export type Query = Record<string, string | string[]>;

export function urlOf(path: string, params: Record<string, string>, query: Query): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

export const jsonRequest = (body: Json) => ({
  payload: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

/** Bodies sent with a content type they do not match, or that are not valid JSON. */
export const RAW_BODIES: { type: string; body: string | Buffer }[] = [
  { type: 'text/plain', body: 'hello' },
  { type: 'application/xml', body: '<?xml version="1.0"?><a>1</a>' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&b=%00' },
  { type: 'application/json', body: '{"a":' },
  { type: 'application/json', body: '[1,2,3]' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '"\\u0000"' },
  { type: 'application/json', body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { type: 'application/json; charset=latin1', body: Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]) },
  { type: 'application/octet-stream', body: Buffer.from([0, 1, 2, 255]) },
  { type: 'multipart/form-data', body: '--x\r\n' },
];

export type MultipartField = { name: string; value: string };

/** A well-formed multipart body of one file and some fields, as the upload routes take. */
export function goodMultipart(fileKind: 'png' | 'pdf', fields: MultipartField[], filename?: string) {
  return multipart([
    ...fields.map((f) => ({ name: f.name, content: f.value })),
    {
      name: 'file',
      filename: filename ?? (fileKind === 'png' ? 'logo.png' : 'doc.pdf'),
      type: fileKind === 'png' ? 'image/png' : 'application/pdf',
      content: fileKind === 'png' ? samplePng() : samplePdf(),
    },
  ]);
}

/** Multipart bodies broken in the ways a client or a proxy breaks them. */
export function brokenMultiparts(
  fileKind: 'png' | 'pdf',
  fields: MultipartField[],
): { what: string; payload: Buffer; headers: Record<string, string> }[] {
  const good = goodMultipart(fileKind, fields);
  const type = good.headers['content-type'] ?? '';
  const half = good.payload.subarray(0, Math.floor(good.payload.length / 2));
  return [
    { what: 'truncated multipart', payload: half, headers: good.headers },
    {
      what: 'multipart without its closing boundary',
      payload: good.payload.subarray(0, good.payload.length - 8),
      headers: good.headers,
    },
    {
      what: 'multipart with another boundary',
      payload: good.payload,
      headers: { 'content-type': 'multipart/form-data; boundary=----nottheone' },
    },
    {
      what: 'multipart without a boundary',
      payload: good.payload,
      headers: { 'content-type': 'multipart/form-data' },
    },
    { what: 'empty multipart', payload: Buffer.alloc(0), headers: good.headers },
    {
      what: 'multipart header cut mid-line',
      payload: Buffer.from(`${type.replace(/.*boundary=/, '--')}\r\nContent-Disposition: form-da`),
      headers: good.headers,
    },
    {
      what: 'multipart with a NUL in a field and the file name',
      ...multipart([
        ...fields.map((f) => ({ name: f.name, content: `${f.value}\u0000` })),
        { name: 'name', content: 'doc\u0000.pdf' },
        { name: 'file', filename: 'a\u0000b.pdf', type: 'application/pdf', content: samplePdf() },
      ]),
    },
    {
      what: 'multipart with a lone surrogate in a field',
      ...multipart([
        ...fields.map((f) => ({ name: f.name, content: f.value })),
        { name: 'name', content: 'doc\ud800' },
        {
          name: 'file',
          filename: 'doc.pdf',
          type: 'application/pdf',
          content: fileKind === 'png' ? samplePng() : samplePdf(),
        },
      ]),
    },
    {
      what: 'multipart with two files',
      ...multipart([
        { name: 'file', filename: 'a.pdf', type: 'application/pdf', content: samplePdf() },
        { name: 'file', filename: 'b.pdf', type: 'application/pdf', content: samplePdf() },
      ]),
    },
    {
      what: 'multipart with no file',
      ...multipart(fields.map((f) => ({ name: f.name, content: f.value }))),
    },
    {
      what: 'multipart with a field named __proto__',
      ...multipart([
        { name: '__proto__', content: 'x' },
        { name: 'file', filename: 'a.pdf', type: 'application/pdf', content: samplePdf() },
      ]),
    },
  ];
}

/** What an answer must never show: a stack frame, SQL or a path of the server's files. */
export const LEAKS: { what: string; pattern: RegExp }[] = [
  { what: 'a stack frame', pattern: /\bat .+[(/\\].+:\d+:\d+/ },
  { what: 'a node_modules path', pattern: /node_modules/ },
  { what: 'a source path', pattern: /\bsrc\/server\b|\.tsx?:\d+/ },
  {
    what: 'SQL',
    pattern:
      /Failed query|syntax error at or near|violates (?:\w+ )+constraint|relation "\w+"|column "\w+"|\bselect\s+[\w".*,\s]+\s+from\s+"/i,
  },
  {
    what: 'a database error',
    pattern: /PostgresError|DrizzleQueryError|invalid byte sequence|unsupported Unicode escape/i,
  },
];
