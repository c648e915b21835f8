/**
 * Invitations: a new user gets a single-use link to set a first password. The token is a recovery
 * token with purpose 'invitation' (stored hashed, valid INVITATION_DAYS), so the recovery page and
 * `PUT /api/auth/recovery` serve both; a new invitation voids the earlier ones. The mail is a job
 * of the same transaction: it goes out once the user and token are committed, and is retried if
 * the mail server refuses it.
 */
import type { Locale } from '../../../domain/i18n';
import { fullName, INVITATION_DAYS } from '../../../domain/users';
import type { Tx } from '../../db/client';
import type { MailMessage } from '../../mail/mailer';
import { sendAfterCommit } from '../../mail/mailJob';
import { actionMail } from '../../mail/templates';
import { issueRecoveryToken, recoveryLink } from '../auth';
import type { TenantRef } from '../tenants';

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
  const token = await issueRecoveryToken(db, user.id, {
    purpose: INVITATION_PURPOSE,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60_000),
    voidEarlier: true,
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
