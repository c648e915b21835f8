/**
 * `notify`: the one way a business event tells people. Called inside the event's transaction, it
 * writes one row per recipient (so a rolled-back change leaves no notification), each in the
 * recipient's language (and with what it is made of, so a read renders it in the reader's), and queues in the same transaction the live event that updates their bell
 * and the browser push: all of it exists exactly when the change commits.
 */
import type { Locale } from '../../../domain/i18n';
import { NOTIFICATION_TOAST, type NotificationKind } from '../../../domain/notificationKinds';
import type { Notification } from '../../../domain/notifications';
import { fullName } from '../../../domain/users';
import type { Tx } from '../../db/client';
import { enqueue } from '../../jobs/outbox';
import { announce } from '../../realtime/announce';
import type { NotificationParams } from './params';
import { subjectKindOf } from './params';
import { insertRows, type NewNotificationRow, unreadCounts } from './queries';
import { personName } from './recipientQueries';
import { isCustomerAudience, recipientsOf } from './recipients';
import { storedRendering } from './rendering';
import { toNotification } from './service';
import { orderSubject, priceRequestSubject, type Subject } from './subjects';
import { renderNotification } from './texts';

type ParamsOf<K extends NotificationKind> =
  Record<string, never> extends NotificationParams[K]
    ? { params?: NotificationParams[K] }
    : { params: NotificationParams[K] };

export type NotifyInput<K extends NotificationKind> = {
  kind: K;
  /** Who acted: never told of their own action. Null when the system acted on its own. */
  actorId: string | null;
  orderId?: string;
  priceRequestId?: string;
} & ParamsOf<K>;

const localeOf = (language: string | null): Locale => (language === 'en' ? 'en' : 'es');

async function subjectOf(tx: Tx, input: NotifyInput<NotificationKind>): Promise<Subject> {
  if (subjectKindOf(input.kind) === 'priceRequest') {
    if (!input.priceRequestId) throw new Error(`notification ${input.kind} needs the price request`);
    return priceRequestSubject(tx, input.priceRequestId);
  }
  if (!input.orderId) throw new Error(`notification ${input.kind} needs the order`);
  return orderSubject(tx, input.orderId);
}

/** Writes the event's notifications and answers them (one per recipient; none when nobody is left). */
export async function notify<K extends NotificationKind>(
  tx: Tx,
  input: NotifyInput<K>,
): Promise<Notification[]> {
  const { kind, actorId } = input;
  const params = (input.params ?? {}) as NotificationParams[K];
  const subject = await subjectOf(tx, input as NotifyInput<NotificationKind>);
  const recipients = (await recipientsOf(tx, kind, subject, params)).filter(
    (p) => p.id !== actorId && !p.isBlocked && !p.muted.includes(kind),
  );
  if (recipients.length === 0) return [];

  const actor = actorId ? await personName(tx, actorId) : undefined;
  const actorName = actor ? fullName(actor.firstName, actor.lastName) : null;
  const rows: NewNotificationRow[] = recipients.map((person) => {
    const audience = isCustomerAudience(person) ? 'customer' : 'staff';
    const input = { kind, params, subject, actorName };
    return {
      userId: person.id,
      kind,
      ...renderNotification(input, localeOf(person.language), audience),
      rendering: storedRendering(input, audience),
      toastType: NOTIFICATION_TOAST[kind],
      orderId: subject.type === 'order' ? subject.id : null,
      priceRequestId: subject.type === 'priceRequest' ? subject.id : null,
    };
  });
  const inserted = await insertRows(tx, rows);
  const unread = await unreadCounts(
    tx,
    inserted.map((r) => r.userId),
  );
  const notifications: Notification[] = [];
  for (const row of inserted) {
    const notification = toNotification(row);
    notifications.push(notification);
    await announce(
      tx,
      { userId: row.userId },
      {
        name: 'notification:created',
        payload: { notification, unreadCount: unread.get(row.userId) ?? 1 },
      },
    );
    await enqueue(
      tx,
      'notifications.push',
      { notificationId: row.id, userId: row.userId },
      { maxAttempts: 3 },
    );
  }
  return notifications;
}
