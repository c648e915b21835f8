/**
 * Inventory: warehouses, lots with their ledger and adjustments, the quantity summary, and the
 * material allocation of orders (by hand, automatic, in bulk). Other modules import only what
 * this file exports.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeGroup } from '../../plugins/routeConventions';
import { allocationRoutes } from './allocation/routes';
import { lotRoutes } from './routes';
import { warehouseRoutes } from './warehouseRoutes';

/** Cancelling an order gives its material back (called by the orders module's cancellation and finance's retention). */
export { releaseOrderMaterial } from './allocation/release';
export { lotExportMailJob } from './exportJob';
/**
 * The stock ledger, for the demo data (which writes its stock as the screens would) and for
 * logistics (shipments move kilos from allocated to shipped and back; a delivered order gives its
 * unshipped kilos back).
 */
export {
  adjustLot,
  giveBackToLot,
  type LotRow,
  type MovementBy,
  receiveLot,
  shipFromLot,
  takeFromLot,
  unshipFromLot,
} from './ledgerQueries';

export const inventoryModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    routeGroup(
      ['inventory'],
      [
        [lotRoutes, '/inventory'],
        [warehouseRoutes, '/warehouses'],
      ],
    ),
  );
  await app.register(routeGroup(['material allocation'], [[allocationRoutes, '/orders']]));
};
