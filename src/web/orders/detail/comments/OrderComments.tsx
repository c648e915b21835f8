import type { OrderSectionProps } from '../sectionProps';

/** Placeholder: replaced whole by the documents/comments/timeline/cancel work of this issue. */
export function OrderComments(_props: OrderSectionProps) {
  return null;
}
