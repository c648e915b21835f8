/**
 * The download of the list (`POST /api/price-requests/download`): every request the list shows for
 * these filters (not one page), at most PRICE_REQUEST_EXPORT_MAX_ROWS, mailed to the caller as an
 * attachment by a job, like the order export. The request counts and queues; the job reads the rows
 * with the caller's reach as it is when it runs.
 */
import {
  PRICE_REQUEST_COLUMNS,
  PRICE_REQUEST_EXPORT_MAX_ROWS,
  type PriceRequestDownload,
  type PriceRequestRow,
} from '../../../domain/priceRequests';
import type { Actor } from '../../actor';
import type { Executor, Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { enqueue } from '../../jobs/outbox';
import { countRequests, listConditions, mailRecipient, selectRequests } from './listQueries';
import { requestScope } from './scope';
import { toRequestRow } from './view';

/** The conditions and count of the download; 400 EXPORT_TOO_LARGE past the limit. */
async function matching(db: Executor, actor: Actor, q: PriceRequestDownload) {
  const { format: _format, columns: _columns, order: _order, ...filters } = q;
  const where = listConditions(db, await requestScope(db, actor), filters);
  const total = await countRequests(db, where);
  if (total > PRICE_REQUEST_EXPORT_MAX_ROWS) {
    throw new AppError(400, 'EXPORT_TOO_LARGE', 'priceRequests.export.tooLarge', {
      count: total.toLocaleString('en-US'),
      max: PRICE_REQUEST_EXPORT_MAX_ROWS.toLocaleString('en-US'),
    });
  }
  return { where, total };
}

/** The chosen columns, or all of them. */
export const columnsOf = (q: PriceRequestDownload) => q.columns ?? [...PRICE_REQUEST_COLUMNS];

export async function downloadRows(
  db: Executor,
  actor: Actor,
  q: PriceRequestDownload,
): Promise<PriceRequestRow[]> {
  const { where } = await matching(db, actor, q);
  return (await selectRequests(db, where, q.order)).map(toRequestRow);
}

/** Counts, queues the job that builds and mails the file, and says where it goes. */
export async function requestDownloadMail(
  tx: Tx,
  actor: Actor,
  q: PriceRequestDownload,
): Promise<{ email: string; rows: number }> {
  const recipient = await mailRecipient(tx, actor.claims.sub);
  if (!recipient) throw notFound();
  const { total } = await matching(tx, actor, q);
  // The job parses the query again: the sort goes back to the text the list takes ('field:DIR').
  const query = { ...q, order: `${q.order.field}:${q.order.direction}` };
  await enqueue(tx, 'priceRequests.export.mail', { claims: actor.claims, query, locale: actor.locale });
  return { email: recipient.email, rows: total };
}
