/**
 * What a dashboard shows instead of its figures: the shape of its page while they load, a failure
 * with 'Reintentar', or a period without data with the hint to widen it.
 */
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { Box, Button, Paper, Skeleton } from '@mui/material';
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

export function DashboardError({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined">
      <StateBlock
        role="alert"
        tone="error"
        icon={<ErrorOutlineRounded />}
        title={translate(`${T}.errorTitle`)}
        message={translate(`${T}.errorMessage`)}
        action={
          <Button variant="outlined" startIcon={<RefreshRounded />} onClick={onRetry}>
            {translate(`${T}.retry`)}
          </Button>
        }
      />
    </Paper>
  );
}

export function DashboardEmpty() {
  const translate = useTranslate();
  return (
    <Paper variant="outlined">
      <StateBlock
        role="status"
        tone="primary"
        icon={<InsightsOutlined />}
        title={translate(`${T}.emptyTitle`)}
        message={translate(`${T}.emptyHint`)}
      />
    </Paper>
  );
}
