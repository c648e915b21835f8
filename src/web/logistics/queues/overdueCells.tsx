/**
 * What a late order shows in the home's 'Órdenes atrasadas' and in the delays modal: the order's
 * link, its days overdue as a badge (red from a week on), its amount.
 */
import { Chip, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Locale } from '../../../domain/i18n';
import type { OverdueRow } from '../../../domain/logistics/queues';
import { formatMoney } from '../../format';

/** A week late is no longer a slip: the badge turns red. */
const LONG_OVERDUE_DAYS = 7;

export function OverdueOrderLink({ row }: { row: OverdueRow }) {
  return (
    <Link component={RouterLink} to={`/orders/${row.id}`} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {row.displayNumber}
    </Link>
  );
}

export function DaysOverdueBadge({ days }: { days: number }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={days >= LONG_OVERDUE_DAYS ? 'error' : 'warning'}
      label={translate('app.logisticsQueues.overdue.days', { smart_count: days })}
      data-testid="days-overdue"
      sx={{ fontWeight: 600 }}
    />
  );
}

export const overdueAmount = (row: OverdueRow, locale: Locale) =>
  formatMoney(row.totalOrder, row.currency === 'MXN' ? 'MXN' : 'USD', locale);
