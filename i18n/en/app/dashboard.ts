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
};
