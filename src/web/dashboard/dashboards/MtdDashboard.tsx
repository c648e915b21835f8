/**
 * Month-to-date projection (/dashboard/mtd-projection): the month of the period's end so far, its
 * projection to the month's end at the pace of the working days elapsed, and last month (whole, and
 * up to the same working day); the cumulative by day with the projection drawn dashed.
 */
import { Box, LinearProgress, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import type { MtdFigures } from '../../../domain/dashboards';
import { useAppTranslate } from '../../providers/appTranslate';
import { DashboardPage } from './DashboardPage';
import { Lines } from './parts/Charts';
import { ChartWithTable } from './parts/ChartWithTable';
import { Delta } from './parts/Delta';
import { FiguresNote, KpiTile, TileGrid } from './parts/KpiTile';
import { useFigureFormat } from './parts/useFigureFormat';

const T = 'app.dashboards.mtd';
type Measure = 'tons' | 'amount';

/** Every day of the month: the cumulative so far, then the straight way to the projection. */
export function cumulativeSeries(figures: MtdFigures, measure: Measure) {
  const [y, m] = figures.month.split('-').map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const byDay = new Map(figures.daily.map((d) => [Number(d.date.slice(8)), d]));
  const lastDay = Number(figures.asOf.slice(8));
  const reached =
    measure === 'tons' ? byDay.get(lastDay)?.cumulativeTons : byDay.get(lastDay)?.cumulativeAmount;
  const projected = measure === 'tons' ? figures.projection.tons : figures.projection.amount;
  const days = Array.from({ length: daysInMonth }, (_, i) => i + 1);
  const actual = days.map((d) => {
    const day = byDay.get(d);
    if (!day || d > lastDay) return null;
    return measure === 'tons' ? day.cumulativeTons : day.cumulativeAmount;
  });
  const projection = days.map((d) => {
    if (projected === null || reached === undefined) return null;
    if (d === lastDay) return reached;
    return d === daysInMonth && d > lastDay ? projected : null;
  });
  return { days, actual, projection };
}

function MtdFiguresView({ figures }: { figures: MtdFigures }) {
  const t = useAppTranslate();
  const f = useFigureFormat();
  const [measure, setMeasure] = useState<Measure>('tons');
  const money = (value: number) => f.money(value, figures.currency);
  const show = measure === 'tons' ? f.tons : money;
  const { monthToDate, lastMonth, lastMonthToDate, projection, workingDays } = figures;
  const vsLastMonth = t('app.dashboards.frame.delta.vsLastMonth');
  const series = cumulativeSeries(figures, measure);
  return (
    <>
      <Box>
        <FiguresNote>
          {t(`${T}.month`, { month: f.monthLong(figures.month), date: f.date(figures.asOf) })}
        </FiguresNote>
        <FiguresNote>
          {t(`${T}.workingDays`, { elapsed: workingDays.elapsed, total: workingDays.total })}
        </FiguresNote>
        <LinearProgress
          variant="determinate"
          value={workingDays.total ? (workingDays.elapsed / workingDays.total) * 100 : 0}
          aria-label={t(`${T}.workingDays`, { elapsed: workingDays.elapsed, total: workingDays.total })}
          sx={{ mt: 0.5, maxWidth: 360, height: 6, borderRadius: 3 }}
        />
      </Box>
      <TileGrid>
        <KpiTile
          label={t(`${T}.tiles.tons`)}
          value={f.tons(monthToDate.tons)}
          hint={<Delta current={monthToDate.tons} previous={lastMonthToDate.tons} caption={vsLastMonth} />}
        />
        <KpiTile
          label={t(`${T}.tiles.amount`)}
          value={money(monthToDate.amount)}
          hint={
            <Delta current={monthToDate.amount} previous={lastMonthToDate.amount} caption={vsLastMonth} />
          }
        />
        <KpiTile
          label={t(`${T}.tiles.projectionTons`)}
          value={projection.tons === null ? '—' : f.tons(projection.tons)}
        />
        <KpiTile
          label={t(`${T}.tiles.projectionAmount`)}
          value={projection.amount === null ? '—' : money(projection.amount)}
        />
        <KpiTile
          label={t(`${T}.tiles.lastMonth`)}
          value={f.tons(lastMonth.tons)}
          hint={money(lastMonth.amount)}
        />
      </TileGrid>
      <ChartWithTable
        title={t(`${T}.cumulative`)}
        actions={
          <ToggleButtonGroup
            size="small"
            exclusive
            value={measure}
            aria-label={t(`${T}.metric`)}
            onChange={(_, next: Measure | null) => next && setMeasure(next)}
          >
            <ToggleButton value="tons" sx={{ py: 0.25 }}>
              {t('app.dashboards.frame.columns.tons')}
            </ToggleButton>
            <ToggleButton value="amount" sx={{ py: 0.25 }}>
              {t('app.dashboards.frame.columns.amount')}
            </ToggleButton>
          </ToggleButtonGroup>
        }
        rows={figures.daily}
        rowKey={(r) => r.date}
        columns={[
          { label: t(`${T}.columns.date`), value: (r) => f.date(r.date) },
          { label: t('app.dashboards.frame.columns.tons'), value: (r) => f.tons(r.tons), numeric: true },
          {
            label: t('app.dashboards.frame.columns.amount'),
            value: (r) => money(r.amount),
            numeric: true,
          },
          {
            label: t(`${T}.columns.cumulativeTons`),
            value: (r) => f.tons(r.cumulativeTons),
            numeric: true,
          },
          {
            label: t(`${T}.columns.cumulativeAmount`),
            value: (r) => money(r.cumulativeAmount),
            numeric: true,
          },
        ]}
        chart={(title) => (
          <Lines
            title={title}
            categories={series.days.map(String)}
            series={[
              { id: 'actual', label: t(`${T}.series.actual`), data: series.actual },
              { id: 'projection', label: t(`${T}.series.projection`), data: series.projection, dashed: true },
            ]}
            format={show}
          />
        )}
      />
    </>
  );
}

export function MtdDashboard() {
  return (
    <DashboardPage
      dashboard="mtd"
      amounts
      layout={{ tiles: 5, charts: 1 }}
      isEmpty={(figures) => figures.monthToDate.orders === 0 && figures.lastMonth.orders === 0}
    >
      {(figures) => <MtdFiguresView figures={figures} />}
    </DashboardPage>
  );
}
