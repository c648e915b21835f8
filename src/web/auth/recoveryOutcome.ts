/**
 * How the recovery page reads a failed reset: an expired link, an invalid
 * link, a problem with the password (shown on the field), 401, or anything else (a toast).
 */
import { ERROR_CODES } from '../../domain/errors';
import { decodeClaims } from '../providers/session';
import { serverFailureOf } from './serverError';

export type RecoveryFailure =
  | { kind: 'expired' }
  | { kind: 'invalid' }
  | { kind: 'field'; field: 'password' | 'confirmPassword'; message: string }
  | { kind: 'unauthorized' }
  | { kind: 'other'; message?: string };

const PASSWORD_WORDS = /contraseña|password/i;

export function classifyRecoveryFailure(error: unknown): RecoveryFailure {
  const { status, code, message = '', details } = serverFailureOf(error);
  const text = message.toLowerCase();
  if (code === ERROR_CODES.recoveryTokenExpired || text.includes('expirado') || text.includes('expired')) {
    return { kind: 'expired' };
  }
  if (
    code === ERROR_CODES.recoveryTokenInvalid ||
    text.includes('token') ||
    details?.some((d) => d.path === 'body.recoveryToken')
  ) {
    return { kind: 'invalid' };
  }
  const onField = details?.find((d) => d.path === 'body.password' || d.path === 'body.confirmPassword');
  if (onField) {
    const field = onField.path === 'body.confirmPassword' ? 'confirmPassword' : 'password';
    return { kind: 'field', field, message: onField.message };
  }
  if (PASSWORD_WORDS.test(message)) return { kind: 'field', field: 'password', message };
  if (status === 401) return { kind: 'unauthorized' };
  return { kind: 'other', message: status ? message : undefined };
}

/** Recovery tokens are opaque today; should one carry an expiry (a JWT), it is checked before submit. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const exp = decodeClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 <= now;
}
