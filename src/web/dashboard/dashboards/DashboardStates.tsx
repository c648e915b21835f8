/**
 * What a dashboard shows instead of its figures: the shape of its page while they load, a failure
 * with 'Reintentar', or a period without data with the hint to widen it. The failure and the
 * nothing-to-show notices are also the external BI's (EmbeddedDashboard), with 'Recargar'.
 */
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { Box, Button, Paper, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { StateBlock } from '../../ui/lists/ListStates';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { CHART_HEIGHT } from './parts/ChartCard';
import { ChartGrid, TileGrid } from './parts/KpiTile';

const T = 'app.dashboards.frame.states';

/** Placeholders the size of the tiles and charts to come, so the page does not jump. */
export function DashboardSkeleton({ tiles, charts }: { tiles: number; charts: number }) {
  const translate = useTranslate();
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
      <Box component="span" sx={visuallyHidden}>
        {translate(`${T}.loading`)}
      </Box>
      <TileGrid>
        {Array.from({ length: tiles }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </TileGrid>
      <ChartGrid>
        {Array.from({ length: charts }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <Skeleton key={i} variant="rounded" height={CHART_HEIGHT + 56} />
        ))}
      </ChartGrid>
    </Box>
  );
}

/** 'Reintentar' or 'Recargar': asks again for what failed. */
export function RefreshButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outlined" startIcon={<RefreshRounded />} onClick={onClick}>
      {label}
    </Button>
  );
}

export interface DashboardNoticeProps {
  /** A failure (announced at once) rather than nothing to show. */
  failed: boolean;
  title: string;
  message: string;
  action?: ReactNode;
}

/** A failure, or nothing to show, in place of the figures. */
export function DashboardNotice({ failed, title, message, action }: DashboardNoticeProps) {
  return (
    <Paper variant="outlined">
      <StateBlock
        role={failed ? 'alert' : 'status'}
        tone={failed ? 'error' : 'primary'}
        icon={failed ? <ErrorOutlineRounded /> : <InsightsOutlined />}
        title={title}
        message={message}
        action={action}
      />
    </Paper>
  );
}

export function DashboardError({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <DashboardNotice
      failed
      title={translate(`${T}.errorTitle`)}
      message={translate(`${T}.errorMessage`)}
      action={<RefreshButton label={translate(`${T}.retry`)} onClick={onRetry} />}
    />
  );
}

export function DashboardEmpty() {
  const translate = useTranslate();
  return (
    <DashboardNotice
      failed={false}
      title={translate(`${T}.emptyTitle`)}
      message={translate(`${T}.emptyHint`)}
    />
  );
}
