/**
 * The home's pipeline card: how many orders (and tons) stand at each of seven steps — open,
 * created, released, material assigned, shipped/scheduled, transport assigned, invoiced — for a
 * seller and a delivery date range. Clicking a step opens its orders under the steps; clicking it
 * again closes them. The counts come from one call (`getPipelineCounts`), fresh for 5 minutes.
 * Shown to staff only (the customer's home is its portal).
 */
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { PipelineCountsQuery, PipelineStep } from '../../../domain/orders/pipeline';
import { useDataScope } from '../../auth/useDataScope';
import type { AppDataProvider } from '../../providers/dataProvider';
import { SellerFilter } from '../../ui/filters/SellerFilter';
import { DateRangePicker, type DateRangeValue } from '../../ui/forms/DateRangePicker';
import { PipelineOrders } from './PipelineOrders';
import { PipelineSteps } from './PipelineSteps';
import { PIPELINE_COUNTS_STALE_MS, pipelineCountsKey } from './pipelineQueries';

const T = 'app.dashboard.pipeline';

export interface PipelineCardProps {
  /** Told the seller chosen in the card's filter (undefined: every seller the user sees). */
  onSellerChange?: (sellerId: string | undefined) => void;
}

export function PipelineCard({ onSellerChange }: PipelineCardProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { scope } = useDataScope();
  const allowed = useCanAccess({ resource: 'dashboard', action: 'pipeline' }).canAccess === true;
  const titleId = useId();
  const panelId = useId();
  const [sellerId, setSellerId] = useState<string>();
  const [range, setRange] = useState<DateRangeValue>({});
  const [selected, setSelected] = useState<PipelineStep | null>(null);

  const filters: PipelineCountsQuery = {
    ...(sellerId ? { sellerId } : {}),
    ...(range.from && range.to ? { deliveryDateFrom: range.from, deliveryDateTo: range.to } : {}),
  };
  const counts = useQuery({
    queryKey: pipelineCountsKey(filters),
    queryFn: () => dataProvider.getPipelineCounts(filters),
    staleTime: PIPELINE_COUNTS_STALE_MS,
    // Other filters keep the figures in place until theirs arrive, instead of blanking the steps.
    placeholderData: keepPreviousData,
    enabled: allowed,
  });

  const setSeller = useCallback((next: string | undefined) => setSellerId(next), []);
  // The home's other widgets follow the seller chosen here.
  const told = useRef(onSellerChange);
  told.current = onSellerChange;
  useEffect(() => told.current?.(sellerId), [sellerId]);

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
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            justifyContent: 'space-between',
            gap: 1.5,
          }}
        >
          <Box>
            <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
              {translate(`${T}.title`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.hint`)}
            </Typography>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              minWidth: { md: 480 },
              alignItems: 'center',
            }}
          >
            <SellerFilter scope={scope} value={sellerId} onChange={setSeller} />
            <DateRangePicker
              label={translate(`${T}.deliveryDate`)}
              value={range}
              onChange={setRange}
              testId="pipeline-range"
            />
          </Box>
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
