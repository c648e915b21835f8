import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';

/** Reads the newest .eml for an address and returns the recovery link inside (quoted-printable undone). */
async function recoveryLinkFor(email: string): Promise<string> {
  const dir = join(E2E_DATA_DIR, 'mail');
  for (let i = 0; i < 50; i++) {
    const files = (() => {
      try {
        return readdirSync(dir)
          .filter((f) => f.includes(email) && f.endsWith('.eml'))
          .sort();
      } catch {
        return [];
      }
    })();
    if (files.length) {
      const raw = readFileSync(join(dir, files.at(-1)!), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const link = raw.match(/https?:\/\/\S+recoveryToken=[A-Za-z0-9_-]+/)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no recovery mail for ${email}`);
}

test('the full password recovery round trip works with the mail the server writes', async ({
  page,
  context,
  baseURL,
}) => {
  const url = new URL(baseURL!);
  await context.addCookies([
    { name: 'bo_cookie_consent', value: 'accepted', domain: url.hostname, path: '/' },
  ]);
  await page.goto('/login');
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Correo electrónico').fill('seller3@demo.local');
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(dialog.getByText('Si el correo está registrado, recibirás un enlace')).toBeVisible();

  const link = new URL(await recoveryLinkFor('seller3@demo.local'));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('Bajio2026');
  await page.getByLabel('Confirma la contraseña').fill('Bajio2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await page.getByLabel('Correo electrónico').fill('seller3@demo.local');
  await page.getByLabel('Contraseña', { exact: true }).fill('Bajio2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByTestId('welcome')).toHaveText('Bienvenido, Andrés Padilla Lozano');
});
