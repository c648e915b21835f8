/**
 * A form's resolver from a domain schema (the one the server validates with), built once per
 * schema: a resolver rebuilt on each render would make react-hook-form revalidate for nothing. A
 * schema that rewrites what was typed (trims, upper-cases, parses numbers) gives the save its output.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function useDomainResolver<T extends FieldValues, TOut = T>(
  schema: z.ZodType<TOut, T>,
): Resolver<T, unknown, TOut> {
  return useMemo(() => zodResolver(schema) as Resolver<T, unknown, TOut>, [schema]);
}
