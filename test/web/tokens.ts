/** Unsigned JWT-shaped tokens for browser-side tests (the client only reads claims). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64(claims)}.signature`;
}

export function accessToken(overrides: Record<string, unknown> = {}, expiresInSeconds = 1800): string {
  return fakeJwt({
    sub: '11111111-1111-4111-8111-111111111111',
    tenant: 'main',
    tenantId: '22222222-2222-4222-8222-222222222222',
    role: 'seller',
    permissions: ['ORDER_LISTING_READ'],
    exp: Math.floor(Date.now() / 1000) + expiresInSeconds,
    ...overrides,
  });
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
}
