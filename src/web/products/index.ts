/** The products resource: the catalogue with its "Nuevo producto" form, and editing in a dialog. */
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import type { Product } from '../../domain/products';
import { ProductsPage } from './ProductsPage';

export default {
  list: ProductsPage,
  create: ProductsPage,
  icon: CategoryOutlined,
  recordRepresentation: (record: Product) => `${record.reference} · ${record.name}`,
};
