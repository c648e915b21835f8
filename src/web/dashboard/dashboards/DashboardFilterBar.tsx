/**
 * The dashboards' filters: the period (two dates, or a preset; none where the figures are today's),
 * the seller (by role: 'All' plus every seller for who sees the tenant, only the supervised ones for
 * customer service and sales managers, none for a seller, none where the figures belong to no
 * seller) and the currency of the amounts where a dashboard has any. A period is applied once both
 * dates are whole and valid.
 */
import { Box, Chip, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CURRENCIES } from '../../../domain/users';
import { useDataScope } from '../../auth/useDataScope';
import { SellerFilter } from '../../ui/filters/SellerFilter';
import { DateInput } from '../../ui/forms/DateInput';
import {
  type Currency,
  type DashboardFilters,
  isDay,
  presetOf,
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
} from './dashboardFilters';

const T = 'app.dashboards.frame.filters';

export interface DashboardFilterBarProps {
  filters: DashboardFilters;
  today: string;
  onChange: (change: Partial<DashboardFilters>, options?: { replace?: boolean }) => void;
  bySeller: boolean;
  /** Whether the period applies (not to the stock, which is today's). */
  byPeriod: boolean;
  currency: boolean;
}

function PeriodFields({
  filters,
  today,
  onChange,
}: Pick<DashboardFilterBarProps, 'filters' | 'today' | 'onChange'>) {
  const translate = useTranslate();
  const presetsLabel = useId();
  const [draft, setDraft] = useState({ from: filters.from, to: filters.to });
  // The address changed (a preset, the back button): show what it holds.
  useEffect(() => setDraft({ from: filters.from, to: filters.to }), [filters.from, filters.to]);
  const complete = isDay(draft.from) && isDay(draft.to);
  const problem = complete ? rangeProblem(draft.from, draft.to) : null;
  const edit = (next: { from: string; to: string }) => {
    setDraft(next);
    if (isDay(next.from) && isDay(next.to) && !rangeProblem(next.from, next.to)) onChange(next);
  };
  const preset = presetOf(filters, today);
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}>
        <DateInput
          name="from"
          size="small"
          label={translate(`${T}.from`)}
          value={draft.from}
          onChange={(from) => edit({ ...draft, from })}
          onBlur={() => undefined}
          inputRef={null}
          max={today}
        />
        <DateInput
          name="to"
          size="small"
          label={translate(`${T}.to`)}
          value={draft.to}
          onChange={(to) => edit({ ...draft, to })}
          onBlur={() => undefined}
          inputRef={null}
          error={problem ? translate(`${T}.${problem}`) : undefined}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={presetsLabel} variant="caption" color="text.secondary" component="p">
          {translate(`${T}.presets`)}
        </Typography>
        <Box role="group" aria-labelledby={presetsLabel} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {RANGE_PRESETS.map((p) => (
            <Chip
              key={p}
              size="small"
              clickable
              label={translate(`${T}.${p}`)}
              color={p === preset ? 'primary' : 'default'}
              variant={p === preset ? 'filled' : 'outlined'}
              aria-pressed={p === preset}
              onClick={() => onChange(presetRange(p, today))}
            />
          ))}
        </Box>
      </Box>
    </>
  );
}

export function DashboardFilterBar({
  filters,
  today,
  onChange,
  bySeller,
  byPeriod,
  currency,
}: DashboardFilterBarProps) {
  const translate = useTranslate();
  const currencyLabel = useId();
  const { scope, seesOtherSellers } = useDataScope();
  const hasSeller = filters.sellerId !== undefined;
  // The seller picked for the user at start is not a step to go back to.
  const setSeller = useCallback(
    (sellerId: string | undefined) =>
      onChange({ sellerId }, { replace: !hasSeller && scope === 'supervised' }),
    [onChange, hasSeller, scope],
  );
  // The stock seen by a seller: no period, no currency, no one else to choose.
  if (!byPeriod && !currency && !(bySeller && seesOtherSellers)) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={translate(`${T}.label`)}
      sx={{
        p: { xs: 1.5, sm: 2 },
        mb: 2,
        display: 'grid',
        gap: 1.5,
        alignItems: 'end',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          lg: 'minmax(300px, 1.2fr) auto minmax(220px, 1fr) auto',
        },
      }}
    >
      {byPeriod && <PeriodFields filters={filters} today={today} onChange={onChange} />}
      {bySeller ? <SellerFilter scope={scope} value={filters.sellerId} onChange={setSeller} /> : <span />}
      {currency && (
        <Box>
          <Typography id={currencyLabel} variant="caption" color="text.secondary" component="p">
            {translate(`${T}.currency`)}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={filters.currency}
            aria-labelledby={currencyLabel}
            onChange={(_, next: Currency | null) => {
              if (next) onChange({ currency: next });
            }}
          >
            {CURRENCIES.map((c) => (
              <ToggleButton key={c} value={c} sx={{ py: 0.25, px: 1.5 }}>
                {c}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      )}
    </Paper>
  );
}
