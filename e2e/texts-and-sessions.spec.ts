/**
 * What a person reads and where the app takes them: the order history in words, roles and the 404
 * page in the chosen language, the sign-in page of each tenant, the way back after a session ends,
 * and the page of a user who has no permissions yet.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createSellerOrder, PASSWORD, setSession, signedIn } from './helpers';

/** A token the server refuses (bad signature), so the next call must refresh. */
function forgedAccessToken(): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: '00000000-0000-4000-8000-000000000000', role: 'admin', permissions: [], exp: Math.floor(Date.now() / 1000) + 3600 })}.bad`;
}

async function signInWithForm(page: Page, email: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** An order of the seller's whose release was asked for: its history has finance's rows. */
async function orderThroughFinance(request: APIRequestContext): Promise<string> {
  const { id, headers } = await createSellerOrder(request);
  const asked = await request.post(`/api/orders/request-release/${id}`, { headers });
  expect(asked.status(), await asked.text()).toBe(200);
  return id;
}

test.describe('the order history', () => {
  for (const [language, asked, checked] of [
    ['es', 'Solicitó la liberación a finanzas', 'Revisión automática de crédito'],
    ['en', 'Asked finance to release the order', 'Automatic credit check'],
  ] as const) {
    test(`puts finance's steps into words (${language})`, async ({ page, baseURL }) => {
      const id = await orderThroughFinance(page.request);
      await signedIn(page, baseURL!, 'seller@demo.local', language);
      await page.goto(`/orders/${id}`);
      const timeline = page.getByTestId('order-timeline');
      await expect(timeline.getByText(asked)).toBeVisible();
      await expect(timeline.getByText(checked)).toBeVisible();
      await expect(timeline).not.toContainText('app.');
    });
  }
});

test.describe('texts in the chosen language', () => {
  test('roles read in English in the Users list and in View as', async ({ page, baseURL }) => {
    await signedIn(page, baseURL!, 'admin@demo.local', 'en');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/users');
    const table = page.getByRole('table');
    await expect(table.getByText('Administrator', { exact: true }).first()).toBeVisible();
    await expect(table.getByText('Seller', { exact: true }).first()).toBeVisible();
    await expect(table).not.toContainText('Vendedor');
    await page.getByRole('button', { name: 'View as' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Finance - Credit' })).toBeVisible();
    await expect(menu).not.toContainText('Finanzas');
  });

  for (const [language, text] of [
    ['es', 'Escribiste una dirección incorrecta o seguiste un enlace roto.'],
    ['en', 'Either you typed a wrong URL, or you followed a bad link.'],
  ] as const) {
    test(`the 404 page ends its sentence once (${language})`, async ({ page, baseURL }) => {
      await signedIn(page, baseURL!, 'admin@demo.local', language);
      await page.goto('/no-such-page');
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    });
  }
});

test.describe('after a session ends', () => {
  test('signing in again returns to the page the user had asked for', async ({ page, baseURL }) => {
    await setSession(page.context(), baseURL!, {
      accessToken: forgedAccessToken(),
      refreshToken: 'revoked-or-unknown',
    });
    await page.goto('/customers?page=1');
    await expect(page).toHaveURL(/\/login$/);
    await signInWithForm(page, 'admin@demo.local');
    await expect(page).toHaveURL(/\/customers\?page=1$/);
  });

  test('a link opened while signed out leads there after signing in', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login$/);
    await signInWithForm(page, 'admin@demo.local');
    await expect(page).toHaveURL(/\/users$/);
  });
});

test('a user without permissions is told what to do, and can sign out', async ({ page }) => {
  await page.goto('/login');
  await signInWithForm(page, 'degraded@demo.local');
  const notice = page.getByTestId('no-role');
  await expect(notice.getByRole('heading', { name: 'Tu usuario aún no tiene permisos' })).toBeVisible();
  await expect(notice).toContainText('Pide a un administrador de Granel del Bajío que te asigne un rol');
  await expect(notice.getByRole('link', { name: 'Ir al inicio' })).toHaveCount(0);
  await notice.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('tenants in the browser', () => {
  test('the sign-in page of tenant norte names it, by host name and by the development override', async ({
    page,
    baseURL,
  }) => {
    const port = new URL(baseURL!).port;
    for (const address of [`http://norte.localhost:${port}/login`, `${baseURL}/login?tenant=norte`]) {
      await page.context().clearCookies();
      await page.goto(address);
      await expect(page.getByTestId('sign-in-tenant')).toHaveText('Minerales del Norte');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await signInWithForm(page, 'admin@norte.demo.local');
    await expect(page).toHaveURL(/\/dashboard$/);
    const tokens = await page.context().cookies();
    const access = tokens.find((c) => c.name === 'bo_access')!.value;
    const claims = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as {
      tenant: string;
    };
    expect(claims.tenant).toBe('norte');
  });

  test('the sign-in page names tenant main on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await expect(page.getByTestId('sign-in-tenant')).toHaveText('Granel del Bajío');
  });
});
