/**
 * A refused save as react-admin's form places it (the errors a `<Form>`'s onSubmit returns): each
 * field the server names on its input, a stale record (409 STALE_VERSION) as `root.stale` — the
 * form offers to reload it —, a business clash (another 409, an RFC already taken) on the field it
 * concerns, and what names no input as `root.serverError` above the form.
 */
import type { TranslateFunction } from 'react-admin';
import {
  detailsOf,
  failureKindOf,
  fieldOfDetail,
  isStaleVersion,
  serverMessageOf,
  statusOf,
} from '../../providers/apiErrors';

export interface SubmissionOptions {
  /** The form's inputs a detail's path may name as it is. */
  fields?: readonly string[];
  /**
   * The form's input for a detail's path ('zipCodeId' → 'settlement', 'deliveryDates.0' →
   * 'deliveryDate'), or null when it has none; without it, `fields` decides.
   */
  inputOf?: (path: string) => string | null;
  /** Where a business 409 without details goes. */
  conflictField?: string;
}

export type SubmissionErrors = Record<string, string | Record<string, string>>;

export function submissionErrors(
  error: unknown,
  translate: TranslateFunction,
  {
    fields = [],
    inputOf = (path) => (fields.includes(path) ? path : null),
    conflictField,
  }: SubmissionOptions = {},
): SubmissionErrors {
  if (failureKindOf(error) !== 'server')
    return { root: { serverError: translate('app.lists.form.networkError') } };
  // The server's own words; never the client library's 'Request failed with status code …'.
  const message = serverMessageOf(error);
  if (isStaleVersion(error)) return { root: { stale: message ?? translate('app.lists.form.stale') } };
  const details = detailsOf(error);
  if (statusOf(error) === 409 && conflictField && message && details.length === 0) {
    return { [conflictField]: message };
  }
  const errors: SubmissionErrors = {};
  let placed = 0;
  for (const detail of details) {
    const input = inputOf(fieldOfDetail(detail));
    if (!input || input in errors) continue;
    errors[input] = detail.message;
    placed++;
  }
  if (placed === 0 || placed < details.length) {
    errors.root = { serverError: message ?? translate('app.lists.form.saveError') };
  }
  return errors;
}
