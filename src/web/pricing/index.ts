/** The pricing parameters page (/config/price-parameter): the version in force, its edits and history. */
import { named, screen } from '../navigation/screen';

export default {
  page: screen(
    named(() => import('./PricingParametersPage'), 'PricingParametersPage'),
    { resource: 'pricing-parameters', action: 'show', section: 'pricing-parameters' },
    ['admin'],
  ),
};
