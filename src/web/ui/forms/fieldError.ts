/**
 * The text under a field: a domain schema's message key ('validation.tooLong') translated with the
 * field's limits, or the server's own words (already in the user's language) as they came.
 */
import type { TranslateFunction } from 'react-admin';
import type { FieldError } from 'react-hook-form';

/** The type of an error placed from the server's answer (react-admin's server-side validation). */
export const SERVER_ERROR = 'server';

/** A field's limits as the error texts name them (a number, or already formatted). */
export interface FieldLimits {
  min?: number | string;
  max?: number | string;
}

export function fieldErrorText(
  translate: TranslateFunction,
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  limits: FieldLimits = {},
): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER_ERROR) return error.message;
  return translate(error.message, { _: error.message, min: limits.min ?? '', max: limits.max ?? '' });
}
