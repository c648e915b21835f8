/**
 * The entry sets zod's jitless mode without importing zod (src/web/zodConfig.ts): it writes the
 * global object zod keeps its settings in. These checks fail if zod stops reading that object.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '../../src/web/zodConfig';

describe('zod jitless from the entry', () => {
  it('is the setting zod reads, with zod already loaded', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('is adopted by a zod loaded after it, as in the browser', () => {
    const script = [
      "await import('./src/web/zodConfig.ts');",
      "const { z } = await import('zod');",
      'process.stdout.write(JSON.stringify(z.config()));',
    ].join(' ');
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({ jitless: true });
  });
});
