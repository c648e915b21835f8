/**
 * Bars and a line over the same months, each with its own scale: tons as bars on the left axis,
 * money as a line on the right (sales by month, purchases by month).
 */

import {
  BarPlot,
  ChartsAxisHighlight,
  ChartsDataProvider,
  ChartsGrid,
  ChartsLegend,
  ChartsSurface,
  ChartsTooltip,
  ChartsWrapper,
  ChartsXAxis,
  ChartsYAxis,
  LinePlot,
  MarkPlot,
} from '@mui/x-charts';
import { ChartImage } from './ChartImage';
import { useChartColors, useFigureFormat } from './useFigureFormat';

interface Measure {
  label: string;
  data: number[];
  format: (value: number) => string;
}

export interface ComboChartProps {
  title: string;
  categories: string[];
  bars: Measure;
  line: Measure;
}

export function ComboChart({ title, categories, bars, line }: ComboChartProps) {
  const figures = useFigureFormat();
  const colors = useChartColors();
  const tick = (value: number) => figures.compact(value);
  return (
    <ChartImage title={title}>
      <ChartsDataProvider
        colors={colors}
        skipAnimation
        xAxis={[{ id: 'months', scaleType: 'band', data: categories }]}
        yAxis={[
          { id: 'bars', width: 'auto', valueFormatter: tick },
          { id: 'line', position: 'right', width: 'auto', valueFormatter: tick, min: 0 },
        ]}
        series={[
          {
            type: 'bar',
            id: 'bars',
            yAxisId: 'bars',
            label: bars.label,
            data: bars.data,
            valueFormatter: (v) => (v === null ? '—' : bars.format(v)),
          },
          {
            type: 'line',
            id: 'line',
            yAxisId: 'line',
            label: line.label,
            data: line.data,
            valueFormatter: (v) => (v === null ? '—' : line.format(v)),
          },
        ]}
      >
        <ChartsWrapper>
          <ChartsLegend />
          <ChartsSurface>
            <ChartsGrid horizontal />
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsAxisHighlight x="band" />
            <ChartsXAxis axisId="months" />
            <ChartsYAxis axisId="bars" />
            <ChartsYAxis axisId="line" />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartsDataProvider>
    </ChartImage>
  );
}
