import type { Catalogue, Locale } from '../src/domain/i18n';
import { en } from './en';
import { es } from './es';

export const catalogues: Record<Locale, Catalogue> = { es, en };
export { en, es };
