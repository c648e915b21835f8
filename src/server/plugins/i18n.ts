/** Gives each request its language (Accept-Language, Spanish by default) and a translate function. */
import fp from 'fastify-plugin';
import { catalogues } from '../../../i18n';
import {
  interpolate,
  type Locale,
  localeFromAcceptLanguage,
  lookup,
  type MessageVars,
} from '../../domain/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t(key: string, vars?: MessageVars): string;
  }
}

export function translate(locale: Locale, key: string, vars?: MessageVars): string {
  const text = lookup(catalogues[locale], key) ?? lookup(catalogues.es, key) ?? key;
  return interpolate(text, vars);
}

export const i18nPlugin = fp(async (app) => {
  app.decorateRequest('locale', 'es');
  app.decorateRequest('t', function (this: { locale: Locale }, key: string, vars?: MessageVars) {
    return translate(this.locale, key, vars);
  });
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });
});
