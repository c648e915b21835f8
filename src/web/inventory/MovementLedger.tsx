/**
 * A lot's ledger: every movement, newest first, ten a page — when, what (reception, allocation to
 * an order, release, shipment, adjustment and why), its signed effect on available stock, what was
 * available after it, who and any comment. Phones get one card per movement.
 */
import {
  Box,
  Card,
  CardHeader,
  Divider,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import type { MovementView } from '../../domain/inventory/lots';
import { formatDateTime } from '../format';
import { useAppTranslate } from '../providers/appTranslate';
import type { AppDataProvider } from '../providers/dataProvider';
import { EmptyState, ErrorState } from '../ui/lists/ListStates';
import { useIsPhone } from '../ui/useIsPhone';
import { useKg } from './LotParts';
import { MovementKind, signedQuantity } from './movementLabels';

const PAGE_SIZE = 10;

export function lotMovementsKey(lotId: string) {
  return ['inventory', 'getLotMovements', lotId] as const;
}

export function MovementLedger({ lotId }: { lotId: string }) {
  const t = useAppTranslate();
  const isPhone = useIsPhone();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(0);
  const movements = useQuery({
    queryKey: [...lotMovementsKey(lotId), page],
    queryFn: () => dataProvider.getLotMovements({ id: lotId, page: page + 1, perPage: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const rows = movements.data?.data ?? [];

  let body: ReactNode;
  if (movements.isPending) body = <LedgerSkeleton />;
  else if (movements.isError)
    body = <ErrorState error={movements.error} onRetry={() => void movements.refetch()} dense />;
  else if (rows.length === 0) body = <EmptyState dense message={t('app.inventory.ledger.empty')} />;
  else body = isPhone ? <LedgerCards rows={rows} /> : <LedgerTable rows={rows} />;

  return (
    <Card component="section" aria-labelledby="lot-ledger-title">
      <CardHeader
        id="lot-ledger-title"
        title={t('app.inventory.ledger.title')}
        slotProps={{ title: { variant: 'h3', component: 'h2', sx: { fontSize: '1.1rem' } } }}
      />
      <Divider />
      {body}
      {(movements.data?.totalRows ?? 0) > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={movements.data?.totalRows ?? 0}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, next) => setPage(next)}
        />
      )}
    </Card>
  );
}

function LedgerSkeleton() {
  return (
    <Box sx={{ p: 2 }} role="status" aria-busy="true">
      <Skeleton />
      <Skeleton />
      <Skeleton />
    </Box>
  );
}

function SignedKg({ movement }: { movement: MovementView }) {
  const kg = useKg();
  const { sign, kg: amount } = signedQuantity(movement);
  const color = sign > 0 ? 'success.main' : sign < 0 ? 'error.main' : 'text.secondary';
  const prefix = sign > 0 ? '+' : sign < 0 ? '−' : '';
  return (
    <Box
      component="span"
      sx={{ color, fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {prefix}
      {kg(amount)}
    </Box>
  );
}

function LedgerTable({ rows }: { rows: MovementView[] }) {
  const t = useAppTranslate();
  const [locale] = useLocaleState();
  const kg = useKg();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-labelledby="lot-ledger-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('app.inventory.ledger.date')}</TableCell>
            <TableCell>{t('app.inventory.ledger.kind')}</TableCell>
            <TableCell align="right">{t('app.inventory.ledger.quantity')}</TableCell>
            <TableCell align="right">{t('app.inventory.ledger.availableAfter')}</TableCell>
            <TableCell>{t('app.inventory.ledger.user')}</TableCell>
            <TableCell>{t('app.inventory.ledger.comment')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((movement) => (
            <TableRow key={movement.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(movement.createdAt, locale as Locale)}
              </TableCell>
              <TableCell>
                <MovementKind movement={movement} />
              </TableCell>
              <TableCell align="right">
                <SignedKg movement={movement} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {kg(movement.availableAfterKg)}
              </TableCell>
              <TableCell>{movement.user ?? '—'}</TableCell>
              <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>{movement.comment ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function LedgerCards({ rows }: { rows: MovementView[] }) {
  const t = useAppTranslate();
  const [locale] = useLocaleState();
  const kg = useKg();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((movement) => (
        <Box component="li" key={movement.id} sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <MovementKind movement={movement} />
            </Typography>
            <SignedKg movement={movement} />
          </Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {formatDateTime(movement.createdAt, locale as Locale)} · {movement.user ?? '—'} ·{' '}
            {t('app.inventory.ledger.availableAfter')}: {kg(movement.availableAfterKg)}
          </Typography>
          {movement.comment && <Typography variant="body2">{movement.comment}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
