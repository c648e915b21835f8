/**
 * Orders: every order route, one slice per part of the order page (creation, list and export,
 * detail and edits, documents and the proforma, comments and timeline, cancellation) and the home's
 * pipeline counts, and the order kernel other modules build on: who may reach which order, the
 * history rows, the list's conditions. Other modules import only what this file exports.
 */
import { routeGroup } from '../../plugins/routeConventions';
import { orderCalendarRoutes } from './calendar/routes';
import { incidentReasonRoutes, orderCancelRoutes } from './cancel/routes';
import { orderCommentRoutes } from './comments/routes';
import { orderCreateRoutes } from './create/routes';
import { orderDetailRoutes } from './detail/routes';
import { orderDocumentRoutes } from './documents/routes';
import { orderListRoutes } from './list/routes';
import { pricingInForceRoutes } from './options/routes';
import { orderPipelineRoutes } from './pipeline/routes';

export { type OrderRow, orderForbidden, orderScope, visibleOrder } from './access';
export {
  type CheckedFile,
  ORDER_FILES_AREA,
  orderFileStore,
  readOrderUpload,
} from './documents/orderFiles';
export * as pdfKit from './documents/pdfKit';
export { lockForRender, markGeneratedUpdating, updateDocumentRow } from './documents/queries';
export { addShipmentDocument, documentFileUrl } from './documents/service';
export { type HistoryEntry, recordHistory } from './history';
export { orderExportMailJob } from './list/exportJob';
export {
  customerIdsMatching,
  listConditions,
  type OrderListFilters,
  searchByOrderFields,
} from './list/queries';
export { checkDateRange, keptCountsScope } from './list/service';
export { markProformaUpdating, proformaRenderJob } from './proforma';

export const ordersModule = routeGroup(
  ['orders'],
  [
    [pricingInForceRoutes, '/orders'],
    [orderDetailRoutes, '/orders'],
    [orderCreateRoutes, '/orders'],
    [orderListRoutes, '/orders'],
    [orderPipelineRoutes, '/orders'],
    [orderCalendarRoutes, '/orders'],
    [orderDocumentRoutes, '/orders'],
    [orderCommentRoutes, '/orders'],
    [orderCancelRoutes, '/orders'],
    [incidentReasonRoutes, '/orders-incidents'],
  ],
);
