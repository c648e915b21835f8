/**
 * Slowing down password guessing without telling which accounts exist and without letting anyone
 * lock the real user out. Failed sign-ins are counted per e-mail as typed (an unknown e-mail counts
 * like a known one, so both answer the same), per e-mail and address, and per address. Past the
 * threshold each further failure doubles the wait, up to a cap; a request during a wait is refused
 * before the password is checked. The e-mail's own count (spread over many addresses) does not hold
 * back an address the account signed in from before, and a completed recovery clears the counts.
 */
import type { Executor } from '../../db/client';
import {
  clearLoginThrottlesOf,
  countLoginFailure,
  lockLoginThrottle,
  loginThrottleRows,
  recordLoginSuccess,
} from './queries';

export interface LockoutPolicy {
  /** Failures of one e-mail (from one address, or from anywhere) before the first wait. */
  maxFailures: number;
  /** The longest wait, in minutes. */
  lockMinutes: number;
}

/** The first wait; each further failure doubles it. */
const FIRST_WAIT_MS = 60_000;
/** One address failing across many e-mails (a shared office address too) gets more tries. */
const ADDRESS_FACTOR = 4;

/** The wait after the `failures`-th failure of a count whose threshold is `threshold`; 0 = none. */
export function waitAfter(failures: number, threshold: number, capMinutes: number): number {
  if (failures < threshold) return 0;
  const doublings = Math.min(failures - threshold, 30);
  return Math.min(FIRST_WAIT_MS * 2 ** doublings, capMinutes * 60_000);
}

/** The address as counted; a request without one shares a single count. */
function addressOf(ip: string | undefined): string {
  return ip?.slice(0, 64) || 'unknown';
}

interface ThrottleRow {
  email: string;
  ip: string;
  lockedUntil: Date | null;
  lastSuccessAt: Date | null;
}

/** Milliseconds the attempt must still wait, 0 when it may go ahead. */
export function remainingWait(rows: readonly ThrottleRow[], email: string, ip: string, now: Date): number {
  const pair = rows.find((r) => r.email === email && r.ip === ip);
  const address = rows.find((r) => r.email === '' && r.ip === ip);
  const account = rows.find((r) => r.email === email && r.ip === '');
  const waits = [pair, address, pair?.lastSuccessAt ? undefined : account].map((r) =>
    r?.lockedUntil ? r.lockedUntil.getTime() - now.getTime() : 0,
  );
  return Math.max(0, ...waits);
}

export async function waitBeforeAttempt(
  db: Executor,
  email: string,
  ip: string | undefined,
  now: Date,
): Promise<number> {
  const address = addressOf(ip);
  return remainingWait(await loginThrottleRows(db, email, address), email, address, now);
}

/** Counts a failure on the three counts and starts the waits the policy calls for. */
export async function recordFailure(
  db: Executor,
  policy: LockoutPolicy,
  email: string,
  ip: string | undefined,
  now: Date,
): Promise<void> {
  const address = addressOf(ip);
  const counts: [string, string, number][] = [
    [email, address, policy.maxFailures],
    [email, '', policy.maxFailures],
    ['', address, policy.maxFailures * ADDRESS_FACTOR],
  ];
  for (const [e, a, threshold] of counts) {
    const failures = await countLoginFailure(db, e, a, now);
    const wait = waitAfter(failures, threshold, policy.lockMinutes);
    if (wait > 0) await lockLoginThrottle(db, e, a, new Date(now.getTime() + wait));
  }
}

/** A correct password: the pair's count ends and the address is known for the e-mail. */
export function recordSuccess(db: Executor, email: string, ip: string | undefined, now: Date) {
  return recordLoginSuccess(db, email, addressOf(ip), now);
}

/** A completed password recovery lifts every wait of the e-mail (known addresses stay known). */
export function clearLockout(db: Executor, email: string) {
  return clearLoginThrottlesOf(db, email);
}
