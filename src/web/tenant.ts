/**
 * Which tenant this browser talks to: a build-time setting (VITE_TENANT) wins; otherwise the first
 * label of the host name (norte.example.com → norte, and in development norte.localhost → norte,
 * which browsers resolve to this machine); localhost and IP addresses give `main`.
 * `?tenant=` in the address is honoured on localhost so several tenants can be tried on one machine.
 */
export const DEFAULT_TENANT = 'main';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function tenantFromHost(hostname: string, buildTenant?: string, search = ''): string {
  if (buildTenant) return buildTenant;
  const host = hostname.toLowerCase();
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    IPV4.test(host) ||
    host.includes(':') ||
    host === ''
  ) {
    const asked = new URLSearchParams(search).get('tenant');
    if (asked && /^[a-z0-9-]{1,63}$/.test(asked)) return asked;
    return host.endsWith('.localhost') ? (host.split('.')[0] ?? DEFAULT_TENANT) : DEFAULT_TENANT;
  }
  const labels = host.split('.');
  return labels.length > 2 ? (labels[0] ?? DEFAULT_TENANT) : DEFAULT_TENANT;
}

let current: string | null = null;

export function currentTenant(): string {
  if (current) return current;
  const fromQuery = new URLSearchParams(location.search).get('tenant');
  const remembered = sessionStorage.getItem('bo_tenant');
  current = tenantFromHost(
    location.hostname,
    import.meta.env.VITE_TENANT || undefined,
    fromQuery ? location.search : remembered ? `?tenant=${remembered}` : '',
  );
  sessionStorage.setItem('bo_tenant', current);
  return current;
}
