/**
 * A form's resolver from a domain schema (the one the server validates with), built once per
 * schema: a resolver rebuilt on each render would make react-hook-form revalidate for nothing.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function useDomainResolver<T extends FieldValues>(schema: z.ZodType<T, T>): Resolver<T> {
  return useMemo(() => zodResolver(schema) as Resolver<T>, [schema]);
}
