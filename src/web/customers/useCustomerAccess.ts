/**
 * What the signed-in user may do with customers: create and change them (CLIENT_CREATE write, as
 * the API requires) and choose their seller (everyone who sees more than their own customers;
 * a seller's customer is their own).
 */
import { usePermissions } from 'react-admin';
import { hasPermission } from '../../domain/permissions';
import { dataScopeOf } from '../../domain/roles';
import type { AppPermissions } from '../providers/authProvider';

export interface CustomerAccess {
  isPending: boolean;
  canWrite: boolean;
  chooseSeller: boolean;
}

export function customerAccessOf(permissions: AppPermissions | undefined): Omit<CustomerAccess, 'isPending'> {
  const held = permissions?.permissions ?? [];
  const scope = permissions ? dataScopeOf(permissions.role) : 'none';
  return {
    canWrite: hasPermission(held, 'CLIENT_CREATE', 'WRITE'),
    chooseSeller: scope === 'tenant' || scope === 'supervised',
  };
}

export function useCustomerAccess(): CustomerAccess {
  const { permissions, isPending } = usePermissions<AppPermissions>();
  return { isPending, ...customerAccessOf(permissions) };
}
