/**
 * Invitations: a new user gets a single-use link to set a first password. The token is a recovery
 * token with purpose 'invitation' (stored hashed, valid INVITATION_DAYS), so the recovery page and
 * `PUT /api/auth/recovery` serve both; a new invitation voids the earlier ones. The mail is a job
 * of the same transaction: it goes out once the user and token are committed, and is retried if
 * the mail server refuses it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '../../../domain/i18n';
import { fullName, INVITATION_DAYS } from '../../../domain/users';
import type { Tx } from '../../db/client';
import { recoveryTokens } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { sendAfterCommit } from '../../mail/mailJob';
import { actionMail } from '../../mail/templates';
import { recoveryLink } from '../auth/recovery';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { TenantRef } from '../tenants/tenantDirectory';

export const INVITATION_PURPOSE = 'invitation';

export interface InvitationContext {
  tenant: TenantRef;
  locale: Locale;
  publicUrl: string;
  /** Who invites, named in the mail. */
  inviterName: string;
}

/** `PUBLIC_URL/password-recovery?recoveryToken=…&invitation=1`: the page greets a new user. */
export function invitationLink(publicUrl: string, token: string): string {
  const url = new URL(recoveryLink(publicUrl, token));
  url.searchParams.set('invitation', '1');
  return url.toString();
}

/** Writes a fresh invitation token (voiding earlier ones) and queues its mail; answers the mail. */
export async function createInvitation(
  db: Tx,
  user: { id: string; email: string; firstName: string; lastName: string },
  ctx: InvitationContext,
): Promise<MailMessage> {
  const now = new Date();
  await db
    .update(recoveryTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryTokens.userId, user.id),
        eq(recoveryTokens.purpose, INVITATION_PURPOSE),
        isNull(recoveryTokens.usedAt),
      ),
    );
  const token = newOpaqueToken();
  await db.insert(recoveryTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    purpose: INVITATION_PURPOSE,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000),
  });
  const vars = {
    tenant: ctx.tenant.name,
    name: fullName(user.firstName, user.lastName),
    inviter: ctx.inviterName,
    days: INVITATION_DAYS,
  };
  const mail = {
    to: user.email,
    ...actionMail(ctx.locale, 'mail.invitation', vars, invitationLink(ctx.publicUrl, token)),
  };
  await sendAfterCommit(db, mail);
  return mail;
}
