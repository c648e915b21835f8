/** The backup's table order: each table after those it references, a cycle kept together. */
import { describe, expect, it } from 'vitest';
import { loadOrder } from '../../src/server/db/archive/backup';

describe('loadOrder', () => {
  it('puts referenced tables first, groups a cycle by name, and ignores self-references', () => {
    const edges = [
      { child: 'users', parent: 'users' },
      { child: 'users', parent: 'tenants' },
      { child: 'orders', parent: 'users' },
      { child: 'orders', parent: 'price_requests' },
      { child: 'price_requests', parent: 'orders' },
      { child: 'order_items', parent: 'orders' },
    ];
    expect(
      loadOrder(['order_items', 'orders', 'price_requests', 'tenants', 'users', 'zip_codes'], edges),
    ).toEqual(['tenants', 'users', 'orders', 'price_requests', 'order_items', 'zip_codes']);
  });
});
