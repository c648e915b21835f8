/**
 * The pipeline tabs (open, created, released, material assigned, shipped/scheduled, transport
 * assigned, invoiced) with the count the list's answer carries for each, for the current search
 * and filters. Choosing a tab goes back to page 1; the tab is kept with the list's state.
 */
import { Box, Tab, Tabs } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import { PIPELINE_FILTER_LABELS, PIPELINE_FILTERS } from '../../../domain/orders/status';
import type { OrderTabCounts } from '../../../domain/orders/views';
import { formatNumber } from '../../format';
import { statusTabOf } from './orderListQuery';

export function OrderStatusTabs() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { filterValues, setFilters, displayedFilters, meta } = useListContext();
  const counts = (meta as { counts?: OrderTabCounts } | undefined)?.counts;
  const current = statusTabOf(filterValues);
  return (
    <Tabs
      value={current}
      onChange={(_, tab: string) => setFilters({ ...filterValues, statusTab: tab }, displayedFilters, false)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={translate('app.orderList.tabs.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
    >
      {PIPELINE_FILTERS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          data-testid={`order-tab-${tab}`}
          sx={{ minHeight: 44, minWidth: 0, px: 1.5, textTransform: 'none', fontWeight: 500 }}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {PIPELINE_FILTER_LABELS[tab][(locale as Locale) ?? 'es']}
              <Box
                component="span"
                aria-hidden={counts ? undefined : true}
                sx={{
                  minWidth: 24,
                  px: 0.75,
                  py: 0.125,
                  borderRadius: 10,
                  fontSize: 12,
                  lineHeight: '18px',
                  textAlign: 'center',
                  bgcolor: tab === current ? 'primary.main' : 'action.selected',
                  color: tab === current ? 'primary.contrastText' : 'text.secondary',
                }}
              >
                {counts ? formatNumber(counts[tab] ?? 0, 0, locale as Locale) : '·'}
              </Box>
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
