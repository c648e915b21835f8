/**
 * The end of a sign-in with Google or Microsoft: the provider's verified e-mail names an existing,
 * unblocked user of the tenant the attempt started for, and that user gets the session a password
 * sign-in gives, with the same traces (the session row, the last sign-in, the address known for the
 * e-mail). No account is ever created, and a user of another tenant is not found: the lookup runs in
 * the tenant's transaction, where row-level security shows only its users.
 */
import { OAUTH_ERRORS, type OAuthErrorCode } from '../../../../domain/oauth';
import type { Executor } from '../../../db/client';
import type { TenantRef } from '../../tenants';
import { findUserByEmail } from '../../users';
import { recordSuccess } from '../lockout';
import { recordSignIn } from '../queries';
import { type ClientMeta, type IssuedTokens, issueTokens } from '../sessions';
import type { TokenService } from '../tokens';

export type ProviderSignIn = { ok: true; tokens: IssuedTokens } | { ok: false; error: OAuthErrorCode };

/**
 * The password lockout does not hold this sign-in back: its waits slow down password guessing, and
 * no password is guessed here (the provider proved who the person is). A blocked user is refused.
 */
export async function signInWithProvider(
  db: Executor,
  tokens: TokenService,
  tenant: TenantRef,
  email: string,
  meta: ClientMeta,
  now: Date = new Date(),
): Promise<ProviderSignIn> {
  const found = await findUserByEmail(db, email);
  // The policy already hides other tenants' users; the check says so where it matters.
  if (!found || found.user.tenantId !== tenant.id) return { ok: false, error: OAUTH_ERRORS.accountNotFound };
  if (found.user.isBlocked) return { ok: false, error: OAUTH_ERRORS.userBlocked };
  await recordSuccess(db, email, meta.ip, now);
  await recordSignIn(db, found.user.id);
  return { ok: true, tokens: await issueTokens(db, tokens, tenant, found, meta) };
}
