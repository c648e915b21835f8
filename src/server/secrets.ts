/** JWT_SECRET from the environment, else one generated once and kept in DATA_DIR (mode 600). */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { firstWritten } from './firstWritten';

export function resolveJwtSecret(envSecret: string | undefined, dataDir: string): string {
  if (envSecret) return envSecret;
  return firstWritten(join(dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url')).trim();
}
