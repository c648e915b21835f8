/**
 * The mailed download (`POST /api/price-requests/download`) as a job
 * (src/server/exports/mailedExportJob.ts): the requests are read when it runs, through the user's
 * reach as it is then.
 */
import { ACCESS } from '../../../domain/access';
import { priceRequestDownloadSchema } from '../../../domain/priceRequests';
import { defineMailedExportJob } from '../../exports/mailedExportJob';
import { exportBuffer, exportFileName } from './exportFile';
import { columnsOf, downloadRows } from './exportService';
import { tenantProductName } from './listQueries';

const MAIL_TEXTS = {
  subject: 'mailSubject',
  greeting: 'mailGreeting',
  body: 'mailBody',
  closing: 'mailClosing',
};

export const priceRequestExportMailJob = defineMailedExportJob({
  kind: 'priceRequests.export.mail',
  query: priceRequestDownloadSchema,
  list: ACCESS['price-request'].export,
  listName: 'price requests',
  mailText: (text) => `priceRequests.export.${MAIL_TEXTS[text]}`,
  read: async (tx, actor, query) => ({
    rows: await downloadRows(tx, actor, query),
    productName: await tenantProductName(tx, actor.tenant.id),
  }),
  build: async ({ rows, productName }, query, locale) => ({
    file: await exportBuffer(rows, { format: query.format, columns: columnsOf(query), locale, productName }),
    fileName: exportFileName(locale, query.format),
    rows: rows.length,
  }),
});
