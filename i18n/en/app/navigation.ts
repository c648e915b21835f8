import type { AppShape } from '../../shape';

export const sections: AppShape['sections'] = {
  dashboard: 'Home',
  orders: 'Order list',
  'orders-create': 'Create order',
  'orders-pending-delivery': 'Pending delivery',
  'orders-pending-released': 'Pending release',
  'order-detail': 'Order detail',
  inventory: 'Inventory list',
  'inventory-create': 'Register inventory',
  'product-create': 'Create product',
  'inventory-detail': 'Inventory detail',
  warehouses: 'Warehouses',
  customers: 'Customer list',
  'customers-create': 'Create customer',
  'customer-credit-terms': 'Credit terms',
  'customer-detail': 'Customer detail',
  'price-requests': 'Request list',
  'price-requests-create': 'Create price request',
  'dashboard-sales': 'Sales',
  'dashboard-inventory': 'Inventory management',
  'dashboard-performance': 'Performance',
  'dashboard-mtd': 'MTD projection',
  'dashboard-onboarding': 'Onboarding tracking',
  'dashboard-kpis': 'Executive KPIs',
  'dashboard-purchase-orders': 'Purchase orders',
  'customer-service': 'Customer service',
  'pricing-parameters': 'Pricing parameters',
  'tenant-config': 'Company settings',
  'users-list': 'Users',
};

export const groups: AppShape['groups'] = {
  orders: 'Orders',
  inventory: 'Inventory',
  customers: 'Customers',
  priceRequests: 'Price requests',
  dashboards: 'Dashboards',
  configuration: 'Configuration',
};

export const guard: AppShape['guard'] = {
  title: 'Access denied',
  section: 'You do not have access to the “%{section}” section.',
  contact: 'Contact your administrator if you need access',
  home: 'Go to home',
  goTo: 'Go to “%{section}”',
  noRoleTitle: 'Your user has no permissions yet',
  noRoleBody: 'You can sign in, but your %{company} user has no access to any section yet.',
  noRoleNext: 'Ask a %{company} administrator to give you a role; then sign out and sign in again.',
  signOut: 'Sign out',
};

export const pending: AppShape['pending'] = {
  title: '%{section}',
  body: 'This section is being prepared and will be available in an upcoming release.',
  home: 'Back to home',
};
