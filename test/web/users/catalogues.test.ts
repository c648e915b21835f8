/** The users and hierarchy texts: English has exactly the Spanish keys and placeholders. */
import { describe, expect, it } from 'vitest';
import { hierarchy as enHierarchy } from '../../../i18n/en/app/hierarchy';
import { users as enUsers } from '../../../i18n/en/app/users';
import { hierarchy as esHierarchy } from '../../../i18n/es/app/hierarchy';
import { users as esUsers } from '../../../i18n/es/app/users';

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
  ['users', esUsers, enUsers],
  ['hierarchy', esHierarchy, enHierarchy],
])('%s texts', (_name, es, en) => {
  it('has the same keys in Spanish and English', () => {
    expect(leaves(en).map(([k]) => k)).toEqual(leaves(es).map(([k]) => k));
  });

  it('keeps the same placeholders and plural forms in both languages', () => {
    const english = new Map(leaves(en));
    for (const [key, text] of leaves(es)) {
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text));
      expect((english.get(key) ?? '').includes('||||'), key).toBe(text.includes('||||'));
    }
  });

  it('writes Spanish without English words', () => {
    const english = /\b(the|user|users|seller|sellers|save|cancel|block|invite|role|email|search)\b/i;
    for (const [key, text] of leaves(es)) expect(text.replace(/%\{\w+\}/g, ''), key).not.toMatch(english);
  });
});
