import { describe, expect, it } from 'vitest';
import {
  hasProductChanges,
  productFormSchema,
  productUpdateOf,
  referenceAsTyped,
  togglePackaging,
} from '../../../src/web/products/productForm';
import { buildProduct } from './fakeProductsApi';

describe('the product form', () => {
  it('writes references in upper case without spaces as they are typed', () => {
    expect(referenceAsTyped('cal hid-25 ')).toBe('CALHID-25');
  });

  it('keeps packaging types in the catalogue order whatever order they are ticked', () => {
    expect(togglePackaging(['BULK'], 'BAG')).toEqual(['BAG', 'BULK']);
    expect(togglePackaging(['BAG', 'BULK'], 'BAG')).toEqual(['BULK']);
  });

  it('needs at least one packaging type', () => {
    const result = productFormSchema.safeParse({ reference: 'X-1', name: 'Xx', packagingTypes: [] });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['packagingTypes', 'validation.tooFew'],
    ]);
  });

  it('sends only what changed, with the version loaded', () => {
    const product = buildProduct({
      reference: 'A-1',
      name: 'Arena',
      packagingTypes: ['BULK', 'BAG'],
      version: 7,
    });
    const same = productUpdateOf(product, {
      reference: 'A-1',
      name: 'Arena',
      packagingTypes: ['BAG', 'BULK'],
      active: true,
    });
    expect(same).toEqual({ version: 7 });
    expect(hasProductChanges(same)).toBe(false);
    expect(
      productUpdateOf(product, { reference: 'A-2', name: 'Arena', packagingTypes: ['BAG'], active: false }),
    ).toEqual({ version: 7, reference: 'A-2', packagingTypes: ['BAG'], active: false });
  });
});
