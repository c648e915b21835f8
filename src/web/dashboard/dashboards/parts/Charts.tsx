/**
 * The dashboards' charts over MUI X Charts, each set the same way: an image named by the chart's
 * title (ChartImage), the tenant's colours, axis ticks in short form ('1.2 M') and tooltips with the
 * full figure in the user's language. Gaps (null) are figures that were not measured.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartImage } from './ChartImage';
import { useChartColors, useFigureFormat } from './useFigureFormat';

type Value = number | null;

export interface ChartSeries {
  id: string;
  label: string;
  data: Value[];
  /** Bars of the same stack sit on each other. */
  stack?: string;
  /** A line drawn dashed (a projection). */
  dashed?: boolean;
}

interface CategoryChartProps {
  title: string;
  categories: string[];
  series: ChartSeries[];
  /** The full figure (tooltips). */
  format: (value: number) => string;
  /** Axis ticks; the short form of the number by default. */
  tickFormat?: (value: number) => string;
  /** Fixed ends of the value axis (a rate: 0 to 1); from the figures by default. */
  range?: { min?: number; max?: number };
}

const show = (format: (value: number) => string) => (value: Value) => (value === null ? '—' : format(value));

export function Bars({
  title,
  categories,
  series,
  format,
  tickFormat,
  horizontal,
}: CategoryChartProps & {
  /** Long names (products, customers) read better as rows. */
  horizontal?: boolean;
}) {
  const figures = useFigureFormat();
  const colors = useChartColors();
  const tick = (value: number) => (tickFormat ?? figures.compact)(value);
  const band = { scaleType: 'band' as const, data: categories, id: 'categories' };
  return (
    <ChartImage title={title}>
      <BarChart
        colors={colors}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={[horizontal ? { id: 'values', valueFormatter: tick } : band]}
        yAxis={[
          horizontal ? { ...band, width: 'auto' } : { id: 'values', valueFormatter: tick, width: 'auto' },
        ]}
        series={series.map(({ id, label, data, stack }) => ({
          id,
          label,
          data,
          stack,
          valueFormatter: show(format),
        }))}
        hideLegend={series.length < 2}
        grid={horizontal ? { vertical: true } : { horizontal: true }}
        skipAnimation
      />
    </ChartImage>
  );
}

export function Lines({ title, categories, series, format, tickFormat, range }: CategoryChartProps) {
  const figures = useFigureFormat();
  const colors = useChartColors();
  const dashed: Record<string, { strokeDasharray: string }> = {};
  for (const s of series)
    if (s.dashed) dashed[`& .${lineClasses.line}[data-series="${s.id}"]`] = { strokeDasharray: '6 4' };
  return (
    <ChartImage title={title}>
      <LineChart
        colors={colors}
        xAxis={[{ scaleType: 'band', data: categories, id: 'categories' }]}
        yAxis={[
          {
            id: 'values',
            width: 'auto',
            valueFormatter: (v: number) => (tickFormat ?? figures.compact)(v),
            ...range,
          },
        ]}
        series={series.map(({ id, label, data, dashed: isDashed }) => ({
          id,
          label,
          data,
          // A projection is drawn from the last actual point straight to its end.
          connectNulls: isDashed === true,
          showMark: data.length <= 31,
          valueFormatter: show(format),
        }))}
        hideLegend={series.length < 2}
        grid={{ horizontal: true }}
        skipAnimation
        sx={dashed}
      />
    </ChartImage>
  );
}

export interface DonutSlice {
  id: string;
  label: string;
  value: number;
}

export function Donut({
  title,
  slices,
  format,
}: {
  title: string;
  slices: DonutSlice[];
  format: (value: number) => string;
}) {
  const colors = useChartColors();
  return (
    <ChartImage title={title}>
      <PieChart
        colors={colors}
        series={[
          {
            data: slices,
            innerRadius: '55%',
            paddingAngle: 1,
            cornerRadius: 3,
            valueFormatter: (item) => format(item.value),
          },
        ]}
        skipAnimation
      />
    </ChartImage>
  );
}

/** A bar chart's height for `rows` horizontal bars: thin enough for two, tight enough for twenty. */
export function rowsHeight(rows: number): number {
  return Math.max(160, Math.min(440, 64 + rows * 36));
}
