/**
 * Notifications from business events in the browser: a comment that mentions the seller reaches
 * their bell and opens the order; the seller mutes mentions in the preferences dialog (opened from
 * the bell's panel) and the next mention is not written for them. Screenshots of the dialog at
 * 1440 and 390 px, in Spanish and English.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, createSellerOrder, signedIn } from './helpers';

const SHOTS = process.env.NOTIFICATION_SHOTS ?? 'test-results/notifications-ui';

async function mention(request: APIRequestContext, orderId: string, text: string) {
  const { accessToken } = await apiLogin(request, 'operation@demo.local');
  const res = await request.post(`/api/orders/${orderId}/comments`, {
    headers: { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` },
    data: { comment: text },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const settled = async (page: Page) => {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
};

async function openBell(page: Page, lang: 'es' | 'en' = 'es') {
  await page.getByRole('button', { name: lang === 'es' ? /^Notificaciones/ : /^Notifications/ }).click();
  return page.getByRole('dialog', { name: lang === 'es' ? 'Notificaciones' : 'Notifications' });
}

test('a mention reaches the seller’s bell and opens the order; muted, the next one does not', async ({
  page,
  baseURL,
}) => {
  const { id } = await createSellerOrder(page.request);
  await mention(page.request, id, '@Carlos Méndez, ¿confirmas la dirección de entrega?');
  await signedIn(page, baseURL!, 'seller@demo.local');
  await page.goto('/dashboard');

  const panel = await openBell(page);
  const mentioned = panel.getByTestId('notification-item').filter({ hasText: 'Te mencionaron en una orden' });
  await expect(mentioned).toHaveCount(1);
  await expect(mentioned).toContainText('Miguel Castañeda Ríos te mencionó en la orden');
  await mentioned.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));

  // Mute mentions.
  const again = await openBell(page);
  await again.getByRole('button', { name: 'Preferencias de notificaciones' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferencias de notificaciones' });
  const mentions = dialog.getByRole('switch', { name: 'Menciones en comentarios' });
  await expect(mentions).toBeChecked();
  await mentions.click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Preferencias de notificaciones guardadas')).toBeVisible();
  await expect(dialog).toBeHidden();

  await mention(page.request, id, '@Carlos Méndez, otra vez: ¿la dirección?');
  await page.reload();
  const after = await openBell(page);
  await expect(after.getByTestId('notification-item').first()).toBeVisible();
  await expect(
    after.getByTestId('notification-item').filter({ hasText: 'Te mencionaron en una orden' }),
  ).toHaveCount(1);

  // Back as it was, so other specs find the seller's defaults.
  await after.getByRole('button', { name: 'Preferencias de notificaciones' }).click();
  await dialog.getByRole('switch', { name: 'Menciones en comentarios' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
});

for (const lang of ['es', 'en'] as const) {
  for (const width of [1440, 390]) {
    test(`preferences dialog screenshots ${lang} ${width}px`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: width > 500 ? 900 : 844 },
      });
      const page = await context.newPage();
      await signedIn(page, baseURL!, 'seller@demo.local', lang);
      await page.goto('/dashboard');
      const panel = await openBell(page, lang);
      await expect(panel.getByTestId('notification-item').first()).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/bell-${lang}-${width}.png` });
      const name = lang === 'es' ? 'Preferencias de notificaciones' : 'Notification preferences';
      await panel.getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog.getByRole('switch').first()).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/preferences-${lang}-${width}.png` });
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await context.close();
    });
  }
}
