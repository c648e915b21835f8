/** The warehouses resource: the list, with creation and editing in a dialog. */
import type { WarehouseView } from '../../domain/inventory/warehouses';
import { named, screen } from '../navigation/screen';

export default {
  list: screen(
    named(() => import('./WarehouseList'), 'WarehouseListPage'),
    { resource: 'warehouses', action: 'list', section: 'warehouses' },
    ['admin'],
  ),
  recordRepresentation: (record: WarehouseView) => `${record.code} · ${record.name}`,
};
