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
  calendar: {
    title: 'Delivery calendar',
    hint: 'The week’s orders by their requested delivery date.',
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    thisWeek: 'This week',
    today: 'Today',
    day: 'Day',
    dayOption: '%{weekday}, %{month} %{day} (%{orders})',
    dayCount: '%{smart_count} order |||| %{smart_count} orders',
    empty: 'No deliveries',
    emptyDay: 'There are no deliveries for this day',
    loadMore: 'Load more deliveries',
    error: 'The week’s deliveries could not be loaded.',
    legend: 'Delivery statuses',
    status: {
      delivered: 'Delivered',
      'delayed-no-shipment': 'Late, not shipped',
      'shipment-confirmed': 'Shipment confirmed',
      'not-authorized-finance': 'Not authorized by finance',
      'authorized-no-shipment': 'Authorized, not shipped',
      unknown: 'No status',
    },
  },
};
