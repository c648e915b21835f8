/** The files the lists export, by format, as their answers and mail attachments declare them. */
import type { ExportFormat } from '../../domain/orders/listColumns';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
