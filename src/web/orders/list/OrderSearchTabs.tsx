/**
 * While searching: the tabs that hold what was found ('Encontradas en: Entregadas (1)'), each a
 * button that opens its tab, so an order found under All says where it lives.
 */
import { Box, Button, Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import { PIPELINE_FILTER_LABELS, PIPELINE_FILTERS, type PipelineFilter } from '../../../domain/orders/status';
import type { OrderTabCounts } from '../../../domain/orders/views';
import { formatNumber } from '../../format';

/** The tabs that group statuses: each order is in exactly one of them. */
const STATE_TABS = PIPELINE_FILTERS.filter((tab) => tab !== 'ALL' && tab !== 'DEFAULT');

export function OrderSearchTabs() {
  const translate = useTranslate();
  const [localeState] = useLocaleState();
  const locale = (localeState as Locale) ?? 'es';
  const { filterValues, setFilters, displayedFilters, meta } = useListContext();
  const counts = (meta as { counts?: OrderTabCounts } | undefined)?.counts;
  const searching = typeof filterValues.q === 'string' && filterValues.q !== '';
  const found = STATE_TABS.filter((tab) => (counts?.[tab] ?? 0) > 0);
  if (!searching || found.length === 0) return null;
  const open = (tab: PipelineFilter) =>
    setFilters({ ...filterValues, statusTab: tab }, displayedFilters, false);
  return (
    <Box
      data-testid="order-search-tabs"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 0.5,
        rowGap: 0.25,
        px: 1,
        pt: 1,
      }}
    >
      <Typography variant="body2" color="text.secondary" component="span" sx={{ mr: 0.5 }}>
        {translate('app.orderList.search.foundIn')}
      </Typography>
      {found.map((tab) => (
        <Button
          key={tab}
          size="small"
          variant="text"
          onClick={() => open(tab)}
          sx={{ textTransform: 'none', minWidth: 0, px: 1, py: 0.25 }}
        >
          {`${PIPELINE_FILTER_LABELS[tab][locale]} (${formatNumber(counts?.[tab] ?? 0, 0, locale)})`}
        </Button>
      ))}
    </Box>
  );
}
