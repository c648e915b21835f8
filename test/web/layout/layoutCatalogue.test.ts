/** English has exactly the Spanish layout keys, and the Spanish texts carry no English words. */
import { describe, expect, it } from 'vitest';
import { layout as en } from '../../../i18n/en/app/layout';
import { layout as es } from '../../../i18n/es/app/layout';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

describe('layout texts', () => {
  it('has the same keys in Spanish and English', () => {
    expect(leaves(en).map(([k]) => k)).toEqual(leaves(es).map(([k]) => k));
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
    const english = new Map(leaves(en));
    for (const [key, text] of leaves(es))
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('writes Spanish without English words (the language names are each in their own language)', () => {
    const english = /\b(the|menu|favou?rites?|logout|sign|user|view|back|loading|home|language|close)\b/i;
    for (const [key, text] of leaves(es)) {
      if (key === 'language.en') continue;
      expect(text, key).not.toMatch(english);
    }
  });
});
