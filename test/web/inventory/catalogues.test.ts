/** The inventory and warehouse texts: English has exactly the Spanish keys and placeholders, and the Spanish has no English words. */
import { describe, expect, it } from 'vitest';
import { inventory as enInventory } from '../../../i18n/en/app/inventory';
import { warehouses as enWarehouses } from '../../../i18n/en/app/warehouses';
import { inventory as esInventory } from '../../../i18n/es/app/inventory';
import { warehouses as esWarehouses } from '../../../i18n/es/app/warehouses';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each([
  ['inventory', esInventory, enInventory],
  ['warehouses', esWarehouses, enWarehouses],
])('%s texts', (_name, es, en) => {
  it('has the same keys in Spanish and English', () => {
    expect(leaves(en).map(([k]) => k)).toEqual(leaves(es).map(([k]) => k));
  });

  it('keeps the same placeholders in both languages', () => {
    const english = new Map(leaves(en));
    for (const [key, text] of leaves(es))
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('writes Spanish without English words', () => {
    const english =
      /\b(the|lot|lots|warehouse|stock|batch|supplier|save|cancel|search|export|download|upload|file|low|sold|out|available|shipped|count|damage|return|other)\b/i;
    for (const [key, text] of leaves(es)) expect(text.replace(/%\{\w+\}/g, ''), key).not.toMatch(english);
  });
});
