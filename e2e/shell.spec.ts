/**
 * The signed-in shell in a real browser against the real server: menus per role, the guard,
 * sidebar and favourites persistence, language, and viewing as another role.
 */
import { expect, type Page, test } from '@playwright/test';
import { permissionStrings } from '../src/domain/permissions';
import { defaultGrants, ROLE_NAMES } from '../src/domain/roles';
import { allowedMenu } from '../src/web/navigation/menu';
import { signedIn } from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: /Menú principal|Main menu/ });

/** Opens every closed group, then reads the paths of the menu's links (favourites left out). */
async function menuPaths(page: Page): Promise<string[]> {
  const menu = nav(page);
  await expect(menu.getByRole('link').first()).toBeVisible();
  const closed = menu.locator('[aria-expanded="false"]');
  for (let i = 0; i < 12 && (await closed.count()) > 0; i++) await closed.first().click();
  const hrefs = await menu
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .filter((a) => !a.closest('[aria-label="Favoritos"], [aria-label="Favourites"]'))
        .map((a) => a.getAttribute('href') ?? ''),
    );
  return [...new Set(hrefs)].sort();
}

function expectedPaths(role: (typeof ROLE_NAMES)[number]): string[] {
  const viewer = { permissions: permissionStrings(defaultGrants(role)), isCompanyEmail: true };
  return [...new Set(allowedMenu(viewer).map((item) => item.path))].sort();
}

for (const role of ROLE_NAMES.filter((r) => r !== 'degraded')) {
  test(`${role} sees exactly the menu its permissions allow`, async ({ page, baseURL }) => {
    await signedIn(page, baseURL!, `${role}@demo.local`);
    await page.goto('/dashboard');
    expect(await menuPaths(page)).toEqual(expectedPaths(role));
  });
}

test('a degraded user reaches nothing: the home page says to ask for a role', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'degraded@demo.local');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Tu usuario aún no tiene permisos' })).toBeVisible();
});

test('a forbidden address shows Acceso Denegado naming the section', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'seller@demo.local');
  await page.goto('/config/tenant');
  await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
  await expect(page.getByText('Configuración de la empresa')).toBeVisible();
  await expect(page.getByText('Contacta a tu administrador si necesitas acceso')).toBeVisible();
});

test('Ctrl+B collapses the sidebar and the state survives a reload', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  await page.goto('/dashboard');
  const width = async () => (await nav(page).boundingBox())?.width ?? 0;
  await expect(page.getByTestId('welcome')).toBeVisible();
  expect(await width()).toBeGreaterThan(200);
  await page.keyboard.press('Control+b');
  await expect.poll(width).toBeLessThan(100);
  await page.reload();
  await expect(page.getByTestId('welcome')).toBeVisible();
  await expect.poll(width).toBeLessThan(100);
  await page.keyboard.press('Control+b');
  await expect.poll(width).toBeGreaterThan(200);
});

test('a favourite survives a reload', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'operation@demo.local');
  await page.goto('/dashboard');
  const favourites = page.getByRole('list', { name: 'Favoritos' });
  await nav(page).getByRole('button', { name: 'Inventario', exact: true }).click();
  await nav(page).getByRole('link', { name: 'Registrar inventario' }).hover();
  // The list shows at once (optimistic); the reload waits for the save to have reached the server.
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/users/preferences') && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Agregar «Registrar inventario» a favoritos' }).click();
  await expect(favourites.getByRole('link', { name: 'Registrar inventario' })).toBeVisible();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Favoritos' }).getByRole('link', { name: 'Registrar inventario' }),
  ).toBeVisible();
});

test('switching to English changes the texts and survives a reload', async ({ page, baseURL }) => {
  await signedIn(page, baseURL!, 'finance.credit@demo.local');
  await page.goto('/dashboard');
  await expect(page.getByTestId('welcome')).toHaveText('Bienvenido, Patricia Luna Herrera');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByTestId('welcome')).toHaveText('Welcome, Patricia Luna Herrera');
  await page.reload();
  await expect(page.getByTestId('welcome')).toHaveText('Welcome, Patricia Luna Herrera');
  await expect(nav(page).getByRole('button', { name: 'Orders', exact: true })).toBeVisible();
});

test('admin views as seller: banner and seller menu, survives a reload, returns to admin', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Ver como' }).click();
  await page.getByRole('menuitem', { name: 'Vendedor' }).click();
  await expect(page.getByText('Viendo como: Vendedor')).toBeVisible();
  expect(await menuPaths(page)).toEqual(expectedPaths('seller'));
  await page.reload();
  await expect(page.getByText('Viendo como: Vendedor')).toBeVisible();
  expect(await menuPaths(page)).toEqual(expectedPaths('seller'));
  await page.getByRole('button', { name: 'Regresar a administrador' }).click();
  await expect(page.getByText('Viendo como: Vendedor')).toHaveCount(0);
  expect(await menuPaths(page)).toEqual(expectedPaths('admin'));
});
