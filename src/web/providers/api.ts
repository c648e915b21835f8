/** The app's one API client, wired to the tenant, the chosen language and the session's end ('/'). */
import { currentTenant } from '../tenant';
import { createHttpClient } from './httpClient';
import { savedLocale } from './locale';
import { rememberReturnPage } from './returnPage';

export const http = createHttpClient({
  tenant: currentTenant,
  locale: savedLocale,
  onSessionEnd: () => {
    // The sign-in that follows brings the user back here.
    rememberReturnPage(`${location.pathname}${location.search}`);
    if (location.pathname !== '/') location.assign('/');
  },
});

export const api = http.api;
