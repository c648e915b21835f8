import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, es } from '../../../i18n';
import { lookup } from '../../../src/domain/i18n';
import { EDIT_LOCK_MESSAGE_KEYS } from '../../../src/domain/orders';

const dir = join(__dirname, '../../../src/domain/orders');
const source = readdirSync(dir)
  .map((f) => readFileSync(join(dir, f), 'utf8'))
  .join('\n');

/** Every message key the order domain can put on an issue. */
const keys = new Set([
  ...[...source.matchAll(/key\('(\w+)'\)/g)].map((m) => `validation.orders.${m[1]}`),
  ...[...source.matchAll(/issue\(ctx, \[[^\]]*\], '(\w+)'\)/g)].map((m) => `validation.orders.${m[1]}`),
  ...[...source.matchAll(/'(validation\.[\w.]+)'/g)].map((m) => m[1] as string),
  ...Object.values(EDIT_LOCK_MESSAGE_KEYS),
]);

describe('order messages', () => {
  it('finds the keys it checks', () => {
    expect(keys.size).toBeGreaterThan(40);
    expect(keys).toContain('validation.orders.sellerRequired');
  });

  it.each([...keys].sort())('%s has a Spanish and an English text', (key) => {
    expect(lookup(es, key)).toBeTruthy();
    expect(lookup(en, key)).toBeTruthy();
  });

  it('keeps the Spanish texts of the original client', () => {
    expect(lookup(es, 'validation.orders.presentationRequired')).toBe('Debe seleccionar una presentación');
    expect(lookup(es, 'validation.orders.minProducts')).toBe('Mínimo un producto es necesario');
    expect(lookup(es, 'validation.orders.maxProducts')).toBe('Máximo 10 productos por orden');
    expect(lookup(es, 'validation.orders.priceRange')).toBe(
      'El precio debe estar entre $0 y $5 para USD o entre $1 y $130 para MXN',
    );
    expect(lookup(es, 'validation.orders.sampleCounterSale')).toBe(
      'Una orden no puede ser muestra y venta mostrador al mismo tiempo',
    );
    expect(lookup(es, 'validation.orders.addressRequired')).toBe(
      'Debe seleccionar una dirección para delivery',
    );
    expect(lookup(es, 'validation.orders.warehouseRequired')).toBe(
      'Debe seleccionar un almacén para venta mostrador',
    );
    expect(lookup(es, 'validation.orders.sellerRequired')).toBe('Debe seleccionar un vendedor');
    expect(lookup(es, 'validation.orders.maxShipments')).toBe('Máximo 3 envíos');
  });
});
