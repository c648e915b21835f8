/**
 * A refused order call in the words the user reads: the server's own (already in the user's
 * language), or the screen's fallback when it gave none (not reached, a gateway's empty 502) —
 * never the HTTP client's English status line.
 */
import { detailsOf, fieldOfDetail } from '../providers/apiErrors';
import type { SubmissionErrors } from '../ui/forms/submissionErrors';

export function refusalMessage(error: unknown): string | undefined {
  const body = (error as { body?: { message?: unknown } | null } | null)?.body;
  const message = body?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * A refusal as a form's errors (react-admin's server-side validation): each detail on the input it
 * names among `inputs`, the rest — or the whole refusal — above the buttons.
 */
export function refusalErrors(
  error: unknown,
  fallback: string,
  inputs: readonly string[] = [],
): SubmissionErrors {
  const errors: SubmissionErrors = {};
  const details = detailsOf(error);
  let placed = 0;
  for (const detail of details) {
    const input = fieldOfDetail(detail);
    if (!inputs.includes(input) || input in errors) continue;
    errors[input] = detail.message;
    placed++;
  }
  if (placed === 0 || placed < details.length)
    errors.root = { serverError: refusalMessage(error) ?? fallback };
  return errors;
}
