/**
 * The frame in a real browser at 1440 and 390 px: nothing floats over the page's content (the last
 * row of the order list, the cards on a phone, 'Registrar pago'), the sidebar names each item once
 * and shows every label whole, the order's date editor is the app's date field, and the phone's
 * area code shows the flag as a drawing.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiLogin, signedIn } from './helpers';

const WIDTHS = [1440, 390] as const;
const content = (page: Page) => page.locator('#main-content');
const nav = (page: Page) => page.getByRole('navigation', { name: /Menú principal|Main menu/ });

/**
 * Brings the element to the bottom edge of the window (where a floating button sits) and lists the
 * fixed-position elements drawn over it.
 */
async function coveredBy(target: Locator): Promise<string[]> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const over: string[] = [];
    for (const other of document.body.querySelectorAll<HTMLElement>('*')) {
      if (other.contains(el) || el.contains(other)) continue;
      const style = getComputedStyle(other);
      if (style.position !== 'fixed' || style.visibility === 'hidden') continue;
      const r = other.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const overlaps = r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      if (overlaps) over.push(other.getAttribute('aria-label') ?? other.className.toString().slice(0, 60));
    }
    return over;
  });
}

/** An order on which the admin can register a payment (a balance left, not cancelled). */
async function orderAwaitingPayment(page: Page): Promise<string> {
  const { accessToken } = await apiLogin(page.request, 'admin@demo.local');
  const headers = { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };
  const list = (await (await page.request.get('/api/orders?limit=40', { headers })).json()) as {
    data: { id: string }[];
  };
  for (const { id } of list.data) {
    const finance = (await (await page.request.get(`/api/orders/${id}/finance`, { headers })).json()) as {
      payments: { canRegister: boolean } | null;
    };
    if (finance.payments?.canRegister) return id;
  }
  throw new Error('no order awaiting a payment in the demo data');
}

/** The first demo order still at 'Orden Creada', as the admin sees it. */
async function createdOrder(page: Page): Promise<string> {
  const { accessToken } = await apiLogin(page.request, 'admin@demo.local');
  const headers = { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` };
  const list = (await (
    await page.request.get('/api/orders?statusTab=CREATED&limit=40', { headers })
  ).json()) as {
    data: { id: string; opsStatus: string }[];
  };
  const order = list.data.find((o) => o.opsStatus === 'ORDEN_CREADA');
  if (!order) throw new Error('no created order in the demo data');
  return order.id;
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    test('no floating control covers the last row of the order list or the payment button', async ({
      page,
      baseURL,
    }) => {
      const orderId = await orderAwaitingPayment(page);
      await signedIn(page, baseURL!, 'admin@demo.local');
      await page.goto('/orders');
      const rows = width > 600 ? content(page).locator('tbody tr') : content(page).getByTestId('record-card');
      await expect(rows.first()).toBeVisible();
      expect(await coveredBy(rows.last())).toEqual([]);

      await page.goto(`/orders/${orderId}`);
      const register = content(page).getByRole('button', { name: 'Registrar pago' });
      await expect(register).toBeVisible();
      expect(await coveredBy(register)).toEqual([]);
    });

    test('the sidebar names each item once and shows every label whole', async ({ page, baseURL }) => {
      await signedIn(page, baseURL!, 'admin@demo.local');
      await page.goto('/dashboard');
      if (width < 600) await page.getByRole('button', { name: 'Abrir menú' }).click();
      const menu = nav(page);
      await expect(menu.getByRole('link').first()).toBeVisible();
      const closed = menu.locator('[aria-expanded="false"]');
      for (let i = 0; i < 12 && (await closed.count()) > 0; i++) await closed.first().click();
      const cut = await menu
        .locator('.MuiListItemText-primary')
        .evaluateAll((labels) =>
          labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent ?? ''),
        );
      expect(cut).toEqual([]);
      await expect(menu.getByRole('link', { name: 'Configuración de la empresa' })).toBeVisible();
      const sections = menu.getByRole('list', { name: 'Secciones' });
      const groups = await sections.getByRole('list').evaluateAll((lists) =>
        lists.map((list) => ({
          title: list.getAttribute('aria-label') ?? '',
          items: [...list.querySelectorAll('a')].map((a) => a.textContent ?? ''),
        })),
      );
      expect(groups.map((g) => g.title)).toEqual([
        'Órdenes',
        'Inventario',
        'Clientes',
        'Solicitudes de precio',
        'Tableros',
        'Configuración',
      ]);
      for (const group of groups) expect(group.items).not.toContain(group.title);
      const hrefs = await sections
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(new Set(hrefs).size).toBe(hrefs.length);
    });

    test('the order’s delivery date is edited in the app’s dd/MM/yyyy field', async ({ page, baseURL }) => {
      // A created order: its date may still be edited (not once material is assigned).
      const orderId = await createdOrder(page);
      await signedIn(page, baseURL!, 'admin@demo.local');
      await page.goto(`/orders/${orderId}`);
      const shown = (await page.getByTestId('field-deliveryDate').locator('dd').textContent()) ?? '';
      await page.getByRole('button', { name: 'Editar Fecha de entrega solicitada' }).click();
      const input = page.getByRole('textbox', { name: 'Fecha de entrega solicitada' });
      await expect(input).toHaveAttribute('type', 'text');
      await expect(input).toHaveValue(shown.trim());
      await expect(page.getByRole('button', { name: 'Abrir calendario' })).toBeVisible();
    });

    test('the phone’s area code shows the flag as a drawing', async ({ page, baseURL }) => {
      await signedIn(page, baseURL!, 'admin@demo.local');
      await page.goto('/customers');
      await content(page).getByRole('link').filter({ hasNotText: /Crear/ }).first().click();
      await expect(page).toHaveURL(/\/customers\/[0-9a-f-]{36}$/);
      await content(page).getByRole('button', { name: 'Agregar dirección' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nueva dirección' });
      const areaCode = dialog.getByRole('combobox', { name: /Lada/ });
      await expect(areaCode.locator('svg[data-country="MX"]')).toBeVisible();
      await expect(areaCode).toHaveText('+52');
    });
  });
}
