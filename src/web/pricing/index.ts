/** The pricing parameters page (/config/price-parameter): the version in force, its edits and history. */
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { named, screen } from '../navigation/screen';

export default {
  page: screen(
    named(() => import('./PricingParametersPage'), 'PricingParametersPage'),
    { resource: 'pricing-parameters', action: 'show', section: 'pricing-parameters' },
    ['admin'],
  ),
  icon: TuneOutlined,
};
