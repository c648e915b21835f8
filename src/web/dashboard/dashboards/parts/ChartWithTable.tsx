/**
 * A dashboard's chart and its figures as a table, in one card under one title: the card's heading,
 * the chart's accessible name and the table's caption are the same text, so what a screen reader
 * announces is what the screen shows.
 */
import type { ReactNode } from 'react';
import { ChartCard, type ChartCardProps } from './ChartCard';
import { FiguresTable, type FiguresTableProps } from './FiguresTable';

export interface ChartWithTableProps<Row>
  extends Pick<ChartCardProps, 'title' | 'actions' | 'height'>,
    Omit<FiguresTableProps<Row>, 'caption'> {
  /** The chart, named by the title it is handed. */
  chart: (title: string) => ReactNode;
}

export function ChartWithTable<Row>({ title, actions, height, chart, ...table }: ChartWithTableProps<Row>) {
  return (
    <ChartCard
      title={title}
      actions={actions}
      height={height}
      table={<FiguresTable caption={title} {...table} />}
    >
      {chart(title)}
    </ChartCard>
  );
}
