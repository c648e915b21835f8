import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  allocationCreateSchema,
  allocationProblems,
  allocationStage,
  bulkAutoAssignSchema,
  type FefoLot,
  fefoPlan,
  isFullyAllocated,
  type Requirement,
  requirementsOf,
} from '../../../src/domain/inventory/allocation';

const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';

const requirement = (productId: string, kg: number, packagingType: 'BAG' | 'BULK' = 'BAG'): Requirement => ({
  productId,
  packagingType,
  reference: productId === P1 ? 'CAL-01' : 'YES-02',
  productName: 'x',
  requestedKg: new Decimal(kg),
});

function lot(id: string, over: Partial<FefoLot> = {}): FefoLot {
  return {
    id,
    lot: `L-${id}`,
    productId: P1,
    packagingType: 'BAG',
    availableKg: 1000,
    receptionDate: '2026-10-01',
    warehouseId: 'w1',
    preferred: false,
    ...over,
  };
}

describe('requirements of an order', () => {
  it('groups items by product and packaging, adding their kilos', () => {
    const items = [
      {
        productId: P1,
        packagingType: 'BAG' as const,
        productReference: 'CAL-01',
        productName: 'Cal',
        quantityKg: '1000',
      },
      {
        productId: P1,
        packagingType: 'BAG' as const,
        productReference: 'CAL-01',
        productName: 'Cal',
        quantityKg: '500.5',
      },
      {
        productId: P1,
        packagingType: 'BULK' as const,
        productReference: 'CAL-01',
        productName: 'Cal',
        quantityKg: '2000',
      },
    ];
    const reqs = requirementsOf(items);
    expect(reqs).toHaveLength(2);
    expect(reqs[0]?.requestedKg.toFixed()).toBe('1500.5');
    expect(reqs[1]?.packagingType).toBe('BULK');
  });

  it('is fully allocated only when every product is covered', () => {
    const reqs = [requirement(P1, 1000), requirement(P2, 500)];
    const a = { productId: P1, packagingType: 'BAG', allocatedKg: '1000' };
    expect(isFullyAllocated(reqs, [a])).toBe(false);
    expect(isFullyAllocated(reqs, [a, { productId: P2, packagingType: 'BAG', allocatedKg: '500' }])).toBe(
      true,
    );
    expect(isFullyAllocated([], [])).toBe(false);
  });
});

describe('when an order may take material', () => {
  it('needs the finance release and stops once a shipment is scheduled', () => {
    expect(allocationStage({ opsStatus: 'ORDEN_CREADA', financeStatus: null })).toBe('pendingApproval');
    expect(allocationStage({ opsStatus: 'ORDEN_RETENIDA', financeStatus: null })).toBe('pendingApproval');
    expect(allocationStage({ opsStatus: 'APROBADO_POR_FINANZAS', financeStatus: 'FINANCE_RELEASED' })).toBe(
      'open',
    );
    expect(allocationStage({ opsStatus: 'MATERIAL_ASIGNADO', financeStatus: 'FINANCE_RELEASED' })).toBe(
      'open',
    );
    expect(allocationStage({ opsStatus: 'EMBARCADO/PROGRAMADO', financeStatus: 'FINANCE_RELEASED' })).toBe(
      'shipmentScheduled',
    );
    expect(allocationStage({ opsStatus: 'ORDEN_CANCELADA', financeStatus: 'FINANCE_RELEASED' })).toBe(
      'cancelled',
    );
  });
});

describe('allocation limits', () => {
  const reqs = [requirement(P1, 1500)];

  it('refuses more than the lot holds, with the lot and its available kilos', () => {
    const problems = allocationProblems(reqs, [], [{ lot: lot('a', { availableKg: 800 }), quantityKg: 900 }]);
    expect(problems).toContainEqual({
      index: 0,
      key: 'validation.inventory.quantityExceedsAvailable',
      params: { lot: 'L-a', available: '800' },
    });
  });

  it('refuses a product total over what was requested, counting what is already allocated', () => {
    const current = [{ id: 'x', productId: P1, packagingType: 'BAG', allocatedKg: '1000' }];
    const problems = allocationProblems(reqs, current, [{ lot: lot('a'), quantityKg: 600 }]);
    expect(problems.map((p) => p.key)).toEqual(['validation.inventory.exceedsRequested']);
    expect(problems[0]?.params).toEqual({ product: 'CAL-01', total: '1600', requested: '1500' });
    // Changing the existing allocation replaces its kilos instead of adding to them.
    expect(
      allocationProblems(reqs, current, [
        { lot: lot('a', { availableKg: 2000 }), quantityKg: 1500, replaces: 'x' },
      ]),
    ).toEqual([]);
  });

  it("refuses a lot that is not one of the order's product and packaging", () => {
    const problems = allocationProblems(
      reqs,
      [],
      [{ lot: lot('a', { packagingType: 'BULK' }), quantityKg: 1 }],
    );
    expect(problems[0]?.key).toBe('validation.inventory.lotNotForOrder');
  });

  it('parses the request: at least one lot, no duplicates, quantity > 0 and ≤ 999,999', () => {
    const id = '00000000-0000-4000-8000-0000000000aa';
    const messages = (body: unknown) => {
      const r = allocationCreateSchema.safeParse(body);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(messages({ allocations: [] })).toEqual(['validation.inventory.atLeastOneLot']);
    expect(messages({ allocations: [{ inventoryId: '', allocatedQuantity: '1' }] })).toEqual([
      'validation.inventory.selectInventoryLot',
    ]);
    expect(messages({ allocations: [{ inventoryId: id, allocatedQuantity: '' }] })).toEqual([
      'validation.inventory.allocatedQuantityRequired',
    ]);
    expect(messages({ allocations: [{ inventoryId: id, allocatedQuantity: '0' }] })).toEqual([
      'validation.inventory.allocatedQuantityPositive',
    ]);
    expect(messages({ allocations: [{ inventoryId: id, allocatedQuantity: '1000000' }] })).toEqual([
      'validation.inventory.allocatedQuantityMax',
    ]);
    expect(messages({ allocations: [{ inventoryId: id, allocatedQuantity: '999999' }] })).toEqual([]);
    expect(
      messages({
        allocations: [
          { inventoryId: id, allocatedQuantity: '1' },
          { inventoryId: id, allocatedQuantity: '2' },
        ],
      }),
    ).toEqual(['validation.inventory.duplicateLot']);
    expect(bulkAutoAssignSchema.safeParse({ orderIds: [] }).error?.issues[0]?.message).toBe(
      'validation.inventory.atLeastOneOrder',
    );
  });
});

describe('automatic assignment (FEFO)', () => {
  it('takes the oldest reception first and splits across lots', () => {
    const lots = [
      lot('new', { receptionDate: '2026-11-01', availableKg: 5000 }),
      lot('old', { receptionDate: '2026-09-01', availableKg: 600 }),
      lot('mid', { receptionDate: '2026-10-01', availableKg: 700 }),
    ];
    const plan = fefoPlan([requirement(P1, 1000)], [], lots);
    expect(plan.picks.map((p) => [p.lot.id, p.quantityKg.toFixed()])).toEqual([
      ['old', '600'],
      ['mid', '400'],
    ]);
    expect(plan.missing).toEqual([]);
  });

  it("prefers the order's region's warehouses over older lots elsewhere", () => {
    const lots = [
      lot('far-old', { receptionDate: '2026-08-01' }),
      lot('near-new', { receptionDate: '2026-11-01', preferred: true }),
    ];
    const plan = fefoPlan([requirement(P1, 500)], [], lots);
    expect(plan.picks.map((p) => p.lot.id)).toEqual(['near-new']);
  });

  it('reports what no lot covers, and covers only what is still missing', () => {
    const current = [{ productId: P1, packagingType: 'BAG', allocatedKg: '200' }];
    const plan = fefoPlan([requirement(P1, 1000), requirement(P2, 300)], current, [
      lot('a', { availableKg: 500 }),
    ]);
    expect(plan.picks.map((p) => p.quantityKg.toFixed())).toEqual(['500']);
    expect(plan.missing.map((m) => [m.requirement.productId, m.missingKg.toFixed()])).toEqual([
      [P1, '300'],
      [P2, '300'],
    ]);
  });

  it('never takes the same kilos twice for two requirements of one lot', () => {
    const reqs = [requirement(P1, 400), { ...requirement(P1, 400), productName: 'again' }];
    const plan = fefoPlan(reqs, [], [lot('a', { availableKg: 500 })]);
    const taken = plan.picks.reduce((s, p) => s.plus(p.quantityKg), new Decimal(0));
    expect(taken.toFixed()).toBe('500');
    expect(plan.missing[0]?.missingKg.toFixed()).toBe('300');
  });
});
