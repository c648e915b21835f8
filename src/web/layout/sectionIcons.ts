/** The icon of every menu item and group (the collapsed sidebar shows only these). */

import type { SvgIconComponent } from '@mui/icons-material';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import PriceCheckOutlined from '@mui/icons-material/PriceCheckOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import StackedBarChartOutlined from '@mui/icons-material/StackedBarChartOutlined';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import type { GroupKey } from '../navigation/menu';

export const GROUP_ICONS: Record<GroupKey, SvgIconComponent> = {
  orders: ShoppingCartOutlined,
  inventory: Inventory2Outlined,
  customers: PeopleAltOutlined,
  priceRequests: RequestQuoteOutlined,
  dashboards: InsightsOutlined,
  configuration: SettingsOutlined,
};

const SECTION_ICONS: Record<string, SvgIconComponent> = {
  dashboard: HomeOutlined,
  orders: ListAltOutlined,
  'orders-create': AddShoppingCartOutlined,
  'orders-pending-delivery': LocalShippingOutlined,
  'orders-pending-released': LockOpenOutlined,
  inventory: WarehouseOutlined,
  'inventory-create': AddBoxOutlined,
  'product-create': CategoryOutlined,
  warehouses: StoreOutlined,
  customers: ContactsOutlined,
  'customers-create': PersonAddAlt1Outlined,
  'customer-credit-terms': CreditScoreOutlined,
  'price-requests': PriceCheckOutlined,
  'price-requests-create': PostAddOutlined,
  'dashboard-sales': TrendingUpOutlined,
  'dashboard-inventory': StackedBarChartOutlined,
  'dashboard-performance': SpeedOutlined,
  'dashboard-mtd': TimelineOutlined,
  'dashboard-onboarding': HowToRegOutlined,
  'dashboard-kpis': AssessmentOutlined,
  'dashboard-purchase-orders': ReceiptLongOutlined,
  'customer-service': SupportAgentOutlined,
  'pricing-parameters': TuneOutlined,
  'tenant-config': BusinessOutlined,
  'users-list': ManageAccountsOutlined,
};

/** A section's icon; a new section without one borrows its group's. */
export function sectionIcon(key: string, group?: GroupKey): SvgIconComponent {
  return SECTION_ICONS[key] ?? (group ? GROUP_ICONS[group] : HomeOutlined);
}
