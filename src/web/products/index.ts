/** The products resource: the catalogue with its "Nuevo producto" form (/products/create), and editing in a dialog. */
import type { Product } from '../../domain/products';
import { named, screen } from '../navigation/screen';

export default {
  create: screen(
    named(() => import('./ProductsPage'), 'ProductsPage'),
    { resource: 'products', action: 'create', section: 'product-create' },
    ['admin'],
  ),
  recordRepresentation: (record: Product) => `${record.reference} · ${record.name}`,
};
