import { expect, test } from '@playwright/test';
import { apiLogin, setSession } from './helpers';

/** A syntactically valid token the server refuses (bad signature): the client must refresh. */
function forgedAccessToken(): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: '00000000-0000-4000-8000-000000000000', role: 'admin', permissions: [], exp: Math.floor(Date.now() / 1000) + 3600 })}.bad`;
}

test('a 401 in the middle of a session triggers exactly one refresh for several parallel calls', async ({
  page,
  baseURL,
}) => {
  const tokens = await apiLogin(page.request, 'admin@demo.local');
  await setSession(page.context(), baseURL!, {
    accessToken: forgedAccessToken(),
    refreshToken: tokens.refreshToken,
  });
  const refreshes: string[] = [];
  const unauthorized: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/auth/login/refresh')) refreshes.push(r.url());
  });
  page.on('response', (r) => {
    if (r.status() === 401 && r.url().includes('/api/')) unauthorized.push(r.url());
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('welcome')).toContainText('Ana Robles Treviño');
  expect(unauthorized.length).toBeGreaterThan(1);
  expect(refreshes).toHaveLength(1);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'bo_refresh')?.value).not.toBe(tokens.refreshToken);
});

test('an expired session ends at / and then the sign-in page, with the tokens gone', async ({
  page,
  baseURL,
}) => {
  await setSession(page.context(), baseURL!, {
    accessToken: forgedAccessToken(),
    refreshToken: 'revoked-or-unknown',
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  const names = (await page.context().cookies()).map((c) => c.name);
  expect(names).not.toContain('bo_access');
  expect(names).not.toContain('bo_refresh');
});
