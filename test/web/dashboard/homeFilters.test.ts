/**
 * The home's filter as the address keeps it: what is read (a seller id, a whole range in order),
 * what is left out, what a change leaves in the address, and a picked range as the filter takes it.
 */
import { describe, expect, it } from 'vitest';
import {
  homeFiltersFromSearch,
  rangeChange,
  rangeOf,
  searchWithHomeFilters,
} from '../../../src/web/dashboard/filters/homeFilters';

const SELLER = '5e11e2b0-0000-4000-8000-000000000002';
const read = (query: string) => homeFiltersFromSearch(new URLSearchParams(query));

describe('the home’s filter in the address', () => {
  it('reads a seller id and a whole range in order', () => {
    expect(read(`sellerId=${SELLER}&deliveryDateFrom=2031-03-03&deliveryDateTo=2031-03-09`)).toEqual({
      sellerId: SELLER,
      deliveryDateFrom: '2031-03-03',
      deliveryDateTo: '2031-03-09',
    });
    expect(read('deliveryDateFrom=2031-03-03&deliveryDateTo=2031-03-03')).toEqual({
      deliveryDateFrom: '2031-03-03',
      deliveryDateTo: '2031-03-03',
    });
    expect(read('')).toEqual({});
  });

  it('leaves out a seller that is no id and a range half, backwards or not a real day', () => {
    for (const query of [
      'sellerId=nope',
      'sellerId=',
      'deliveryDateFrom=2031-03-03',
      'deliveryDateTo=2031-03-03',
      'deliveryDateFrom=2031-03-09&deliveryDateTo=2031-03-03',
      'deliveryDateFrom=2031-02-30&deliveryDateTo=2031-03-03',
      'deliveryDateFrom=03/03/2031&deliveryDateTo=2031-03-09',
    ])
      expect(read(query), query).toEqual({});
  });

  it('writes a change over the home’s parameters and keeps the others', () => {
    const start = new URLSearchParams(
      `tab=x&sellerId=${SELLER}&deliveryDateFrom=2031-03-03&deliveryDateTo=2031-03-09`,
    );
    expect(searchWithHomeFilters(start, { sellerId: undefined }).toString()).toBe(
      'tab=x&deliveryDateFrom=2031-03-03&deliveryDateTo=2031-03-09',
    );
    expect(
      searchWithHomeFilters(start, rangeChange({ from: '2031-04-01', to: '2031-04-02' })).toString(),
    ).toBe(`tab=x&sellerId=${SELLER}&deliveryDateFrom=2031-04-01&deliveryDateTo=2031-04-02`);
    expect(searchWithHomeFilters(start, rangeChange({})).toString()).toBe(`tab=x&sellerId=${SELLER}`);
  });

  it('takes a lone day picked as that day, and shows the range to the picker', () => {
    expect(rangeChange({ from: '2031-04-01' })).toEqual({
      deliveryDateFrom: '2031-04-01',
      deliveryDateTo: '2031-04-01',
    });
    expect(rangeOf({ deliveryDateFrom: '2031-04-01', deliveryDateTo: '2031-04-05' })).toEqual({
      from: '2031-04-01',
      to: '2031-04-05',
    });
    expect(rangeOf({ sellerId: SELLER })).toEqual({});
  });
});
