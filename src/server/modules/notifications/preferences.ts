/**
 * A user's notification preferences: which kinds they muted. The kinds offered depend on the
 * user's own role: a customer-portal user gets only a customer's kinds, finance's requests are
 * offered to finance's deciders, pricing's answers to whoever may ask for prices. A save replaces the whole
 * set: repeating it changes nothing (and keeps the version); a save over a version someone else
 * already replaced answers 409.
 */

import { decidesFinance } from '../../../domain/finance/areas';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../domain/notificationKinds';
import {
  kindsOffered,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '../../../domain/notificationPreferences';
import { hasPermission } from '../../../domain/permissions';
import { isAdminRole } from '../../../domain/roles';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { staleVersion } from '../../errors';
import { insertPreferences, preferencesRow, updatePreferences } from './preferenceQueries';
import { people, withIds } from './recipientQueries';
import { isCustomerAudience } from './recipients';

/** In the kinds' own order, so a set reads and compares the same however it was sent. */
const ordered = (kinds: readonly NotificationKind[]) => NOTIFICATION_KINDS.filter((k) => kinds.includes(k));

async function current(db: Executor, userId: string) {
  const row = await preferencesRow(db, userId);
  return { muted: ordered(row?.muted ?? []), version: row?.version ?? 0 };
}

/** By the user's own role (not one an admin views as), as the recipients' rules choose people. */
async function kindsOf(db: Executor, userId: string): Promise<NotificationKind[]> {
  const [person] = await people(db, withIds([userId]));
  if (!person) return [];
  return [
    ...kindsOffered({
      customer: isCustomerAudience(person),
      financeDecider: decidesFinance(person.permissions) && !isAdminRole(person.role),
      asksPrices: hasPermission(person.permissions, 'CREATE_PRICE_REQUEST', 'WRITE'),
    }),
  ];
}

export async function getPreferences(db: Executor, actor: Actor): Promise<NotificationPreferences> {
  const userId = actor.claims.sub;
  return { kinds: await kindsOf(db, userId), ...(await current(db, userId)) };
}

export async function savePreferences(
  db: Executor,
  actor: Actor,
  input: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  const userId = actor.claims.sub;
  const before = await current(db, userId);
  if (input.version !== undefined && input.version !== before.version) throw staleVersion();
  const muted = ordered(input.muted);
  const kinds = await kindsOf(db, userId);
  if (muted.join() === before.muted.join()) return { kinds, ...before };
  const saved =
    before.version === 0
      ? await insertPreferences(db, userId, muted)
      : await updatePreferences(db, userId, muted, before.version);
  if (!saved) throw staleVersion();
  return { kinds, muted: ordered(saved.muted), version: saved.version };
}
