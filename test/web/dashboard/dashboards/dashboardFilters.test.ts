import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  presetOf,
  presetRange,
  rangeProblem,
  searchWithFilters,
} from '../../../../src/web/dashboard/dashboards/dashboardFilters';
import { change, figureFormat } from '../../../../src/web/dashboard/dashboards/figureFormat';

const TODAY = '2026-11-20';
const SELLER = 'a0000000-0000-4000-8000-000000000001';

describe('the dashboards’ filters in the address', () => {
  it('takes the last twelve months in USD for everyone when the address says nothing', () => {
    expect(filtersFromSearch(new URLSearchParams(), TODAY)).toEqual({
      from: '2025-12-01',
      to: TODAY,
      currency: 'USD',
    });
  });

  it('reads what it says, and drops what cannot be used', () => {
    const read = (q: string) => filtersFromSearch(new URLSearchParams(q), TODAY);
    expect(read(`from=2026-01-01&to=2026-03-31&sellerId=${SELLER}&currency=MXN`)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      sellerId: SELLER,
      currency: 'MXN',
    });
    expect(read('to=2026-03-31')).toMatchObject({ from: '2025-04-01', to: '2026-03-31' });
    expect(read('from=2026-02-30&sellerId=7&currency=EUR')).toEqual({
      from: '2025-12-01',
      to: TODAY,
      currency: 'USD',
    });
    expect(read('from=2026-05-01&to=2026-04-01')).toMatchObject({ from: '2025-12-01', to: TODAY });
    expect(read('from=2020-01-01&to=2026-01-01')).toMatchObject({ from: '2025-12-01', to: TODAY });
  });

  it('writes a change over the rest of the address; an empty value removes its parameter', () => {
    const next = searchWithFilters(new URLSearchParams(`tab=2&sellerId=${SELLER}`), {
      currency: 'MXN',
      sellerId: undefined,
    });
    expect(next.toString()).toBe('tab=2&currency=MXN');
  });

  it('names the presets’ ranges and recognises them', () => {
    expect(presetRange('thisMonth', TODAY)).toEqual({ from: '2026-11-01', to: TODAY });
    expect(presetRange('last3Months', TODAY)).toEqual({ from: '2026-09-01', to: TODAY });
    expect(presetRange('last12Months', '2026-01-15')).toEqual({ from: '2025-02-01', to: '2026-01-15' });
    expect(presetRange('thisYear', TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
    expect(presetOf({ from: '2026-09-01', to: TODAY }, TODAY)).toBe('last3Months');
    expect(presetOf({ from: '2026-09-02', to: TODAY }, TODAY)).toBeNull();
  });

  it('refuses a range backwards or longer than three years', () => {
    expect(rangeProblem('2026-02-01', '2026-01-31')).toBe('rangeOrder');
    expect(rangeProblem('2023-11-20', '2026-11-20')).toBe('rangeTooLong');
    expect(rangeProblem('2023-11-21', '2026-11-20')).toBeNull();
  });
});

describe('figures as the dashboards write them', () => {
  it('writes tons, money, short axis numbers, rates and months in es-MX and en-US', () => {
    const es = figureFormat('es');
    expect(es.tons(1234.5)).toBe('1,234.5 ton');
    expect(es.money(987654.321, 'MXN')).toBe('$987,654.32 MXN');
    expect(es.compact(1_234_567)).toBe('1.2\u00a0M');
    expect(es.percent(0.875)).toBe('87.5%');
    expect(es.month('2026-03')).toBe('mar 2026');
    expect(es.monthLong('2026-03')).toBe('marzo de 2026');
    expect(figureFormat('en').month('2026-03')).toBe('Mar 2026');
    expect(figureFormat('en').compact(12_345)).toBe('12.3K');
  });

  it('tells the change against a previous figure', () => {
    expect(change(120, 100)).toEqual({ trend: 'up', rate: 0.2 });
    expect(change(75, 100)).toEqual({ trend: 'down', rate: 0.25 });
    expect(change(5, 5)).toEqual({ trend: 'same', rate: 0 });
    expect(change(5, 0)).toEqual({ trend: 'new', rate: null });
  });
});
