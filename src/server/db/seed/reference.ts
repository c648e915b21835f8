/** Countries and the SEPOMEX zip-code sample: shared reference data, loaded once when missing. */
import { readFileSync } from 'node:fs';
import { count } from 'drizzle-orm';
import type { Executor } from '../client';
import { countries, zipCodes } from '../schema';

export const COUNTRIES = [
  { code: 'MX', nameEs: 'México', nameEn: 'Mexico', areaCode: '+52', emoji: '🇲🇽', sortOrder: 1 },
  {
    code: 'US',
    nameEs: 'Estados Unidos',
    nameEn: 'United States',
    areaCode: '+1',
    emoji: '🇺🇸',
    sortOrder: 2,
  },
  { code: 'CA', nameEs: 'Canadá', nameEn: 'Canada', areaCode: '+1', emoji: '🇨🇦', sortOrder: 3 },
  { code: 'GT', nameEs: 'Guatemala', nameEn: 'Guatemala', areaCode: '+502', emoji: '🇬🇹', sortOrder: 10 },
  { code: 'BZ', nameEs: 'Belice', nameEn: 'Belize', areaCode: '+501', emoji: '🇧🇿', sortOrder: 10 },
  { code: 'SV', nameEs: 'El Salvador', nameEn: 'El Salvador', areaCode: '+503', emoji: '🇸🇻', sortOrder: 10 },
  { code: 'HN', nameEs: 'Honduras', nameEn: 'Honduras', areaCode: '+504', emoji: '🇭🇳', sortOrder: 10 },
  { code: 'NI', nameEs: 'Nicaragua', nameEn: 'Nicaragua', areaCode: '+505', emoji: '🇳🇮', sortOrder: 10 },
  { code: 'CR', nameEs: 'Costa Rica', nameEn: 'Costa Rica', areaCode: '+506', emoji: '🇨🇷', sortOrder: 10 },
  { code: 'PA', nameEs: 'Panamá', nameEn: 'Panama', areaCode: '+507', emoji: '🇵🇦', sortOrder: 10 },
  { code: 'CO', nameEs: 'Colombia', nameEn: 'Colombia', areaCode: '+57', emoji: '🇨🇴', sortOrder: 10 },
  { code: 'PE', nameEs: 'Perú', nameEn: 'Peru', areaCode: '+51', emoji: '🇵🇪', sortOrder: 10 },
  { code: 'CL', nameEs: 'Chile', nameEn: 'Chile', areaCode: '+56', emoji: '🇨🇱', sortOrder: 10 },
  { code: 'AR', nameEs: 'Argentina', nameEn: 'Argentina', areaCode: '+54', emoji: '🇦🇷', sortOrder: 10 },
  { code: 'BR', nameEs: 'Brasil', nameEn: 'Brazil', areaCode: '+55', emoji: '🇧🇷', sortOrder: 10 },
  { code: 'ES', nameEs: 'España', nameEn: 'Spain', areaCode: '+34', emoji: '🇪🇸', sortOrder: 10 },
  { code: 'DE', nameEs: 'Alemania', nameEn: 'Germany', areaCode: '+49', emoji: '🇩🇪', sortOrder: 10 },
  { code: 'CN', nameEs: 'China', nameEn: 'China', areaCode: '+86', emoji: '🇨🇳', sortOrder: 10 },
] as const;

/** Parses the CSV (fields never contain commas unless quoted). */
export function parseZipCodesCsv(text: string) {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  if (header !== 'zip_code,settlement,settlement_type,municipality,city,state') {
    throw new Error('zip-codes.csv: unexpected header');
  }
  return lines.map((line) => {
    const cells = [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].map((m) => m[2] ?? m[1] ?? '').slice(0, 6);
    const [zipCode = '', settlement = '', settlementType = '', municipality = '', city = '', state = ''] =
      cells;
    return { zipCode, settlement, settlementType, municipality, city: city || null, state, country: 'MX' };
  });
}

export async function seedReferenceData(db: Executor): Promise<void> {
  const [countryCount] = await db.select({ n: count() }).from(countries);
  if (!countryCount?.n) await db.insert(countries).values([...COUNTRIES]);
  const [zipCount] = await db.select({ n: count() }).from(zipCodes);
  if (!zipCount?.n) {
    const rows = parseZipCodesCsv(readFileSync(new URL('./data/zip-codes.csv', import.meta.url), 'utf8'));
    for (let i = 0; i < rows.length; i += 200) await db.insert(zipCodes).values(rows.slice(i, i + 200));
  }
}
