import type { AppShape } from '../../shape';

/** UI texts: dashboard. */
export const dashboard: AppShape['dashboard'] = {
  welcome: 'Welcome, %{name}',
  welcomeSubtitle: 'Here is the overview of your operation at %{tenant}.',
  shortcuts: {
    title: 'Shortcuts',
  },
  customerOrders: {
    title: 'Your open orders',
    hint: 'Those not delivered yet, most recent first.',
    deliveryDate: 'Requested delivery: %{date}',
    all: 'See all your orders',
    empty: 'You have no open orders.',
    error: 'Your orders could not be loaded.',
  },
  pipeline: {
    title: 'Orders by stage',
    hint: 'Orders and tons at each stage; choose one to see its orders.',
    deliveryDate: 'Delivery date',
    steps: 'Order stages',
    step: '%{label}: %{count} orders, %{tons}',
    moreFilters: 'More filters',
    countsError: 'The stage counts could not be loaded.',
    ordersOf: 'Orders: %{label}',
    search: 'Number, company or RFC',
    loading: 'Loading orders…',
    error: 'Error loading orders',
    empty: 'There are no orders in this state',
    noSeller: 'No seller',
    columns: {
      number: 'Order',
      company: 'Company',
      seller: 'Seller',
      deliveryDate: 'Delivery date',
      tons: 'Tons',
      status: 'Status',
    },
  },
};
