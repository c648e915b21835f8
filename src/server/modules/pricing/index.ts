/** Pricing parameters: the versioned sets orders are priced with. */
import { routeGroup } from '../../plugins/routeConventions';
import { pricingRoutes } from './routes';

export const pricingModule = routeGroup(['pricing'], [[pricingRoutes, '/pricing-parameters']]);
