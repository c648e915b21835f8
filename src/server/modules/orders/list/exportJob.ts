/**
 * The mailed export (`POST /api/orders/export`) as a job (src/server/exports/mailedExportJob.ts):
 * the orders are read when it runs, through the user's visibility as it is then.
 */
import { ACCESS } from '../../../../domain/access';
import { orderExportQuerySchema } from '../../../../domain/orders/listColumns';
import { defineMailedExportJob } from '../../../exports/mailedExportJob';
import { exportBuffer, exportData, exportFileName } from './exportService';

export const orderExportMailJob = defineMailedExportJob({
  kind: 'orders.export.mail',
  query: orderExportQuerySchema,
  list: ACCESS.orders.export,
  listName: 'the order list',
  mailText: (text) => `orders.list.mail.${text}`,
  read: (tx, actor, query) => exportData(tx, actor, query, 'body'),
  build: async (data, query, locale) => ({
    file: await exportBuffer(data, query, locale),
    fileName: exportFileName(locale, query.format),
    rows: data.rows.length,
  }),
});
