import raEnglish from 'ra-language-english';
import raSpanish from 'ra-language-spanish';
import { describe, expect, it } from 'vitest';
import { raSpanishCompletion } from '../../i18n/es/ra';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

// Merged the way i18nProvider merges them: the package first, then the completion over it.
const english = flatten(raEnglish as unknown as Tree);
const spanish = { ...flatten(raSpanish as Tree), ...flatten(raSpanishCompletion as unknown as Tree) };

/** Texts that are the same in both languages on purpose. */
const SAME_IN_BOTH: Record<string, string> = {
  'ra.boolean.false': 'No',
  'ra.message.no': 'No',
  // A deliberate blank (an em space): an empty nullable boolean shows a blank choice.
  'ra.boolean.null': '\u2003',
  // Only placeholders: the titles are the resource's own (translated) name and record.
  'ra.page.list': '%{name}',
  'ra.page.edit': '%{name} %{recordRepresentation}',
  'ra.page.show': '%{name} %{recordRepresentation}',
};

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("react-admin's Spanish texts", () => {
  it('cover every key of ra-language-english', () => {
    const missing = Object.keys(english).filter((key) => !(key in spanish));
    expect(missing).toEqual([]);
    for (const key of Object.keys(english)) {
      if (key === 'ra.boolean.null') continue;
      expect(spanish[key]?.trim(), key).toBeTruthy();
    }
  });

  it('are really Spanish: no text equals its English one except the listed ones', () => {
    const same = Object.keys(english).filter((key) => spanish[key] === english[key]);
    expect(same.sort()).toEqual(Object.keys(SAME_IN_BOTH).sort());
    for (const [key, text] of Object.entries(SAME_IN_BOTH)) expect(spanish[key]).toBe(text);
  });

  it('keep the polyglot placeholders and plural forms of the English texts', () => {
    for (const [key, text] of Object.entries(english)) {
      const es = spanish[key] ?? '';
      // Spanish may drop a placeholder English shows (e.g. "No se encontraron resultados"), never invent one.
      for (const name of placeholders(es)) expect(placeholders(text), `${key}: ${es}`).toContain(name);
      expect(es.includes(' |||| '), key).toBe(text.includes(' |||| '));
    }
  });

  it("correct the package's typos", () => {
    const all = Object.values(spanish).join('\n');
    for (const typo of [
      ' or ',
      'aqui',
      'persiona',
      'images',
      'Estas seguro',
      'Loguearse',
      'sesion',
      'un number',
      'De ser',
      'Deber ',
      'Either you',
    ]) {
      expect(all, typo).not.toContain(typo);
    }
    expect(spanish['ra.boolean.true']).toBe('Sí');
    expect(spanish['ra.message.yes']).toBe('Sí');
    expect(spanish['ra.input.file.upload_single']).toContain('o haz clic');
    expect(spanish['ra.input.image.upload_several']).toContain('imágenes');
  });
});
