/**
 * What the screens say about a user's access: blocked wins over everything, then a user who never
 * set a password is waiting on the invitation, else active. Also which actions fit each state.
 */
import type { User } from '../../domain/users';

export type UserStatus = 'active' | 'blocked' | 'pending';

export function statusOf(user: Pick<User, 'isBlocked' | 'invitationPending'>): UserStatus {
  if (user.isBlocked) return 'blocked';
  return user.invitationPending ? 'pending' : 'active';
}

/** The invitation can be sent again only to someone who never set a password and is not blocked. */
export function canResendInvitation(user: Pick<User, 'isBlocked' | 'invitationPending'>): boolean {
  return user.invitationPending && !user.isBlocked;
}

/** Filter values of the status filter, as the API's `blocked` parameter takes them. */
export const BLOCKED_FILTER = { active: 'false', blocked: 'true' } as const;
