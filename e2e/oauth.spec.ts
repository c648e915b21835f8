import { expect, type Page, test } from '@playwright/test';
import { E2E_OIDC } from '../playwright.config';
import { startOidcProvider, type TestProvider } from '../test/helpers/oidcProvider';

/**
 * The login page's Google button against a real OpenID Connect provider on this machine, which the
 * e2e server takes for Google (playwright.config.ts): the browser goes to the provider's sign-in
 * form and back, and lands signed in on /dashboard.
 */
let provider: TestProvider;

test.beforeAll(async () => {
  provider = await startOidcProvider({
    port: E2E_OIDC.port,
    clients: [
      {
        clientId: E2E_OIDC.clientId,
        clientSecret: E2E_OIDC.clientSecret,
        redirectUris: [`${E2E_OIDC.publicUrl}/api/auth/google/callback`],
      },
    ],
    accounts: {
      'ana.google': { email: 'admin@demo.local', email_verified: true, name: 'Ana Robles' },
      'someone.else': { email: 'someone.else@gmail.test', email_verified: true },
    },
  });
});

test.afterAll(async () => {
  await provider?.close();
});

async function signInAtProvider(page: Page, login: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continuar con Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_OIDC.port}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test.beforeEach(async ({ page, baseURL }) => {
  const { hostname } = new URL(baseURL ?? '');
  await page
    .context()
    .addCookies([
      { name: 'bo_cookie_consent', value: 'accepted', domain: hostname, path: '/', sameSite: 'Lax' },
    ]);
});

test('the Google button signs in against the provider and lands on /dashboard', async ({ page }) => {
  await signInAtProvider(page, 'ana.google');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('welcome')).toContainText('Ana Robles Treviño');
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(cookies).toEqual(expect.arrayContaining(['bo_access', 'bo_refresh']));
  expect(cookies).not.toContain('bo_oauth_google');
  expect(provider.requests.token).toBeGreaterThan(0);
});

test('an account of no user of the company ends on the landing, which explains it and leads back', async ({
  page,
}) => {
  await signInAtProvider(page, 'someone.else');
  await expect(page).toHaveURL(/\/oauth\/callback\?error=oauth_account_not_found&provider=google$/);
  await expect(page.getByRole('heading', { name: 'No se pudo iniciar sesión' })).toBeVisible();
  await expect(
    page.getByText(
      'Tu cuenta de Google no corresponde a ningún usuario de esta empresa. Revisa que elegiste la cuenta correcta o pide acceso a tu administrador.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio de sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('bo_access');
});
