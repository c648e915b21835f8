/** The pricing parameters screen (/config/price-parameter): the version in force, its edits and history. */
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { PricingParametersPage } from './PricingParametersPage';

export default {
  edit: PricingParametersPage,
  icon: TuneOutlined,
};
