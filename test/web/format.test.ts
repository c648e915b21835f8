import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatTons } from '../../src/web/format';

describe('formats', () => {
  it('writes dates dd/MM/yyyy in Mexico City time, whatever the language', () => {
    // 03:30 UTC on 22 Nov is still 21 Nov in Mexico City (UTC-6).
    expect(formatDate('2026-11-22T03:30:00Z')).toBe('21/11/2026');
    expect(formatDate('2026-11-22T03:30:00Z', 'en')).toBe('21/11/2026');
    expect(formatDate('2026-01-05')).toBe('05/01/2026');
    expect(formatDateTime('2026-11-22T18:05:00Z')).toBe('22/11/2026 12:05');
  });

  it('writes es-MX numbers with up to 3 decimals, money and tons', () => {
    expect(formatNumber(1234567.8912)).toBe('1,234,567.891');
    expect(formatNumber('12.5')).toBe('12.5');
    expect(formatNumber('abc')).toBe('—');
    expect(formatMoney('1520.5', 'USD')).toBe('$1,520.50 USD');
    expect(formatTons(12500)).toBe('12.5 ton');
    expect(formatTons('1000', 0)).toBe('1 ton');
  });

  it('keeps each format to its own options and language when formats are reused', () => {
    expect(formatNumber(1.23456, 1)).toBe('1.2');
    expect(formatNumber(1.23456, 3)).toBe('1.235');
    expect(formatNumber(1.23456, 1)).toBe('1.2');
    expect(formatTons(12345, 2)).toBe('12.35 ton');
    expect(formatTons(12345)).toBe('12.3 ton');
    expect(formatNumber(1234.5, 1, 'en')).toBe('1,234.5');
    expect(formatDateTime('2026-11-22T18:05:00Z', 'en')).toBe('22/11/2026 12:05');
    expect(formatDate('2026-11-22T18:05:00Z')).toBe('22/11/2026');
  });
});
