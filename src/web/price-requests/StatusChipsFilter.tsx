/**
 * The status filter as a row of chips, several at once (kept comma separated, as the API reads
 * them). The names are the statuses call's, in the user's language; the domain's labels stand in
 * while it loads or if it fails, so the filter always works.
 */
import CheckRounded from '@mui/icons-material/CheckRounded';
import { Box, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useLocaleState } from 'react-admin';
import { PRICE_REQUEST_STATUSES, type PriceRequestStatus } from '../../domain/priceRequests';
import { useAppTranslate } from '../providers/appTranslate';
import type { AppDataProvider } from '../providers/dataProvider';
import { usePriceRequestLabels } from './priceRequestLabels';

/** The statuses a comma-separated filter value holds, in the domain's order. */
export function statusesOf(value: unknown): PriceRequestStatus[] {
  const chosen = typeof value === 'string' ? value.split(',') : [];
  return PRICE_REQUEST_STATUSES.filter((s) => chosen.includes(s));
}

export function usePriceRequestStatusNames() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['price-request', 'getPriceRequestStatuses', { locale }],
    queryFn: () => dataProvider.getPriceRequestStatuses(),
    staleTime: 10 * 60_000,
  });
}

export function StatusChipsFilter() {
  const t = useAppTranslate();
  const labels = usePriceRequestLabels();
  const names = usePriceRequestStatusNames();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const chosen = statusesOf(filterValues.status);
  const nameOf = (status: PriceRequestStatus) =>
    names.data?.find((s) => s.id === status)?.name ?? labels.status(status);
  const toggle = (status: PriceRequestStatus) => {
    const next = chosen.includes(status) ? chosen.filter((s) => s !== status) : [...chosen, status];
    const ordered = PRICE_REQUEST_STATUSES.filter((s) => next.includes(s));
    setFilters({ ...filterValues, status: ordered.join(',') || undefined }, displayedFilters, false);
  };
  return (
    <Box
      role="group"
      aria-labelledby="price-request-status-filter"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Typography
        id="price-request-status-filter"
        variant="body2"
        color="text.secondary"
        component="span"
        sx={{ mr: 0.5 }}
      >
        {t('app.priceRequests.list.statusFilter')}
      </Typography>
      {PRICE_REQUEST_STATUSES.map((status) => {
        const on = chosen.includes(status);
        return (
          <Chip
            key={status}
            label={nameOf(status)}
            icon={on ? <CheckRounded /> : undefined}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            onClick={() => toggle(status)}
            aria-pressed={on}
            component="button"
          />
        );
      })}
    </Box>
  );
}
