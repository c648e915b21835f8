/**
 * A screen whose code cannot be downloaded (the server gone between two clicks) never leaves a
 * blank page: the error page's own code cannot come either, so the plain message from the first
 * download shows, with a reload that brings the screen back once the code can be fetched again.
 */
import { expect, test } from '@playwright/test';
import { signedIn } from './helpers';

test('a screen that cannot be downloaded shows the connection error and a reload', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, baseURL!, 'admin@demo.local');
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const customers = page.getByRole('link', { name: 'Lista de clientes' });
  await expect(customers).toBeVisible();

  // From here on no more code arrives: every script not yet loaded fails like an unreachable server.
  await page.route('**/assets/*.js', (route) => route.abort('connectionrefused'));
  await customers.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Error de comunicación con el servidor' });
  await expect(alert).toBeVisible();
  // The header and menu stay: only the screen's place says what happened.
  await expect(menu).toBeVisible();
  await page.screenshot({ path: 'test-results/screen-download-failure/es-1440.png' });

  await page.unroute('**/assets/*.js');
  await alert.getByRole('button', { name: 'Refrescar' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Clientes');
});
