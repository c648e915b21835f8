import { expect, test } from '@playwright/test';
import { signedIn } from './helpers';

test('no request leaves the product’s own host (no telemetry, fonts bundled)', async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await signedIn(page, baseURL!, 'admin@demo.local');
  await page.goto('/dashboard');
  await expect(page.getByTestId('welcome')).toBeVisible();
  await page.getByRole('button', { name: /Notificaciones/ }).click();
  await page.waitForLoadState('networkidle');
  expect(outside).toEqual([]);
});
