/**
 * Access tokens are short-lived HS256 JWTs carrying role, permissions, tenant and the user's token
 * version (`tv`): the request context refuses a token whose version the user row no longer has, so
 * logout, block, role and password changes end access tokens at once. Refresh tokens are opaque
 * random secrets; only their SHA-256 is stored (see refreshTokens table).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { type AccessClaims, accessClaimsSchema } from '../../../domain/auth';
import { ERROR_CODES } from '../../../domain/errors';
import { unauthorized } from '../../errors';

const ISSUER = 'backoffice';
const ALGORITHM = 'HS256';
/** How far ahead of this server's clock a token may say it was issued (clocks of other instances). */
export const CLOCK_SKEW_SECONDS = 60;

/** A verified access token: its claims and the token version it was issued under. */
export interface VerifiedAccess {
  claims: AccessClaims;
  tokenVersion: number;
}

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

  async signAccess(
    claims: AccessClaims,
    tokenVersion: number,
    ttlSeconds = this.accessTtlSeconds,
  ): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest, typ: 'access', tv: tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.key);
  }

  /**
   * A short-lived signed note for one purpose (an OAuth attempt's state, kept by the browser in a
   * cookie), under a key derived for that purpose: it can never pass for an access token or for a
   * note of another purpose. Signed, not encrypted: only this server and that browser see it.
   */
  async signNote(purpose: string, payload: Record<string, string>, ttlSeconds: number): Promise<string> {
    return new SignJWT({ ...payload, typ: purpose })
      .setProtectedHeader({ alg: ALGORITHM })
      .setIssuer(ISSUER)
      .setAudience(purpose)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.noteKey(purpose));
  }

  /** The payload of a valid, unexpired note of `purpose`; null for anything else. */
  async verifyNote(purpose: string, note: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(note, this.noteKey(purpose), {
        issuer: ISSUER,
        audience: purpose,
        algorithms: [ALGORITHM],
        requiredClaims: ['exp'],
      });
      return payload.typ === purpose ? payload : null;
    } catch {
      return null;
    }
  }

  private noteKey(purpose: string): Uint8Array {
    return createHmac('sha256', this.key).update(`note:${purpose}`).digest();
  }

  /** The claims of a valid access token (see `verifySession`). */
  async verifyAccess(token: string): Promise<AccessClaims> {
    return (await this.verifySession(token)).claims;
  }

  /**
   * Verifies signature, expiry and shape; expired and invalid tokens get distinct 401 codes. A token
   * must say when it was issued and when it expires (one without `exp` would never end) and must
   * not be issued in the future; whether its version is still the user's is the caller's check.
   */
  async verifySession(token: string): Promise<VerifiedAccess> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: [ALGORITHM],
        requiredClaims: ['iat', 'exp'],
      });
      if (payload.typ !== 'access') throw unauthorized('errors.tokenInvalid');
      const now = Math.floor(Date.now() / 1000);
      if (payload.iat === undefined || payload.iat > now + CLOCK_SKEW_SECONDS) {
        throw unauthorized('errors.tokenInvalid');
      }
      const tv = payload.tv;
      if (typeof tv !== 'number' || !Number.isSafeInteger(tv) || tv < 0) {
        throw unauthorized('errors.tokenInvalid');
      }
      const parsed = accessClaimsSchema.safeParse(payload);
      if (!parsed.success) throw unauthorized('errors.tokenInvalid');
      return { claims: parsed.data, tokenVersion: tv };
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
