/**
 * A user's notification preferences: the kinds they muted. Every kind is on until muted; a muted
 * kind is not written for that user at all (no bell row, no toast, no push). Which kinds a user is
 * offered: ./notificationKindGroups.ts.
 */
import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notificationKinds';

export {
  CUSTOMER_NOTIFICATION_KINDS,
  type KindAudience,
  kindsOffered,
  NOTIFICATION_KIND_GROUPS,
} from './notificationKindGroups';

const kindSchema = z.enum(NOTIFICATION_KINDS, 'validation.notifications.unknownKind');

export const notificationPreferencesSchema = z.object({
  /** The kinds this user can receive (the dialog shows one switch each). */
  kinds: z.array(kindSchema),
  muted: z.array(kindSchema),
  /** 0 until the first save. */
  version: z.number().int(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT body: the whole set of muted kinds (a repeat of the same body changes nothing), with the
 * version the dialog read; a stale one is refused (409) instead of undoing someone else's save.
 */
export const notificationPreferencesInputSchema = z
  .object({
    muted: z
      .array(kindSchema)
      .max(NOTIFICATION_KINDS.length, 'validation.tooMany')
      .refine((kinds) => new Set(kinds).size === kinds.length, 'validation.notifications.repeatedKind'),
    version: z
      .number({
        error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
      })
      .int('validation.invalidType')
      .min(0, 'validation.tooSmall')
      .optional(),
  })
  .strict();
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;
