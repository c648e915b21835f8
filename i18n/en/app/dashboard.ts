import type { AppShape } from '../../shape';

/** UI texts: dashboard. */
export const dashboard: AppShape['dashboard'] = {
  welcome: 'Welcome, %{name}',
  welcomeSubtitle: 'Here is the overview of your operation at %{tenant}.',
};
