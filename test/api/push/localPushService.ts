/**
 * A push service on this machine for the tests: plain http on 127.0.0.1 (allowed outside
 * production), recording every message it receives. The path's first segment says how it answers:
 * /ok/… 201 Created, /gone/… 410 Gone, /missing/… 404, /fail/… 500.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const ANSWERS: Record<string, number> = { ok: 201, gone: 410, missing: 404, fail: 500 };

export async function startLocalPushService() {
  const received: ReceivedPush[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = ANSWERS[path.split('/')[1] ?? ''] ?? 400;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
