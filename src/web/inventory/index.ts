/** The inventory resource: the lot list, the reception form (/inventory/create) and the lot's page (/inventory/{id}). */
import type { LotView } from '../../domain/inventory/lots';
import { named, screen } from '../navigation/screen';

export default {
  list: screen(
    named(() => import('./LotList'), 'LotListPage'),
    { resource: 'inventory', action: 'list', section: 'inventory' },
    ['admin'],
  ),
  create: screen(
    named(() => import('./LotCreate'), 'LotCreatePage'),
    { resource: 'inventory', action: 'create', section: 'inventory-create' },
    ['admin'],
  ),
  edit: screen(
    named(() => import('./LotShow'), 'LotShowPage'),
    { resource: 'inventory', action: 'show', section: 'inventory-detail' },
    ['admin'],
  ),
  recordRepresentation: (record: LotView) => record.lot,
};
