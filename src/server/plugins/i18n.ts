/** Gives each request its language (Accept-Language, Spanish by default) and a translate function. */
import fp from 'fastify-plugin';
import { type Locale, localeFromAcceptLanguage, type MessageVars } from '../../domain/i18n';
import { translate } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t(key: string, vars?: MessageVars): string;
  }
}

export const i18nPlugin = fp(
  async (app) => {
    app.decorateRequest('locale', 'es');
    app.decorateRequest('t', function (this: { locale: Locale }, key: string, vars?: MessageVars) {
      return translate(this.locale, key, vars);
    });
    app.addHook('onRequest', async (request) => {
      request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    });
  },
  { name: 'i18n' },
);
