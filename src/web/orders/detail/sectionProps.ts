/** What the order page hands each of its sections (files, comments, timeline, cancel). */
import type { OrderDetail } from '../../../domain/orders/views';

export interface OrderSectionProps {
  order: OrderDetail;
  /** Reload the order (after a change that alters it: a file, a cancellation). */
  onChanged: () => void;
}
