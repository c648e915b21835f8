/**
 * The app's one dataProvider: react-admin's standard methods over the API's REST conventions
 * (resources.ts), plus the business calls each area needs, named after what they do (create a
 * multi-order, request a release, retain, validate payments in bulk…). Screens reach the API only
 * through it — `useDataProvider<AppDataProvider>()` with react-query, or react-admin's hooks — and
 * every refusal comes back as react-admin's `HttpError` (see apiErrors.ts).
 */
import type { AxiosInstance } from 'axios';
import type { DataProvider } from 'react-admin';
import { toHttpError } from '../apiErrors';
import { preferenceMethods } from './preferences';
import { standardMethods } from './resources';

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** The same methods, each failing with an HttpError instead of an axios error. */
function withHttpErrors<T extends Record<string, AsyncMethod>>(methods: T): T {
  const wrapped = Object.entries(methods).map(([name, method]) => [
    name,
    async (...args: never[]) => {
      try {
        return await method(...args);
      } catch (error) {
        throw toHttpError(error);
      }
    },
  ]);
  return Object.fromEntries(wrapped) as T;
}

export function createDataProvider(api: AxiosInstance) {
  return withHttpErrors({
    ...standardMethods(api),
    ...preferenceMethods(api),
  }) satisfies DataProvider;
}

export type AppDataProvider = ReturnType<typeof createDataProvider>;
