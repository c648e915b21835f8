/** Products: the tenant's catalogue. */
import { routeGroup } from '../../plugins/routeConventions';
import { productRoutes } from './routes';

export const productsModule = routeGroup(['products'], [[productRoutes, '/products']]);
