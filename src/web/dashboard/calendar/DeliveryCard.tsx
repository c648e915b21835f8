/** One delivery of the calendar: a link to its order with number, customer (short) and tons. */
import { Box, ButtonBase, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CalendarItem } from '../../../domain/dashboards/calendar';
import type { Locale } from '../../../domain/i18n';
import { formatTons } from '../../format';
import { useAppTranslate } from '../../providers/appTranslate';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { shortName } from './calendarDates';
import { shownStatus, statusColour } from './calendarStatus';

export function DeliveryCard({ item }: { item: CalendarItem }) {
  const t = useAppTranslate();
  const [locale] = useLocaleState();
  const status = shownStatus(item.status);
  return (
    <ButtonBase
      component={Link}
      to={`/orders/${item.id}`}
      data-testid="calendar-card"
      data-status={status}
      sx={(theme) => ({
        width: 1,
        display: 'block',
        textAlign: 'left',
        px: 1.25,
        py: 1,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'divider',
        borderLeft: `4px solid ${statusColour(theme.palette, status)}`,
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
      })}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {item.number}
      </Typography>
      <Typography variant="body2" color="text.secondary" title={item.customerName} noWrap>
        {shortName(item.customerName)}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatTons(Number(item.totalQuantityTons) * 1000, 1, locale as Locale)}
      </Typography>
      <Box component="span" sx={visuallyHidden}>
        {t(`app.dashboard.calendar.status.${status}`)}
      </Box>
    </ButtonBase>
  );
}
