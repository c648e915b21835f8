/**
 * Turns a refused save into what the form shows: details on their fields, a stale record (409
 * STALE_VERSION) with the offer to reload, a business clash (another 409, e.g. an
 * RFC already taken) on the field it concerns, or one message above the form.
 */
import type { TranslateFunction } from 'react-admin';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FormProblem } from './FormFailure';
import { failureOf, isStaleConflict } from './failure';
import { applyServerErrors, SERVER_ERROR } from './formErrors';

export interface SaveFailureOptions<T extends FieldValues> {
  /** Fields of the form that a detail's path may name. */
  fields: readonly Path<T>[];
  /** Detail paths that name another form field ('zipCodeId' → 'settlement'). */
  aliases?: Partial<Record<string, Path<T>>>;
  /** Where a business 409 without details goes. */
  conflictField?: Path<T>;
}

export function problemOfSave<T extends FieldValues>(
  error: unknown,
  translate: TranslateFunction,
  setError: UseFormSetError<T>,
  { fields, aliases, conflictField }: SaveFailureOptions<T>,
): FormProblem | null {
  const failure = failureOf(error);
  if (failure.kind !== 'server')
    return { kind: 'message', message: translate('app.lists.form.networkError') };
  if (isStaleConflict(failure)) {
    return { kind: 'stale', message: failure.message ?? translate('app.lists.form.stale') };
  }
  if (failure.status === 409 && conflictField && failure.message && failure.details.length === 0) {
    setError(conflictField, { type: SERVER_ERROR, message: failure.message }, { shouldFocus: true });
    return null;
  }
  const rest = applyServerErrors(failure, setError, fields, aliases);
  if (rest === null) return null;
  return { kind: 'message', message: rest || translate('app.lists.form.saveError') };
}
