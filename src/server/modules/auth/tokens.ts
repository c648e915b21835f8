/**
 * Access tokens are short-lived HS256 JWTs carrying role, permissions and tenant. Refresh tokens
 * are opaque random secrets; only their SHA-256 is stored (see refreshTokens table).
 */
import { createHash, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { type AccessClaims, accessClaimsSchema } from '../../../domain/auth';
import { ERROR_CODES } from '../../../domain/errors';
import { unauthorized } from '../../errors';

const ISSUER = 'backoffice';
const ALGORITHM = 'HS256';

export interface TokenSettings {
  secret: string;
  accessTokenMinutes: number;
  refreshTokenDays: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(readonly settings: TokenSettings) {
    this.key = new TextEncoder().encode(settings.secret);
  }

  get accessTtlSeconds(): number {
    return this.settings.accessTokenMinutes * 60;
  }

  get refreshTtlSeconds(): number {
    return this.settings.refreshTokenDays * 86_400;
  }

  async signAccess(claims: AccessClaims, ttlSeconds = this.accessTtlSeconds): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest, typ: 'access' })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  /** Verifies signature, expiry and shape; expired and invalid tokens get distinct 401 codes. */
  async verifyAccess(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: [ALGORITHM] });
      if (payload.typ !== 'access') throw unauthorized('errors.tokenInvalid');
      const parsed = accessClaimsSchema.safeParse(payload);
      if (!parsed.success) throw unauthorized('errors.tokenInvalid');
      return parsed.data;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw unauthorized('errors.tokenExpired', ERROR_CODES.tokenExpired);
      if (error instanceof Error && error.name === 'AppError') throw error;
      throw unauthorized('errors.tokenInvalid');
    }
  }
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
