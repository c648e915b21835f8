import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { kgToTons, normalizeDecimalInput, parseDecimalInput, toKg } from '../../../src/domain/orders';

describe('typed quantities and prices', () => {
  it.each([
    ['1,5', '1.5'], // a single comma with 1 digit after: decimal comma
    ['1,50', '1.5'], // … with 2 digits after: decimal comma
    ['1,500', '1500'], // … with 3 digits after: thousands separator
    ['1234,5', '1234.5'],
    ['1,234.5', '1234.5'], // comma and dot: the comma groups thousands
    ['12,345,678.125', '12345678.125'],
    ['12.345', '12.345'], // a dot is always the decimal point; 3 decimals allowed
    ['0', '0'],
    ['  42 ', '42'],
    ['007', '7'],
    ['2.5000', '2.5'], // a price as the API answers it (4 decimals): zeros past the third change nothing
    ['1,234.5000', '1234.5'],
    ['3.0000000', '3'],
  ])('reads %j as %s', (typed, value) => {
    expect(parseDecimalInput(typed)?.toFixed()).toBe(value);
  });

  it.each([
    ['1.2345', '4 decimals'],
    ['1.0001', 'a 4th decimal that is not zero'],
    ['1,234.5678', '4 decimals after thousands'],
    ['abc', 'letters'],
    ['', 'empty'],
    ['   ', 'blank'],
    ['-1', 'a sign'],
    ['1,2,3', 'commas that are neither decimal nor thousands'],
    ['1,5000', 'a group of 4'],
    ['12.345,6', 'a decimal comma after a dot'],
    ['1.2.3', 'two dots'],
    ['1,', 'a comma with nothing after'],
    ['.5', 'nothing before the point'],
    ['1e3', 'exponent'],
    ['1 000', 'a space inside'],
  ])('refuses %j (%s)', (typed) => {
    expect(parseDecimalInput(typed)).toBeNull();
    expect(normalizeDecimalInput(typed)).toBeNull();
  });

  it('keeps the typed precision in the canonical text', () => {
    expect(normalizeDecimalInput('1,50')).toBe('1.50');
  });
});

describe('units', () => {
  it('stores kg, whatever unit the user types in', () => {
    expect(toKg(new Decimal('1.5'), 'TON').toFixed()).toBe('1500');
    expect(toKg(new Decimal('1.5'), 'KG').toFixed()).toBe('1.5');
  });

  it('shows tons as kg / 1000 with 3 decimals, half-up', () => {
    expect(kgToTons(new Decimal('21500')).toFixed(3)).toBe('21.500');
    expect(kgToTons(new Decimal('2345.5')).toFixed(3)).toBe('2.346');
    expect(kgToTons(new Decimal('0.4')).toFixed(3)).toBe('0.000');
  });
});
