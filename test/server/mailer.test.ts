import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Mailer } from '../../src/server/mail/mailer';

describe('Mailer in file mode', () => {
  let mailDir: string;
  beforeEach(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'mailer-'));
  });
  afterEach(async () => {
    await rm(mailDir, { recursive: true, force: true });
  });

  it('keeps every message when many go to the same recipient at once', async () => {
    const mailer = new Mailer(
      { from: 'Back-office <no-reply@localhost>', mailDir },
      Fastify({ logger: false }).log,
    );
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        mailer.send({
          to: 'ana@example.com',
          subject: `Export ${i}`,
          text: `body ${i}`,
          html: `<p>${i}</p>`,
        }),
      ),
    );
    const files = (await readdir(mailDir)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(20);
    expect(new Set(sent.map((s) => s.file)).size).toBe(20);
    const subjects = await Promise.all(
      files.map(async (f) => /^Subject: (.*)$/m.exec(await readFile(join(mailDir, f), 'utf8'))?.[1]),
    );
    expect(subjects.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `Export ${i}`).sort());
    // Nothing half-written is left behind.
    expect((await readdir(mailDir)).filter((f) => !f.endsWith('.eml'))).toEqual([]);
  });
});
