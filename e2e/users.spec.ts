import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { PASSWORD, signedIn } from './helpers';

/** The newest mail to an address, with its link to set a password (quoted-printable undone). */
async function passwordLinkFor(email: string): Promise<URL> {
  const dir = join(E2E_DATA_DIR, 'mail');
  for (let i = 0; i < 100; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.includes(email) && f.endsWith('.eml'))
        .sort();
    } catch {
      files = [];
    }
    if (files.length) {
      const raw = readFileSync(join(dir, files.at(-1)!), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const link = raw.match(/https?:\/\/\S+?recoveryToken=[A-Za-z0-9_-]+(&(amp;)?invitation=1)?/)?.[0];
      if (link) return new URL(link.replace('&amp;', '&'));
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail with a password link for ${email}`);
}

/** Signs in through the login page in a fresh browser context (no session of the admin's). */
async function signInThroughLoginPage(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const url = new URL(baseURL);
  await context.addCookies([
    { name: 'bo_cookie_consent', value: 'accepted', domain: url.hostname, path: '/' },
    { name: 'bo_lang', value: 'es', domain: url.hostname, path: '/' },
  ]);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  return page;
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Más acciones para ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('blocking a user refuses their sign-in until they are unblocked', async ({ page, browser, baseURL }) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  await page.goto('/users');
  await expect(rowOf(page, 'Laura Vega Montes')).toContainText('Activo');

  await rowAction(page, 'Laura Vega Montes', 'Bloquear');
  const confirm = page.getByRole('dialog', { name: '¿Bloquear a Laura Vega Montes?' });
  await expect(confirm).toContainText('sus sesiones abiertas terminarán');
  await confirm.getByRole('button', { name: 'Bloquear usuario' }).click();
  await expect(page.getByText('Se bloqueó a Laura Vega Montes')).toBeVisible();
  await expect(rowOf(page, 'Laura Vega Montes')).toContainText('Bloqueado');

  const refused = await signInThroughLoginPage(browser, baseURL!, 'seller2@demo.local', PASSWORD);
  await expect(refused.getByRole('alert')).toContainText(
    'Tu usuario está bloqueado. Contacta a tu administrador.',
  );
  await expect(refused.getByLabel('Correo electrónico')).toBeDisabled();
  await expect(refused).toHaveURL(/\/login$/);
  await refused.context().close();

  await rowAction(page, 'Laura Vega Montes', 'Desbloquear');
  await page
    .getByRole('dialog', { name: '¿Desbloquear a Laura Vega Montes?' })
    .getByRole('button', { name: 'Desbloquear usuario' })
    .click();
  await expect(rowOf(page, 'Laura Vega Montes')).toContainText('Activo');

  const welcomed = await signInThroughLoginPage(browser, baseURL!, 'seller2@demo.local', PASSWORD);
  await expect(welcomed.getByTestId('welcome')).toHaveText('Bienvenido, Laura Vega Montes');
  await welcomed.context().close();
});

test('an invited user sets their password from the mail and signs in', async ({ page, browser, baseURL }) => {
  const email = `renata.campos.${Date.now()}@demo.local`;
  await signedIn(page, baseURL!, 'admin@demo.local');
  await page.goto('/users');
  await page.getByRole('button', { name: 'Invitar usuario' }).click();
  const invite = page.getByRole('dialog', { name: 'Invitar usuario' });
  await invite.getByLabel('Correo electrónico').fill(email);
  await invite.getByLabel('Nombre(s)').fill('Renata');
  await invite.getByLabel('Apellidos').fill('Campos Ibarra');
  await invite.getByRole('combobox', { name: /^Rol/ }).click();
  await page.getByRole('option', { name: 'Vendedor', exact: true }).click();
  await invite.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText(`Invitación enviada a ${email}`)).toBeVisible();
  await expect(invite).toBeHidden();

  await page.getByRole('searchbox', { name: 'Buscar usuario' }).fill('Renata');
  await expect(rowOf(page, 'Renata Campos Ibarra')).toContainText('Invitación pendiente');

  const link = await passwordLinkFor(email);
  expect(link.searchParams.get('invitation')).toBe('1');
  const context = await browser.newContext({ baseURL: baseURL! });
  await context.addCookies([
    { name: 'bo_cookie_consent', value: 'accepted', domain: new URL(baseURL!).hostname, path: '/' },
  ]);
  const newcomer = await context.newPage();
  await newcomer.goto(`${link.pathname}${link.search}`);
  await newcomer.getByLabel('Nueva contraseña', { exact: true }).fill('Bienvenida2026');
  await newcomer.getByLabel('Confirma la contraseña').fill('Bienvenida2026');
  await newcomer.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(newcomer).toHaveURL(/\/login$/, { timeout: 10_000 });
  await context.close();

  const signedInPage = await signInThroughLoginPage(browser, baseURL!, email, 'Bienvenida2026');
  await expect(signedInPage.getByTestId('welcome')).toHaveText('Bienvenido, Renata Campos Ibarra');
  await signedInPage.context().close();

  // The admin now sees them active.
  await page.reload();
  await expect(rowOf(page, 'Renata Campos Ibarra')).toContainText('Activo');
});
