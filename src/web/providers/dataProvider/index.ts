/**
 * The app's one dataProvider: react-admin's standard methods plus the business calls each area
 * needs, named after what they do (create a multi-order, request a release, retain, validate
 * payments in bulk…). Screens reach the API only through it — `useDataProvider<AppDataProvider>()`
 * with react-query, or react-admin's hooks — and every refusal comes back as react-admin's
 * `HttpError` with the API's body, told apart by its `code` (../apiErrors.ts).
 *
 * The methods themselves (provider.ts and one module per area) download with the first call, so
 * the sign-in page carries none of them; what is here is the one object react-admin holds.
 * An area's custom methods are composed in provider.ts (one line per area), not here.
 */
import type { AxiosInstance } from 'axios';
import type { FullDataProvider } from './provider';

export type AppDataProvider = FullDataProvider;

/** Names react-admin reads as properties, not methods: there are none on this provider. */
const NOT_METHODS = new Set(['then', 'supportAbortSignal', 'toJSON']);

export function createDataProvider(api: AxiosInstance): AppDataProvider {
  let loading: Promise<FullDataProvider> | null = null;
  const provider = () => {
    loading ??= import('./provider').then((m) => m.buildDataProvider(api));
    // A failed download (network) is tried again by the next call.
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as AppDataProvider, {
    get(_target, name) {
      if (typeof name !== 'string' || NOT_METHODS.has(name)) return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (...args: unknown[]) => {
          const loaded = (await provider()) as unknown as Record<string, unknown>;
          const target = loaded[name];
          if (typeof target !== 'function') throw new Error(`The dataProvider has no method ${name}`);
          return target(...args);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}
