/**
 * The preferences dialog's sections: the kinds a user is offered, by the area they come from, each
 * section only with its offered kinds (a customer sees logistics and orders, not finance).
 */
import { NOTIFICATION_KIND_GROUPS, type NotificationKindGroup } from '../../domain/notificationKindGroups';
import type { NotificationKind } from '../../domain/notificationKinds';

export interface PreferenceSection {
  group: NotificationKindGroup;
  kinds: NotificationKind[];
}

export function preferenceSections(offered: readonly NotificationKind[]): PreferenceSection[] {
  return (Object.keys(NOTIFICATION_KIND_GROUPS) as NotificationKindGroup[])
    .map((group) => ({
      group,
      kinds: (NOTIFICATION_KIND_GROUPS[group] as readonly NotificationKind[]).filter((k) =>
        offered.includes(k),
      ),
    }))
    .filter((s) => s.kinds.length > 0);
}

/** The muted set after one switch moved: on = the kind is received. */
export function withKind(
  muted: readonly NotificationKind[],
  kind: NotificationKind,
  on: boolean,
): NotificationKind[] {
  const rest = muted.filter((k) => k !== kind);
  return on ? rest : [...rest, kind];
}
