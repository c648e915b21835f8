// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OAuthLanding } from '../../../src/web/auth/OAuthLanding';
import { session } from '../../../src/web/providers/session';
import { currentPath, fakeAuthProvider, renderAdmin } from '../support/renderAdmin';
import { accessToken, clearCookies } from '../tokens';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

const land = (search: string, authProvider = fakeAuthProvider()) => {
  renderAdmin(<OAuthLanding />, { path: `/oauth/callback${search}`, route: '/oauth/callback', authProvider });
  return authProvider;
};

describe('OAuth landing', () => {
  it('explains a provider that is not configured and offers the way back to sign-in', async () => {
    land('?error=oauth_not_configured&provider=google');
    expect(await screen.findByRole('heading', { name: 'No se pudo iniciar sesión' })).toBeTruthy();
    expect(
      screen.getByText('El inicio de sesión con Google no está configurado para esta empresa'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('says the same in English', async () => {
    renderAdmin(<OAuthLanding />, {
      path: '/oauth/callback?error=oauth_not_configured&provider=microsoft',
      route: '/oauth/callback',
      locale: 'en',
    });
    expect(await screen.findByText('Sign-in with Microsoft is not configured for this company')).toBeTruthy();
  });

  it.each([
    [
      'oauth_state_mismatch',
      'El inicio de sesión con Google venció o se comenzó en otra ventana. Vuelve a intentarlo desde la página de inicio de sesión.',
    ],
    [
      'oauth_account_not_found',
      'Tu cuenta de Google no corresponde a ningún usuario de esta empresa. Revisa que elegiste la cuenta correcta o pide acceso a tu administrador.',
    ],
    ['oauth_email_not_verified', 'Google no ha verificado el correo de tu cuenta.'],
    ['oauth_provider_error', 'Google no pudo confirmar tu identidad. Vuelve a intentarlo.'],
    ['oauth_unavailable', 'No pudimos comunicarnos con Google. Intenta de nuevo en unos minutos.'],
    ['access_denied', 'Se canceló el inicio de sesión con Google.'],
    ['something_new', 'No se pudo completar el inicio de sesión con Google.'],
  ])('explains %s, with the e-mail and password way as a hint', async (error, text) => {
    land(`?error=${error}&provider=google`);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('Puedes entrar con tu correo y contraseña mientras tanto.')).toBeTruthy();
  });

  it.each([
    [
      'oauth_state_mismatch',
      'The sign-in with Microsoft expired or was started in another window. Try again from the sign-in page.',
    ],
    [
      'oauth_account_not_found',
      'Your Microsoft account does not match any user of this company. Check that you chose the right account, or ask your administrator for access.',
    ],
    ['oauth_email_not_verified', 'Microsoft has not verified the e-mail address of your account.'],
    ['oauth_provider_error', 'Microsoft could not confirm who you are. Try again.'],
    ['oauth_unavailable', 'We could not reach Microsoft. Try again in a few minutes.'],
  ])('explains %s in English', async (error, text) => {
    renderAdmin(<OAuthLanding />, {
      path: `/oauth/callback?error=${error}&provider=microsoft`,
      route: '/oauth/callback',
      locale: 'en',
    });
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('tells a blocked user so, without offering the password way', async () => {
    land('?error=user_blocked&provider=microsoft');
    expect(await screen.findByText('Tu usuario está bloqueado. Contacta a tu administrador.')).toBeTruthy();
    expect(screen.queryByText('Puedes entrar con tu correo y contraseña mientras tanto.')).toBeNull();
  });

  it('stores the tokens, wipes them from the address, loads the profile and goes to /dashboard', async () => {
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const token = accessToken();
    const authProvider = land(`?accessToken=${token}&refreshToken=refresh-1`);
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(session.accessToken()).toBe(token);
    expect(session.refreshToken()).toBe('refresh-1');
    expect(authProvider.calls.getProfile).toBe(1);
    // The address bar keeps the path only (jsdom's own address is '/' here: the router is in memory).
    expect(replaceState.mock.calls.map((call) => call[2])).toContain(window.location.pathname);
    replaceState.mockRestore();
  });

  it('ends the half-open session when the profile cannot be loaded', async () => {
    land(
      `?accessToken=${accessToken()}&refreshToken=refresh-1`,
      fakeAuthProvider({
        getProfile: async () => {
          throw new Error('401');
        },
      }),
    );
    expect(await screen.findByText('Error cargando usuario')).toBeTruthy();
    expect(session.hasTokens()).toBe(false);
  });

  it('treats an answer without tokens as a failure', async () => {
    land('');
    expect(await screen.findByText('La respuesta no trae una sesión válida.')).toBeTruthy();
  });
});
