/**
 * Zod without its compiled parsers: they are built with `new Function`, which the server's
 * Content-Security-Policy forbids (no eval), and even zod's probe for it is reported as a policy
 * violation. Imported first by the entry, so it runs before any schema is made.
 *
 * Written into the global object zod keeps its settings in (`z.config()` reads and writes
 * `globalThis.__zod_globalConfig`, and zod adopts one that is already there) rather than through
 * `z.config`, so the entry does not carry zod's core: zod comes with the first screen that has a
 * form. test/web/zodConfig.test.ts checks that zod reads it.
 */
import type { z } from 'zod';

const holder = globalThis as typeof globalThis & { __zod_globalConfig?: z.core.$ZodConfig };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
