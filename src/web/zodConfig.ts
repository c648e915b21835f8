/**
 * Zod without its compiled parsers: they are built with `new Function`, which the server's
 * Content-Security-Policy forbids (no eval), and even zod's probe for it is reported as a policy
 * violation. Imported first by the entry, so it runs before any schema is made.
 */
import { z } from 'zod';

z.config({ jitless: true });
