// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackButton, canGoBack } from '../../../src/web/ui/BackButton';
import { currentPath, renderAdmin } from '../support/renderAdmin';

afterEach(() => vi.restoreAllMocks());

describe('canGoBack', () => {
  it('needs a referrer of this same origin and some history', () => {
    expect(canGoBack('https://app.mx/orders', 'https://app.mx', 3)).toBe(true);
    expect(canGoBack('https://other.mx/orders', 'https://app.mx', 3)).toBe(false);
    expect(canGoBack('', 'https://app.mx', 3)).toBe(false);
    expect(canGoBack('https://app.mx/orders', 'https://app.mx', 1)).toBe(false);
    expect(canGoBack('not a url', 'https://app.mx', 3)).toBe(false);
  });
});

describe("BackButton 'Regresar'", () => {
  it('is hidden without a same-origin referrer', async () => {
    renderAdmin(<BackButton />);
    expect(screen.queryByRole('button', { name: 'Regresar' })).toBeNull();
  });

  it('goes back one page when there is one', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/orders`);
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const user = userEvent.setup({ delay: null });
    renderAdmin(<BackButton />, { path: '/orders/42', previous: ['/orders'] });
    expect(currentPath()).toBe('/orders/42');
    await user.click(screen.getByRole('button', { name: 'Regresar' }));
    expect(currentPath()).toBe('/orders');
  });
});
