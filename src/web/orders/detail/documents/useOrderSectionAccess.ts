/** What the signed-in user may do in the order's files, comments and cancel sections. */
import { usePermissions } from 'react-admin';
import { hasPermission } from '../../../../domain/permissions';
import type { AppPermissions } from '../../../providers/authProvider';

export interface OrderSectionAccess {
  isPending: boolean;
  filesRead: boolean;
  filesWrite: boolean;
  /** Same rule as the API: whoever may open the order page comments on it. */
  comment: boolean;
  cancel: boolean;
}

export function useOrderSectionAccess(): OrderSectionAccess {
  const { permissions, isPending } = usePermissions<AppPermissions>();
  const held = permissions?.permissions ?? [];
  return {
    isPending,
    filesRead: hasPermission(held, 'ORDER_DETAIL_FILES', 'READ'),
    filesWrite: hasPermission(held, 'ORDER_DETAIL_FILES', 'WRITE'),
    comment: hasPermission(held, 'ORDER_DETAIL_SUMMARY', 'READ'),
    cancel: hasPermission(held, 'ORDER_CANCEL', 'WRITE'),
  };
}
