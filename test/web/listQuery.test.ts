import { describe, expect, it } from 'vitest';
import { clampPage, dateRangeQuery, pageSize, toListQuery } from '../../src/web/providers/listQuery';
import { tenantFromHost } from '../../src/web/tenant';

describe('list query conventions', () => {
  it('maps paging and sorting to limit/offset/orderField/orderDirection', () => {
    expect(
      toListQuery({ pagination: { page: 3, perPage: 20 }, sort: { field: 'number', order: 'DESC' } }),
    ).toEqual({
      limit: 20,
      offset: 40,
      orderField: 'number',
      orderDirection: 'DESC',
    });
  });

  it('page size <= 0 becomes 10; page within 1..totalPages', () => {
    expect(pageSize(0)).toBe(10);
    expect(pageSize(-5)).toBe(10);
    expect(toListQuery({ pagination: { page: 1, perPage: 0 } })).toMatchObject({ limit: 10, offset: 0 });
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('sends searches trimmed and only when non-empty; arrays only when non-empty', () => {
    expect(toListQuery({ filter: { q: '  cal  ', sellers: ['a', 'b'], status: [] } })).toMatchObject({
      searchParam: 'cal',
      sellers: ['a', 'b'],
    });
    const q = toListQuery({ filter: { q: '   ', status: [], seller: '' } });
    expect(q).not.toHaveProperty('searchParam');
    expect(q).not.toHaveProperty('status');
    expect(q).not.toHaveProperty('seller');
  });

  it('sends a date range only with both ends; a same-day range ends at 23:59:59.999', () => {
    expect(dateRangeQuery({ from: '2026-11-20' })).toBeNull();
    expect(toListQuery({ filter: { deliveryDate: { from: '2026-11-20', to: null } } })).not.toHaveProperty(
      'deliveryDate[from]',
    );
    const range = dateRangeQuery({ from: '2026-11-20', to: '2026-11-20' })!;
    const end = new Date(range.to);
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([
      23, 59, 59, 999,
    ]);
    expect(
      toListQuery({ filter: { deliveryDate: { from: '2026-11-20', to: '2026-11-27' } } }),
    ).toHaveProperty('deliveryDate[to]');
  });
});

describe('tenant from the host', () => {
  it('uses the build setting first, then the first label; localhost and IPs give main', () => {
    expect(tenantFromHost('norte.granel.mx', 'main')).toBe('main');
    expect(tenantFromHost('norte.granel.mx')).toBe('norte');
    expect(tenantFromHost('granel.mx')).toBe('main');
    expect(tenantFromHost('localhost')).toBe('main');
    expect(tenantFromHost('192.168.1.20')).toBe('main');
    expect(tenantFromHost('localhost', undefined, '?tenant=norte')).toBe('norte');
    expect(tenantFromHost('norte.localhost')).toBe('norte');
    expect(tenantFromHost('norte.localhost', undefined, '?tenant=main')).toBe('main');
    expect(tenantFromHost('localhost', undefined, '?tenant=../x')).toBe('main');
  });
});
