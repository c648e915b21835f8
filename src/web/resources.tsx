/**
 * Every screen of the product, as react-admin mounts them: each business area a `<Resource>`
 * (its list, create and edit routes, with the sub-pages that belong under it), and custom routes
 * only for pages that belong to no resource — home and the dashboards, and the configuration
 * pages, which edit one tenant-wide record each rather than a collection. This file is the one
 * place that wires areas together (finance's and material allocation's sections on the order page,
 * the availability per warehouse in the order and price-request forms, finance's pending releases
 * under /orders), so that no area imports another's screens.
 */
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import creditTerms from './credit-terms';
import customers from './customers';
import dashboard from './dashboard';
import finance from './finance';
import hierarchy from './hierarchy';
import inventory from './inventory';
import materialAllocation from './inventory/allocation';
import logistics from './logistics';
import pendingDelivery from './logistics/pending-delivery';
import orders from './orders';
import { OrderCreateAdditionsProvider } from './orders/create/orderCreateAdditions';
import { OrderPageSectionsProvider } from './orders/detail/orderPageSections';
import priceRequests, { PriceRequestAdditionsProvider } from './price-requests';
import pricing from './pricing';
import products from './products';
import tenantConfig from './tenant-config';
import users from './users';
import warehouses from './warehouses';

const orderSections = [
  ...finance.orderSections,
  ...materialAllocation.orderSections,
  ...logistics.orderSections,
];
const preloadOrderSections = () =>
  Promise.all([
    finance.preloadOrderSections(),
    materialAllocation.preloadOrderSections(),
    logistics.preloadOrderSections(),
  ]).then(() => undefined);
const orderPage = (
  <OrderPageSectionsProvider sections={orderSections} preload={preloadOrderSections}>
    {orders.edit}
  </OrderPageSectionsProvider>
);
const priceRequestCreate = (
  <PriceRequestAdditionsProvider additions={{ availability: materialAllocation.availabilityButton }}>
    {priceRequests.create}
  </PriceRequestAdditionsProvider>
);
const orderCreate = (
  <OrderCreateAdditionsProvider additions={{ availability: materialAllocation.availabilityButton }}>
    {orders.create}
  </OrderCreateAdditionsProvider>
);

export const resources = [
  <Resource
    key="orders"
    name="orders"
    list={orders.list}
    create={orderCreate}
    edit={orderPage}
    recordRepresentation={orders.recordRepresentation}
  >
    <Route path="pending-delivery" element={pendingDelivery.page} />
    <Route path="pending-released" element={finance.pendingReleased} />
  </Resource>,
  <Resource key="inventory" name="inventory" {...inventory} />,
  <Resource key="warehouses" name="warehouses" {...warehouses} />,
  <Resource key="products" name="products" {...products} />,
  <Resource key="customers" name="customers" {...customers} />,
  <Resource key="customer-credit-terms" name="customer-credit-terms" {...creditTerms} />,
  <Resource
    key="price-request"
    name="price-request"
    list={priceRequests.list}
    create={priceRequestCreate}
    edit={priceRequests.edit}
    recordRepresentation={priceRequests.recordRepresentation}
  >
    <Route path="quotes" element={priceRequests.quotes} />
  </Resource>,
  <Resource key="users" name="users" {...users} />,
  <CustomRoutes key="pages">
    <Route path="/dashboard" element={dashboard.home} />
    {Object.entries(dashboard.dashboards).map(([path, element]) => (
      <Route key={path} path={`/dashboard/${path}`} element={element} />
    ))}
    <Route path="/config/customer-service" element={hierarchy.page} />
    <Route path="/config/price-parameter" element={pricing.page} />
    <Route path="/config/tenant" element={tenantConfig.page} />
  </CustomRoutes>,
];
