/** Roles in the user's language (the stored name is the Spanish one the tenant was created with). */
import { useLocaleState } from 'react-admin';
import { roleLabel } from '../domain/roles';
import { useTenantTheme } from './tenantTheme';

export function useRoleLabel(): (role: { name: string; displayName: string }) => string {
  const [locale] = useLocaleState();
  const { productName } = useTenantTheme();
  return (role) => roleLabel(role, locale === 'en' ? 'en' : 'es', productName);
}
