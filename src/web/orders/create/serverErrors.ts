/**
 * A refused creation (400) put on the form: each detail on the input it names, the first order's
 * day of a multi order on the delivery date, a staged file's problem on the documents list; what
 * finds no input is said above the form.
 */
import type { Path, UseFormSetError } from 'react-hook-form';
import { type Failure, fieldOfDetail } from '../../ui/forms/legacy/failure';
import { SERVER_ERROR } from '../../ui/forms/legacy/formErrors';
import { ORDER_FORM_FIELDS, type OrderCreateFormValues } from './orderCreateForm';

const ROW_INPUTS: Record<string, readonly string[]> = {
  items: ['productId', 'presentation', 'quantity', 'targetPrice'],
  documents: ['type', 'name'],
};

/** The form input a detail's path names, or null when the form has none for it. */
export function inputOfDetailPath(path: string): Path<OrderCreateFormValues> | null {
  const [top = '', index, leaf] = path.split('.');
  if (!(ORDER_FORM_FIELDS as readonly string[]).includes(top)) return null;
  if (top === 'deliveryDates' && index !== undefined) {
    return (index === '0' ? 'deliveryDate' : `deliveryDates.${index}`) as Path<OrderCreateFormValues>;
  }
  const inputs = ROW_INPUTS[top];
  if (inputs && index !== undefined && leaf !== undefined && inputs.includes(leaf)) {
    return `${top}.${index}.${leaf}` as Path<OrderCreateFormValues>;
  }
  return top as Path<OrderCreateFormValues>;
}

/** Places the details; answers what is left to say above the form (null when all were placed). */
export function placeServerErrors(
  failure: Failure,
  setError: UseFormSetError<OrderCreateFormValues>,
): string | null {
  let placed = 0;
  for (const detail of failure.details) {
    const input = inputOfDetailPath(fieldOfDetail(detail));
    if (!input) continue;
    setError(input, { type: SERVER_ERROR, message: detail.message }, { shouldFocus: placed === 0 });
    placed++;
  }
  if (placed > 0 && placed === failure.details.length) return null;
  return failure.message ?? null;
}
