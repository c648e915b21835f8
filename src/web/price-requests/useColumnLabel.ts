/** The name of each column of the download, as the table headers say it. */
import type { PriceRequestColumn } from '../../domain/priceRequests';
import { useAppTranslate } from '../providers/appTranslate';

export function useColumnLabel(): (column: PriceRequestColumn) => string {
  const t = useAppTranslate();
  return (column) => t(`app.priceRequests.columns.${column}`);
}
