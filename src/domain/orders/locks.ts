/**
 * Which parts of an existing order may still be edited, and why not. The order page greys the
 * field and shows the reason as a tooltip; the server refuses the same edit with the same key, so
 * a stale page can never change what the screen would have locked.
 */
import { hasReached, type OpsStatus } from './status';

/** The fields the order page edits one at a time. */
export const EDITABLE_ORDER_FIELDS = ['quantity', 'products', 'deliveryDate', 'deliveryModel'] as const;
export type EditableOrderField = (typeof EDITABLE_ORDER_FIELDS)[number];

/** Reasons in priority order: the first that applies is the one shown. */
export const EDIT_LOCK_REASONS = [
  'cancelled',
  'delivered',
  'materialAssigned',
  'noWritePermission',
  'externalIdRequired',
  'pendingUpdate',
  'saving',
] as const;
export type EditLockReason = (typeof EDIT_LOCK_REASONS)[number];

/** Tooltip and refusal texts, under `validation.orders.locked` in the server catalogues. */
export const EDIT_LOCK_MESSAGE_KEYS: Record<EditLockReason, string> = {
  cancelled: 'validation.orders.locked.cancelled',
  delivered: 'validation.orders.locked.delivered',
  materialAssigned: 'validation.orders.locked.materialAssigned',
  noWritePermission: 'validation.orders.locked.noWritePermission',
  externalIdRequired: 'validation.orders.locked.externalIdRequired',
  pendingUpdate: 'validation.orders.locked.pendingUpdate',
  saving: 'validation.orders.locked.saving',
};

export interface EditLockOrder {
  opsStatus: OpsStatus;
  isDelivered: boolean;
  externalId: string | null;
  /** Lots already cover the items even if the status has not caught up yet. */
  materialAssigned?: boolean;
  /** A change was sent (e.g. to the ERP) and has not come back yet. */
  hasPendingUpdate?: boolean;
}

export interface EditLockContext {
  /** ORDER_DETAIL_SUMMARY write. */
  canWrite: boolean;
  /** Tenant with an external ERP: product rows wait for the ERP's order number. */
  tenantRequiresExternalId: boolean;
  /** The per-user flag: this user edits nothing before the order has an external id. */
  userRequiresExternalId: boolean;
  /** A save of this order is in flight (browser only; the server never sees it true). */
  saving?: boolean;
}

export type EditLock = { locked: false } | { locked: true; reason: EditLockReason; messageKey: string };

const PRODUCT_TABLE: readonly EditableOrderField[] = ['quantity', 'products'];
const WAITS_FOR_PENDING_UPDATE: readonly EditableOrderField[] = ['quantity', 'products', 'deliveryDate'];

function reasonsFor(
  field: EditableOrderField,
  order: EditLockOrder,
  ctx: EditLockContext,
): Record<EditLockReason, boolean> {
  const missingExternalId = !order.externalId?.trim();
  return {
    cancelled: order.opsStatus === 'ORDEN_CANCELADA',
    delivered: order.isDelivered || hasReached(order.opsStatus, 'ORDEN_ENTREGADA'),
    // Once lots are allocated, changing what or how much was ordered would orphan them.
    materialAssigned: order.materialAssigned === true || hasReached(order.opsStatus, 'MATERIAL_ASIGNADO'),
    noWritePermission: !ctx.canWrite,
    externalIdRequired:
      missingExternalId &&
      (ctx.userRequiresExternalId || (ctx.tenantRequiresExternalId && PRODUCT_TABLE.includes(field))),
    pendingUpdate: order.hasPendingUpdate === true && WAITS_FOR_PENDING_UPDATE.includes(field),
    saving: ctx.saving === true,
  };
}

/** For each editable field: free, or locked with the reason to show. */
export function editLocks(order: EditLockOrder, ctx: EditLockContext): Record<EditableOrderField, EditLock> {
  const entries = EDITABLE_ORDER_FIELDS.map((field): [EditableOrderField, EditLock] => {
    const applies = reasonsFor(field, order, ctx);
    const reason = EDIT_LOCK_REASONS.find((r) => applies[r]);
    return [
      field,
      reason === undefined
        ? { locked: false }
        : { locked: true, reason, messageKey: EDIT_LOCK_MESSAGE_KEYS[reason] },
    ];
  });
  return Object.fromEntries(entries) as Record<EditableOrderField, EditLock>;
}
