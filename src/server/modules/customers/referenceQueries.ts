/** Reference look-ups for the customer screens (SQL of the shared catalogues): countries, Mexican zip codes, regions. */
import { asc, eq, like } from 'drizzle-orm';
import type { Locale } from '../../../domain/i18n';
import type { Executor } from '../../db/client';
import { countries, regions, zipCodes } from '../../db/schema';

export async function listCountries(db: Executor, locale: Locale) {
  const rows = await db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.nameEs));
  return rows.map((c) => ({
    code: c.code,
    name: locale === 'en' ? c.nameEn : c.nameEs,
    areaCode: c.areaCode,
    emoji: c.emoji,
  }));
}

/** Five digits: that code's settlements. Four: every code starting with them (the modal looks up from 4). */
export async function searchZipCodes(db: Executor, zip: string) {
  return db
    .select()
    .from(zipCodes)
    .where(zip.length === 5 ? eq(zipCodes.zipCode, zip) : like(zipCodes.zipCode, `${zip}%`))
    .orderBy(asc(zipCodes.zipCode), asc(zipCodes.settlement))
    .limit(100);
}

export async function listRegions(db: Executor) {
  return db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.name));
}
