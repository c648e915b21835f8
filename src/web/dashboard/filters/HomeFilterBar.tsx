/**
 * The home's one filter bar, above everything it narrows: the seller (admin 'All' plus the sellers,
 * customer service its supervised sellers starting on the first, a seller none) and the requested
 * delivery range. The pipeline, the calendar and every queue group follow it.
 */
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import { Box, Paper, type SxProps, type Theme, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useCallback, useId } from 'react';
import { useTranslate } from 'react-admin';
import { type DataScope, seesOtherSellers } from '../../../domain/roles';
import { SellerFilter } from '../../ui/filters/SellerFilter';
import { DateRangePicker } from '../../ui/forms/DateRangePicker';
import { type HomeFilters, rangeChange, rangeOf } from './homeFilters';

const T = 'app.dashboard.filters';

/** The range's button drawn as the seller beside it (react-admin's filled fields): one bar, one look. */
const FILLED_LOOK: SxProps<Theme> = (theme) => ({
  minHeight: 48,
  border: 0,
  borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
  borderBottom: `1px solid ${alpha(theme.palette.common.black, 0.42)}`,
  bgcolor: alpha(theme.palette.common.black, 0.04),
  '&:hover': {
    border: 0,
    borderBottom: `1px solid ${theme.palette.text.primary}`,
    bgcolor: alpha(theme.palette.common.black, 0.07),
  },
});

export interface HomeFilterBarProps {
  scope: DataScope;
  filters: HomeFilters;
  onChange: (next: Partial<HomeFilters>) => void;
  onNoSellers: () => void;
}

export function HomeFilterBar({ scope, filters, onChange, onNoSellers }: HomeFilterBarProps) {
  const translate = useTranslate();
  const titleId = useId();
  const bySeller = seesOtherSellers(scope);
  const setSeller = useCallback((sellerId: string | undefined) => onChange({ sellerId }), [onChange]);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid="home-filters"
      sx={{
        borderRadius: 2,
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'center' },
        gap: { xs: 1.5, md: 3 },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', flex: 1, minWidth: 0 }}>
        <FilterListRounded color="primary" sx={{ mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={titleId}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 600, lineHeight: 1.4 }}
          >
            {translate(`${T}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.hint`)}
          </Typography>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'center',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: bySeller ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          },
          width: { md: bySeller ? 560 : 280 },
          flexShrink: 0,
        }}
      >
        {bySeller && (
          <SellerFilter
            scope={scope}
            value={filters.sellerId}
            onChange={setSeller}
            onNoSellers={onNoSellers}
          />
        )}
        <DateRangePicker
          label={translate(`${T}.deliveryDate`)}
          value={rangeOf(filters)}
          onChange={(range) => onChange(rangeChange(range))}
          testId="home-range"
          sx={FILLED_LOOK}
        />
      </Box>
    </Paper>
  );
}
