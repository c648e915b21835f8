// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from '../../../src/web/legal/CookieBanner';
import { CookiePreferencesLink } from '../../../src/web/legal/CookiePreferencesButton';
import { CONSENT_COOKIE, saveChoice } from '../../../src/web/legal/cookieConsent';
import { getCookie } from '../../../src/web/providers/cookies';
import { session } from '../../../src/web/providers/session';
import { fakeAuthProvider, renderAdmin } from '../support/renderAdmin';
import { useRealClock, useTestClock } from '../support/testClock';
import { accessToken, clearCookies } from '../tokens';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  useTestClock();
});
afterEach(() => useRealClock());

const banner = () => screen.queryByRole('region', { name: 'Tu privacidad' });
const elapse = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

function show(options: { authProvider?: ReturnType<typeof fakeAuthProvider> } = {}) {
  const onSignedOut = vi.fn();
  const authProvider = options.authProvider ?? fakeAuthProvider();
  renderAdmin(
    <>
      <CookiePreferencesLink />
      <CookieBanner onSignedOut={onSignedOut} />
    </>,
    { authProvider },
  );
  return { onSignedOut, authProvider, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

describe('cookie banner', () => {
  it('appears 100 ms after the first visit, with the policies opening in a new tab', async () => {
    show();
    await elapse(50);
    expect(banner()).toBeNull();
    await elapse(60);
    expect(banner()?.getAttribute('data-state')).toBe('initial');
    expect(banner()?.textContent).toContain('Granel del Bajío usa solo cookies técnicas');
    for (const [name, href] of [
      ['Política de cookies', '/cookie-policy'],
      ['Aviso de privacidad', '/privacy-policy'],
    ]) {
      const link = screen.getByRole('link', { name: new RegExp(name as string) });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });

  it('keeps an acceptance for a year, thanks, then folds away; the page’s preferences control reopens it', async () => {
    const { user } = show();
    await elapse(110);
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(getCookie(CONSENT_COOKIE)).toBe('accepted');
    expect(banner()?.getAttribute('data-state')).toBe('accepted');
    expect(screen.getByText('Gracias. Guardamos tu elección durante un año.')).toBeTruthy();

    await elapse(3_000);
    const reopen = await screen.findByRole('button', { name: 'Preferencias de cookies' });
    await user.click(reopen);
    expect(banner()?.getAttribute('data-state')).toBe('collapsed');
    expect(screen.getByText('Tu elección actual: cookies aceptadas.')).toBeTruthy();
  });

  it('signs out and goes home when rejected while signed in', async () => {
    session.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
    const { user, authProvider, onSignedOut } = show();
    await elapse(110);
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(getCookie(CONSENT_COOKIE)).toBe('rejected');
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(authProvider.calls.logout).toBe(1);
    expect(banner()?.getAttribute('data-state')).toBe('rejected_logged_in');
  });

  it('still goes home when the sign-out fails', async () => {
    session.store({ accessToken: accessToken(), refreshToken: 'refresh-1' });
    const { user, onSignedOut } = show({
      authProvider: fakeAuthProvider({
        logout: async () => {
          throw new Error('offline');
        },
      }),
    });
    await elapse(110);
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
  });

  it('only records the rejection of a visitor who is not signed in', async () => {
    const { user, authProvider, onSignedOut } = show();
    await elapse(110);
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(banner()?.getAttribute('data-state')).toBe('rejected_logged_out');
    expect(authProvider.calls.logout).toBe(0);
    expect(onSignedOut).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ocultar aviso' }));
    expect(await screen.findByRole('button', { name: 'Preferencias de cookies' })).toBeTruthy();
  });

  it('on a later visit stays folded until the page’s preferences control reopens it', async () => {
    saveChoice('rejected');
    const { user } = show();
    await elapse(110);
    expect(banner()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Preferencias de cookies' }));
    expect(banner()?.getAttribute('data-state')).toBe('reopenable');
    expect(screen.getByText('Tu elección actual: cookies rechazadas.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(getCookie(CONSENT_COOKIE)).toBe('accepted');
  });

  it('puts no button of its own over the page once folded away', async () => {
    saveChoice('accepted');
    renderAdmin(<CookieBanner />, { authProvider: fakeAuthProvider() });
    await elapse(110);
    expect(banner()).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
