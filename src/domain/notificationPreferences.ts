/**
 * A user's notification preferences: the kinds they muted. Every kind is on until muted; a muted
 * kind is not written for that user at all (no bell row, no toast, no push). The dialog groups the
 * kinds by the area they come from and offers a customer-portal user only the kinds a customer is
 * ever sent.
 */
import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from './notificationKinds';

/** What the customer portal's users are told about: their orders' steps and mentions, nothing internal. */
export const CUSTOMER_NOTIFICATION_KINDS = [
  'orderShipped',
  'transportAssigned',
  'orderInvoiced',
  'orderDelivered',
  'orderPaid',
  'mentioned',
] as const satisfies readonly NotificationKind[];

export const NOTIFICATION_KIND_GROUPS = {
  finance: ['releaseRequested', 'paymentValidationRequested', 'orderReleased', 'orderRetained'],
  logistics: [
    'materialAssigned',
    'orderShipped',
    'transportAssigned',
    'orderInvoiced',
    'orderDelivered',
    'orderPaid',
  ],
  orders: ['orderCancelled', 'mentioned'],
  priceRequests: ['priceRequestApproved', 'priceRequestRejected'],
} as const satisfies Record<string, readonly NotificationKind[]>;
export type NotificationKindGroup = keyof typeof NOTIFICATION_KIND_GROUPS;

/** The kinds a user of this audience can receive, in the dialog's order. */
export function kindsForAudience(customer: boolean): readonly NotificationKind[] {
  return customer ? CUSTOMER_NOTIFICATION_KINDS : NOTIFICATION_KINDS;
}

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
