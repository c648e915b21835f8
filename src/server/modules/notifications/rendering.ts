/**
 * A notification's texts follow the reader's language: the row keeps what they are made of (the
 * kind's facts, the subject's labels, who acted, the audience) and each read renders them in the
 * language of the request. Rows without it (free texts, rows written before) keep their stored
 * title and message, as does anything that no longer reads as a rendering.
 */
import { z } from 'zod';
import type { Locale } from '../../../domain/i18n';
import type { NotificationKind } from '../../../domain/notificationKinds';
import type { NotificationParams } from './params';
import { type Audience, type RenderInput, renderNotification, type SubjectText } from './texts';

const renderingSchema = z.object({
  params: z.record(z.string(), z.unknown()),
  subject: z.discriminatedUnion('type', [
    z.object({ type: z.literal('order'), label: z.string(), customerName: z.string() }),
    z.object({
      type: z.literal('priceRequest'),
      label: z.string(),
      customerName: z.string(),
      productName: z.string(),
    }),
  ]),
  actorName: z.string().nullable(),
  audience: z.enum(['staff', 'customer']),
});
export type StoredRendering = z.infer<typeof renderingSchema>;

/** Only the subject's words: an order subject also carries its people, which a row need not keep. */
function subjectText(subject: SubjectText): SubjectText {
  return subject.type === 'order'
    ? { type: 'order', label: subject.label, customerName: subject.customerName }
    : {
        type: 'priceRequest',
        label: subject.label,
        customerName: subject.customerName,
        productName: subject.productName,
      };
}

/** What a recipient's row keeps to render its texts again. */
export function storedRendering<K extends NotificationKind>(
  input: RenderInput<K>,
  audience: Audience,
): StoredRendering {
  return {
    params: input.params as Record<string, unknown>,
    subject: subjectText(input.subject),
    actorName: input.actorName,
    audience,
  };
}

/** The row's title and message in `locale`, or its stored ones when it cannot be rendered again. */
export function textsIn(
  row: { kind: NotificationKind | null; title: string; message: string; rendering: unknown },
  locale: Locale,
): { title: string; message: string } {
  const parsed = renderingSchema.safeParse(row.rendering);
  if (!row.kind || !parsed.success) {
    return { title: row.title, message: row.message };
  }
  const { params, subject, actorName, audience } = parsed.data;
  return renderNotification(
    {
      kind: row.kind,
      params: params as NotificationParams[NotificationKind],
      subject,
      actorName,
    },
    locale,
    audience,
  );
}
