/** The principal-address rule as a pure function: at most one principal per type, the chosen one wins. */
import { describe, expect, it } from 'vitest';
import { principalFlags } from '../../src/server/modules/customers/addresses';

type Row = Parameters<typeof principalFlags>[0][number];
const row = (id: string, addressType: Row['addressType'], principalAddress = false, active = true): Row => ({
  id,
  addressType,
  principalAddress,
  active,
});
const principals = (flags: Map<string, boolean>) => [...flags].filter(([, on]) => on).map(([id]) => id);

describe('principalFlags', () => {
  it('gives a billing address chosen as principal the place of a principal for both, never two principals', () => {
    // The 'both' address is the only one covering shipping: keeping it would make two billing principals.
    const flags = principalFlags([row('A', 'both', true), row('B', 'billing', true)], 'B');
    expect(principals(flags)).toEqual(['B']);
  });

  it('keeps the stored principal of the other type when the chosen one does not clash with it', () => {
    const flags = principalFlags(
      [row('A', 'shipping', true), row('B', 'billing', true), row('C', 'billing')],
      'C',
    );
    expect(principals(flags).sort()).toEqual(['A', 'C']);
  });

  it('gives a type without a principal one of that type alone first, then a both while both types are free', () => {
    expect(principals(principalFlags([row('A', 'both'), row('B', 'shipping')])).sort()).toEqual(['A']);
    expect(
      principals(principalFlags([row('A', 'billing', true), row('B', 'both'), row('C', 'shipping')])).sort(),
    ).toEqual(['A', 'C']);
  });

  it('never makes an inactive address principal', () => {
    expect(
      principals(principalFlags([row('A', 'both', true, false), row('B', 'billing', false, false)], 'B')),
    ).toEqual([]);
  });
});
