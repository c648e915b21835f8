/** The dashboards' texts: English has exactly the Spanish keys and placeholders, and the Spanish has no English words. */
import { describe, expect, it, vi } from 'vitest';
import { enDashboardsArea } from '../../../../i18n/en/app/dashboards';
import { esDashboardsArea } from '../../../../i18n/es/app/dashboards';
import { createI18nProvider, loadMessages, withTexts } from '../../../../src/web/providers/i18n';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();
const es = leaves(esDashboardsArea);
const en = leaves(enDashboardsArea);

describe('the dashboards’ texts', () => {
  it('has the same keys and placeholders in Spanish and English', () => {
    expect(en.map(([k]) => k)).toEqual(es.map(([k]) => k));
    const english = new Map(en);
    for (const [key, text] of es)
      expect(placeholders(english.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('writes Spanish without English words', () => {
    const english =
      /\b(the|dashboard|sales|stock|export|table|show|hide|loading|seller|supplier|retry|reload|cost|margin|orders|month|available|demand|projection|on time|not available)\b/i;
    for (const [key, text] of es) expect(text.replace(/%\{\w+\}/g, ''), key).not.toMatch(english);
  });

  it('keeps the texts the original product shows', () => {
    const text = (tree: [string, string][], key: string) => new Map(tree).get(key);
    expect(text(en, 'dashboards.frame.embed.notAvailable')).toBe('Dashboard not available');
    expect(text(en, 'dashboards.frame.embed.noUrl')).toBe('Dashboard URL not available in response');
    expect(text(en, 'dashboards.frame.embed.notAuthenticated')).toBe('User not authenticated');
    expect(text(es, 'dashboards.frame.embed.notAvailable')).toBe('Tablero no disponible');
  });
});

describe('the dashboards’ texts in the app', () => {
  it('arrive with the first dashboard, not with the core', async () => {
    // polyglot reports the missing key before the group arrives: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadMessages('es');
    const i18n = createI18nProvider('es');
    expect(i18n.translate('app.dashboards.frame.export.button')).toBe('app.dashboards.frame.export.button');
    await withTexts(['dashboards'], async () => ({ default: 'SalesDashboard' }));
    expect(i18n.translate('app.dashboards.frame.export.button')).toBe('Exportar');
    await i18n.changeLocale('en');
    expect(i18n.translate('app.dashboards.frame.export.button')).toBe('Export');
    vi.restoreAllMocks();
  });
});
