// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetReturnPage,
  rememberReturnPage,
  returnPageOf,
  returnPathOf,
} from '../../src/web/providers/returnPage';

afterEach(() => sessionStorage.clear());

describe('the page to come back to after signing in', () => {
  it('is only one of the app’s own signed-in pages', () => {
    expect(returnPathOf('/orders/123?tab=files')).toBe('/orders/123?tab=files');
    for (const refused of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      '/',
      '/login',
      '/admin/login?x=1',
      '/password-recovery',
      'orders',
    ])
      expect(returnPathOf(refused), refused).toBeNull();
  });

  it('prefers the router’s state, keeps the session’s last page until a sign-in succeeds', () => {
    rememberReturnPage('/customers?page=2');
    expect(returnPageOf(null)).toBe('/customers?page=2');
    // The reload that ends a session may mount the sign-in page twice: still there.
    expect(returnPageOf({ nextPathname: '/' })).toBe('/customers?page=2');
    expect(returnPageOf({ nextPathname: '/users', nextSearch: '?q=ana' })).toBe('/users?q=ana');
    forgetReturnPage();
    expect(returnPageOf(undefined)).toBeNull();
  });
});
