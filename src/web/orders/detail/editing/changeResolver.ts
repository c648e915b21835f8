/**
 * The resolver of an order edit form whose inputs are not the change's shape (a product row holds
 * the picked product, the delivery model keeps the address while pickup is tried): the domain's
 * schema checks what would be sent, and the form keeps its values as typed — the server reads
 * quantities in the user's unit as typed, so the parsed ones are never sent.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function changeResolver<F extends FieldValues>(
  schema: z.ZodType,
  toChange: (values: F) => unknown,
): Resolver<F> {
  const check = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
  return async (values, context, options) => {
    // The form's own inputs are not the change's fields: only the criteria carry over.
    const result = await check(toChange(values) as FieldValues, context, {
      criteriaMode: options.criteriaMode,
      shouldUseNativeValidation: false,
      fields: {},
    });
    if (Object.keys(result.errors).length === 0) return { values, errors: {} };
    // The schema names the fields as sent ('items.0.productId'); the inputs read them there.
    return { values: {}, errors: result.errors as FieldErrors<F> };
  };
}
