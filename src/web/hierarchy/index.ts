/** The customer-service hierarchy page (/config/customer-service): representatives, their sellers, chains of command. */
import { named, screen } from '../navigation/screen';

export default {
  page: screen(
    named(() => import('./HierarchyPage'), 'HierarchyPage'),
    { resource: 'hierarchy', action: 'show', section: 'customer-service' },
    ['admin'],
  ),
};
