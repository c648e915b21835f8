import { describe, expect, it } from 'vitest';
import { decidesFinance, inFinanceArea } from '../../../src/domain/finance/areas';
import { permissionStrings } from '../../../src/domain/permissions';
import { defaultGrants, type RoleName } from '../../../src/domain/roles';

const held = (role: RoleName) => permissionStrings(defaultGrants(role));

describe('finance areas under the default matrix', () => {
  it('credit answers releases, treasury payment validations, the finance manager both', () => {
    expect(inFinanceArea(held('finance.credit'), 'CREDIT')).toBe(true);
    expect(inFinanceArea(held('finance.credit'), 'TREASURY')).toBe(false);
    expect(inFinanceArea(held('finance.treasury'), 'TREASURY')).toBe(true);
    expect(inFinanceArea(held('finance.treasury'), 'CREDIT')).toBe(false);
    expect(inFinanceArea(held('manager.finance'), 'CREDIT')).toBe(true);
    expect(inFinanceArea(held('manager.finance'), 'TREASURY')).toBe(true);
  });

  it('no one outside finance decides, whatever else they hold', () => {
    for (const role of [
      'seller',
      'customer.service',
      'operation',
      'manager.operation',
      'customer',
    ] as const) {
      expect(decidesFinance(held(role)), role).toBe(false);
      expect(inFinanceArea(held(role), 'CREDIT'), role).toBe(false);
    }
  });
});
