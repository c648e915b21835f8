/**
 * `GET /api/dashboard-figures/{key}/export`: the same figures as the dashboard (same permission,
 * same scope), as an xlsx named after the dashboard and its range ('ventas-2026-01-01-2026-11-27.xlsx').
 */
import { DASHBOARDS, type DashboardKey, type DashboardQuery } from '../../../../domain/dashboards';
import type { Actor } from '../../../actor';
import type { Executor } from '../../../db/client';
import { EXPORT_CONTENT_TYPES } from '../../../exports/contentTypes';
import { dashboardFigures } from '../service';
import { dashboardTables } from './dashboardTables';
import { sellerName } from './queries';
import type { Table } from './tables';
import { dashboardWorkbook, fileSlug } from './workbook';

export const XLSX_CONTENT_TYPE = EXPORT_CONTENT_TYPES.xlsx;

export async function dashboardExport(
  db: Executor,
  actor: Actor,
  key: DashboardKey,
  q: DashboardQuery,
): Promise<{ fileName: string; file: Buffer }> {
  const figures = await dashboardFigures(db, actor, key, q);
  const { t } = actor;
  const name = t(`dashboards.names.${key}`);
  const { byPeriod } = DASHBOARDS[key];
  const label = (k: string) => t(`dashboards.export.${k}`);
  const filters: Table = {
    sheet: label('filters'),
    columns: [
      { header: label('filter'), kind: 'text' },
      { header: label('value'), kind: 'text' },
    ],
    rows: [
      [label('dashboard'), name],
      // Where the period does not apply (the stock is today's), the sheets say their own date.
      ...(byPeriod
        ? [
            [label('from'), figures.from],
            [label('to'), figures.to],
          ]
        : []),
      [label('currency'), figures.currency],
      [label('seller'), (await sellerName(db, figures.sellerId)) ?? label('allSellers')],
    ],
  };
  const tables = dashboardTables(key, figures, { t, locale: actor.locale, currency: figures.currency });
  return {
    fileName: `${fileSlug(name)}-${byPeriod ? `${figures.from}-${figures.to}` : figures.to}.xlsx`,
    file: await dashboardWorkbook(filters, tables),
  };
}
