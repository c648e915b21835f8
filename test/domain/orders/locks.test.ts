import { describe, expect, it } from 'vitest';
import { type EditLockContext, type EditLockOrder, editLocks } from '../../../src/domain/orders';

const order = (over: Partial<EditLockOrder> = {}): EditLockOrder => ({
  opsStatus: 'APROBADO_POR_FINANZAS',
  isDelivered: false,
  externalId: 'ERP-1001',
  ...over,
});
const ctx = (over: Partial<EditLockContext> = {}): EditLockContext => ({
  canWrite: true,
  tenantRequiresExternalId: false,
  userRequiresExternalId: false,
  ...over,
});

/** field → reason, or 'free'. */
function reasons(o: EditLockOrder, c: EditLockContext) {
  const locks = editLocks(o, c);
  return Object.fromEntries(Object.entries(locks).map(([f, l]) => [f, l.locked ? l.reason : 'free']));
}
const all = (reason: string) => ({
  quantity: reason,
  products: reason,
  deliveryDate: reason,
  deliveryModel: reason,
});

describe('edit locks', () => {
  it('leaves a released order with write permission free', () => {
    expect(reasons(order(), ctx())).toEqual(all('free'));
    expect(reasons(order({ opsStatus: 'ORDEN_CREADA', externalId: null }), ctx())).toEqual(all('free'));
  });

  it('locks everything once delivered, with the tooltip key', () => {
    expect(reasons(order({ isDelivered: true }), ctx())).toEqual(all('delivered'));
    expect(reasons(order({ opsStatus: 'PAGADO' }), ctx())).toEqual(all('delivered'));
    expect(editLocks(order({ isDelivered: true }), ctx()).quantity).toEqual({
      locked: true,
      reason: 'delivered',
      messageKey: 'validation.orders.locked.delivered',
    });
  });

  it('locks everything once material is assigned (or later)', () => {
    expect(reasons(order({ opsStatus: 'MATERIAL_ASIGNADO' }), ctx())).toEqual(all('materialAssigned'));
    expect(reasons(order({ opsStatus: 'FACTURADO' }), ctx())).toEqual(all('materialAssigned'));
    expect(reasons(order({ materialAssigned: true }), ctx())).toEqual(all('materialAssigned'));
  });

  it('locks everything without write permission, while saving and when cancelled', () => {
    expect(reasons(order(), ctx({ canWrite: false }))).toEqual(all('noWritePermission'));
    expect(reasons(order(), ctx({ saving: true }))).toEqual(all('saving'));
    expect(reasons(order({ opsStatus: 'ORDEN_CANCELADA' }), ctx())).toEqual(all('cancelled'));
  });

  it('locks items and delivery date, not the model, while an update is pending', () => {
    expect(reasons(order({ hasPendingUpdate: true }), ctx())).toEqual({
      quantity: 'pendingUpdate',
      products: 'pendingUpdate',
      deliveryDate: 'pendingUpdate',
      deliveryModel: 'free',
    });
  });

  it('blocks product editing when the tenant requires an external id and the order has none', () => {
    const expected = {
      quantity: 'externalIdRequired',
      products: 'externalIdRequired',
      deliveryDate: 'free',
      deliveryModel: 'free',
    };
    expect(reasons(order({ externalId: null }), ctx({ tenantRequiresExternalId: true }))).toEqual(expected);
    expect(reasons(order({ externalId: '  ' }), ctx({ tenantRequiresExternalId: true }))).toEqual(expected);
    expect(reasons(order(), ctx({ tenantRequiresExternalId: true }))).toEqual(all('free'));
    expect(
      editLocks(order({ externalId: null }), ctx({ tenantRequiresExternalId: true })).products,
    ).toMatchObject({
      messageKey: 'validation.orders.locked.externalIdRequired',
    });
  });

  it('blocks every edit for a user who must wait for the external id', () => {
    expect(reasons(order({ externalId: null }), ctx({ userRequiresExternalId: true }))).toEqual(
      all('externalIdRequired'),
    );
    expect(reasons(order(), ctx({ userRequiresExternalId: true }))).toEqual(all('free'));
  });

  it('shows the most final reason first', () => {
    expect(reasons(order({ isDelivered: true }), ctx({ canWrite: false, saving: true }))).toEqual(
      all('delivered'),
    );
    expect(reasons(order({ hasPendingUpdate: true }), ctx({ canWrite: false }))).toEqual(
      all('noWritePermission'),
    );
  });
});
