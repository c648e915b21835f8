/**
 * The mailed lot export (`POST /api/inventory/export`) as a job (src/server/exports/mailedExportJob.ts):
 * the lots are read when it runs, with the role's permissions as they are then; the cost column
 * follows the role's current right to read costs.
 */
import { ACCESS, allows } from '../../../domain/access';
import { lotExportQuerySchema } from '../../../domain/inventory/lots';
import { defineMailedExportJob } from '../../exports/mailedExportJob';
import { lotExportBuffer, lotExportFileName } from './exportFile';
import { allLots } from './lotService';

const MAIL_TEXTS = {
  subject: 'mailSubject',
  greeting: 'mailGreeting',
  body: 'mailBody',
  closing: 'mailClosing',
};

export const lotExportMailJob = defineMailedExportJob({
  kind: 'inventory.export.mail',
  query: lotExportQuerySchema,
  list: ACCESS.inventory.export,
  listName: 'the inventory',
  mailText: (text) => `inventory.export.${MAIL_TEXTS[text]}`,
  read: async (tx, actor, { format: _format, ...filters }) => ({
    lots: await allLots(tx, actor, filters),
    withCost: allows(actor.claims, ACCESS.inventory.readCost),
  }),
  build: async ({ lots, withCost }, query, locale) => ({
    file: await lotExportBuffer(lots, query.format, locale, withCost),
    fileName: lotExportFileName(locale, query.format),
    rows: lots.length,
  }),
});
