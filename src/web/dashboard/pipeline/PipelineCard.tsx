/**
 * The home's pipeline card: how many orders (and tons) stand at each of seven steps — open,
 * created, released, material assigned, shipped/scheduled, transport assigned, invoiced — for the
 * home's seller and delivery date range (the home's filter bar sets them). Clicking a step opens its
 * orders under the steps; clicking it again closes them. The counts come from one call
 * (`getPipelineCounts`), fresh for 5 minutes. Shown to staff only (the customer's home is its portal).
 */
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { PipelineCountsQuery, PipelineStep } from '../../../domain/orders/pipeline';
import type { AppDataProvider } from '../../providers/dataProvider';
import { PipelineOrders } from './PipelineOrders';
import { PipelineSteps } from './PipelineSteps';
import { PIPELINE_COUNTS_STALE_MS, pipelineCountsKey } from './pipelineQueries';

const T = 'app.dashboard.pipeline';

export interface PipelineCardProps {
  /** The home's seller (none: every seller the user sees) and delivery range (both ends or none). */
  filters: PipelineCountsQuery;
}

export function PipelineCard({ filters }: PipelineCardProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const allowed = useCanAccess({ resource: 'dashboard', action: 'pipeline' }).canAccess === true;
  const titleId = useId();
  const panelId = useId();
  const [selected, setSelected] = useState<PipelineStep | null>(null);

  const counts = useQuery({
    queryKey: pipelineCountsKey(filters),
    queryFn: () => dataProvider.getPipelineCounts(filters),
    staleTime: PIPELINE_COUNTS_STALE_MS,
    // Other filters keep the figures in place until theirs arrive, instead of blanking the steps.
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  if (!allowed) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid="pipeline-card"
      sx={{ borderRadius: 2, p: { xs: 1.5, sm: 2.5 } }}
    >
      <Stack spacing={2}>
        <Box>
          <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            {translate(`${T}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.hint`)}
          </Typography>
        </Box>
        {counts.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void counts.refetch()}>
                {translate('app.lists.error.reload')}
              </Button>
            }
          >
            {translate(`${T}.countsError`)}
          </Alert>
        )}
        <PipelineSteps
          stats={counts.data}
          selected={selected}
          onSelect={(step) => setSelected((open) => (open === step ? null : step))}
          panelId={panelId}
        />
        {selected && (
          // Another step or other filters are another list: its first page, no search.
          <PipelineOrders
            key={`${selected}:${JSON.stringify(filters)}`}
            id={panelId}
            step={selected}
            filters={filters}
          />
        )}
      </Stack>
    </Paper>
  );
}
