/**
 * Tons (bars) and an amount (a line) month by month, with its table: the month first, then the
 * columns given. Sales by month (the amount sold) and purchases by month (their cost).
 */
import { useAppTranslate } from '../../../providers/appTranslate';
import { ChartWithTable } from './ChartWithTable';
import { ComboChart } from './ComboChart';
import type { FigureColumn } from './FiguresTable';
import { useFigureFormat } from './useFigureFormat';

export interface MonthlyTonsCardProps<Row extends { month: string; tons: number }> {
  title: string;
  rows: readonly Row[];
  /** The table's columns after the month. */
  columns: FigureColumn<Row>[];
  /** The line's measure. */
  line: { label: string; value: (row: Row) => number; format: (value: number) => string };
}

export function MonthlyTonsCard<Row extends { month: string; tons: number }>({
  title,
  rows,
  columns,
  line,
}: MonthlyTonsCardProps<Row>) {
  const t = useAppTranslate();
  const f = useFigureFormat();
  return (
    <ChartWithTable
      title={title}
      rows={rows}
      rowKey={(r) => r.month}
      columns={[
        { label: t('app.dashboards.frame.columns.month'), value: (r) => f.month(r.month) },
        ...columns,
      ]}
      chart={(name) => (
        <ComboChart
          title={name}
          categories={rows.map((r) => f.month(r.month))}
          bars={{
            label: t('app.dashboards.frame.columns.tons'),
            data: rows.map((r) => r.tons),
            format: f.tons,
          }}
          line={{ label: line.label, data: rows.map(line.value), format: line.format }}
        />
      )}
    />
  );
}
