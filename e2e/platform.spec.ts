import { expect, test } from '@playwright/test';

test('the API documentation renders in the browser and its login call works against the server', async ({
  page,
  request,
}) => {
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Back-office API');
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/auth/login/refresh' })).toBeVisible();

  const login = await request.post('/api/auth/login', {
    headers: { 'x-tenant': 'main' },
    data: { email: 'admin@demo.local', password: 'Demo1234' },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = await login.json();
  const profile = await request.get('/api/auth/profile', {
    headers: { 'x-tenant': 'main', authorization: `Bearer ${accessToken}` },
  });
  expect((await profile.json()).permissions).toContain('USER_MANAGEMENT_WRITE');
});
