/** Pure rules of the menu: favourites lists and which items a path lights up. */
import { describe, expect, it } from 'vitest';
import {
  MAX_FAVOURITES,
  moveFavourite,
  removeFavourite,
  toggleFavourite,
  visibleFavourites,
} from '../../../src/web/layout/favourites';
import { activeGroups, activeKeys } from '../../../src/web/layout/menuModel';
import { MENU, type MenuItem } from '../../../src/web/navigation/menu';

const menuItems = MENU;

describe('favourites list', () => {
  it('adds at the end and removes when toggled again', () => {
    expect(toggleFavourite(['orders'], 'customers')).toEqual(['orders', 'customers']);
    expect(toggleFavourite(['orders', 'customers'], 'orders')).toEqual(['customers']);
    expect(removeFavourite(['orders', 'customers'], 'customers')).toEqual(['orders']);
  });

  it('moves one place among the visible ones, hidden keys keeping their slots', () => {
    const list = ['orders', 'tenant-config', 'customers', 'dashboard-sales'];
    const visible = ['orders', 'customers', 'dashboard-sales'];
    expect(moveFavourite(list, 'customers', -1, visible)).toEqual([
      'customers',
      'tenant-config',
      'orders',
      'dashboard-sales',
    ]);
    expect(moveFavourite(list, 'customers', 1, visible)).toEqual([
      'orders',
      'tenant-config',
      'dashboard-sales',
      'customers',
    ]);
    expect(moveFavourite(list, 'orders', -1, visible)).toEqual(list);
    expect(moveFavourite(list, 'dashboard-sales', 1, visible)).toEqual(list);
  });

  it('shows only what the viewer may open, each once, in the saved order', () => {
    expect(visibleFavourites(['users-list', 'orders', 'orders'], ['orders', 'customers'])).toEqual([
      'orders',
    ]);
  });

  it('follows the server limit of 30', () => {
    expect(MAX_FAVOURITES).toBe(30);
  });
});

describe('active items', () => {
  it('lights up the item of the current path', () => {
    expect([...activeKeys('/orders/create', menuItems)]).toEqual(['orders-create']);
    expect([...activeKeys('/dashboard', menuItems)]).toEqual(['dashboard']);
  });

  it('lights up the listing for a detail page', () => {
    expect([...activeKeys('/orders/6c1d', menuItems)]).toEqual(['orders']);
    expect([...activeKeys('/customers/42/', menuItems)]).toEqual(['customers']);
  });

  it('lights up both items that share a path, and opens both their groups', () => {
    const shared = [
      { key: 'a', path: '/shared', group: 'inventory', resource: 'dashboard', action: 'home' },
      { key: 'b', path: '/shared', group: 'dashboards', resource: 'dashboard', action: 'home' },
    ] as const satisfies readonly MenuItem[];
    const active = activeKeys('/shared', shared);
    expect([...active].sort()).toEqual(['a', 'b']);
    expect([...activeGroups(active, shared)].sort()).toEqual(['dashboards', 'inventory']);
  });

  it('lights up nothing for an unknown path', () => {
    expect(activeKeys('/cookie-policy', menuItems).size).toBe(0);
  });
});
