/** The tenant configuration page (/config/tenant): theme, texts and operation settings. */
import { named, screen } from '../navigation/screen';

export default {
  page: screen(
    named(() => import('./TenantConfigPage'), 'TenantConfigPage'),
    { resource: 'tenant-config', action: 'show', section: 'tenant-config' },
    ['admin'],
  ),
};
