/**
 * The pipeline's seven steps as buttons that open (and close) the step's orders: on wide screens a
 * row of cards (count, tons, label); below 1024 px a bar of the first four as chips with their count
 * and a 'more filters' menu for the rest.
 */
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { Box, Button, ButtonBase, Chip, Menu, MenuItem, Typography, useMediaQuery } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import { PIPELINE_STEPS, type PipelineStat, type PipelineStep } from '../../../domain/orders/pipeline';
import { PIPELINE_FILTER_LABELS } from '../../../domain/orders/status';
import { BREAKPOINTS } from '../../config';
import { formatNumber, formatTons } from '../../format';
import { VISIBLE_STATUS_FILTERS } from './pipelineQueries';

const NARROW_QUERY = `(max-width:${BREAKPOINTS.lg - 0.05}px)`;

export interface PipelineStepsProps {
  stats: PipelineStat[] | undefined;
  selected: PipelineStep | null;
  /** The step clicked: the card opens its orders, or closes them when it was open. */
  onSelect: (step: PipelineStep) => void;
  /** The orders' panel the steps open. */
  panelId: string;
}

interface StepView {
  step: PipelineStep;
  label: string;
  /** '…' while the counts load. */
  count: string;
  tons: string;
}

function useStepViews(stats: PipelineStat[] | undefined): StepView[] {
  const [localeState] = useLocaleState();
  const locale = (localeState as Locale) ?? 'es';
  return PIPELINE_STEPS.map((step) => {
    const stat = stats?.find((s) => s.label === step);
    const label = PIPELINE_FILTER_LABELS[step][locale];
    const count = stat ? formatNumber(stat.count, 0, locale) : '…';
    // The API gives tons; the product's one tons format reads kilograms.
    const tons = stat ? formatTons(stat.totalQuantityTons * 1000, 1, locale) : '…';
    return { step, label, count, tons };
  });
}

/** 'Embarcadas/Programadas' may break after its slash rather than overflow a narrow card. */
function BreakAtSlash({ text }: { text: string }) {
  const [first, ...rest] = text.split('/');
  if (!rest.length) return text;
  return (
    <>
      {first}/<wbr />
      {rest.join('/')}
    </>
  );
}

function StepCards({ views, selected, onSelect, panelId }: StepsViewProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${views.length}, minmax(0, 1fr))`, gap: 1 }}>
      {views.map((v) => {
        const on = v.step === selected;
        return (
          <ButtonBase
            key={v.step}
            data-testid={`pipeline-step-${v.step}`}
            onClick={() => onSelect(v.step)}
            // Named by what it shows (count, tons, step): a separate name would not contain the
            // visible text, which voice control users say to press it.
            aria-pressed={on}
            aria-controls={on ? panelId : undefined}
            sx={(theme) => ({
              flexDirection: 'column',
              alignItems: 'flex-start',
              justifyContent: 'flex-start',
              textAlign: 'left',
              p: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: on ? 'primary.main' : 'divider',
              bgcolor: on ? alpha(theme.palette.primary.main, 0.08) : 'background.paper',
              '&:hover': { borderColor: 'primary.main' },
              '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            })}
          >
            <Typography
              component="span"
              variant="h5"
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {v.count}
            </Typography>
            {/* Spaces between the parts of the name (a column of flex items does not show them). */}{' '}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {v.tons}
            </Typography>{' '}
            <Typography
              component="span"
              variant="body2"
              sx={{ fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }}
            >
              <BreakAtSlash text={v.label} />
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}

function FilterBar({ views, selected, onSelect, panelId }: StepsViewProps) {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const shown = views.slice(0, VISIBLE_STATUS_FILTERS);
  const more = views.slice(VISIBLE_STATUS_FILTERS);
  const moreSelected = more.some((v) => v.step === selected);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {shown.map((v) => {
        const on = v.step === selected;
        return (
          <Chip
            key={v.step}
            data-testid={`pipeline-chip-${v.step}`}
            label={`${v.label} (${v.count})`}
            // The visible text first (what voice control users say), then the tons.
            aria-label={`${v.label} (${v.count}), ${v.tons}`}
            aria-pressed={on}
            aria-controls={on ? panelId : undefined}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            onClick={() => onSelect(v.step)}
          />
        );
      })}
      <Button
        size="small"
        variant={moreSelected ? 'contained' : 'outlined'}
        endIcon={<ExpandMoreRounded />}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderRadius: 4, textTransform: 'none' }}
      >
        {translate('app.dashboard.pipeline.moreFilters')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {more.map((v) => (
          <MenuItem
            key={v.step}
            selected={v.step === selected}
            aria-label={`${v.label} ${v.count}, ${v.tons}`}
            onClick={() => {
              setAnchor(null);
              onSelect(v.step);
            }}
          >
            <Box component="span" sx={{ flex: 1, mr: 2 }}>
              {v.label}
            </Box>
            <Chip size="small" label={v.count} />
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

interface StepsViewProps extends Omit<PipelineStepsProps, 'stats'> {
  views: StepView[];
}

export function PipelineSteps({ stats, ...rest }: PipelineStepsProps) {
  const translate = useTranslate();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const views = useStepViews(stats);
  return (
    <Box role="group" aria-label={translate('app.dashboard.pipeline.steps')}>
      {narrow ? <FilterBar views={views} {...rest} /> : <StepCards views={views} {...rest} />}
    </Box>
  );
}
