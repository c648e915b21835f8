/**
 * Field errors of the record forms: the domain schemas' message keys translated with the field's
 * limits, and the server's per-field details placed on the fields they name.
 */

import type { TranslateFunction } from 'react-admin';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type Failure, fieldOfDetail } from './failure';

/** Errors set from the server's answer: their message is already translated. */
export const SERVER_ERROR = 'server';

/** A field's limits as the error texts name them (a number, or already formatted). */
export interface FieldLimits {
  min?: number | string;
  max?: number | string;
}

/** The text under a field: a schema key ('validation.tooLong') translated, or the server's own words. */
export function fieldErrorText(
  translate: TranslateFunction,
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  limits: FieldLimits = {},
): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER_ERROR) return error.message;
  return translate(error.message, { _: error.message, min: limits.min ?? '', max: limits.max ?? '' });
}

/**
 * Puts each detail of a refused save on its field (when the form has it) and returns what is left
 * to say above the form: the server's message when no detail found its field, else null.
 */
export function applyServerErrors<T extends FieldValues>(
  failure: Failure,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
): string | null {
  let placed = 0;
  let first = true;
  for (const detail of failure.details) {
    const name = fieldOfDetail(detail);
    const field = aliases[name] ?? (fields as readonly string[]).find((f) => f === name);
    if (!field) continue;
    setError(field as Path<T>, { type: SERVER_ERROR, message: detail.message }, { shouldFocus: first });
    first = false;
    placed++;
  }
  if (placed > 0 && placed === failure.details.length) return null;
  return failure.message ?? null;
}
