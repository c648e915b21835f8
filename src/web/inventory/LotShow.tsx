/**
 * /inventory/{id}: a lot — its data, its stock (received, allocated, shipped, available) and its
 * ledger of movements. Who may edit lots changes its data and adjusts its stock in dialogs;
 * read-only users see no edit controls.
 */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { Box, Button, Card, Skeleton } from '@mui/material';
import { useState } from 'react';
import { Title, useCanAccess, useGetOne } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { LotView } from '../../domain/inventory/lots';
import { useAppTranslate } from '../providers/appTranslate';
import { ErrorState } from '../ui/lists/ListStates';
import { PageHeader } from '../ui/PageHeader';
import { AdjustmentDialog } from './AdjustmentDialog';
import { LotDataCard } from './LotDataCard';
import { LotEditDialog } from './LotEditDialog';
import { LotQuantities } from './LotQuantities';
import { MovementLedger } from './MovementLedger';

const ignoreLoadError = () => undefined;

function BackToList() {
  const t = useAppTranslate();
  return (
    <Button component={Link} to="/inventory" size="small" color="inherit" startIcon={<ArrowBackRounded />}>
      {t('app.inventory.show.back')}
    </Button>
  );
}

export function LotShowPage() {
  const { id = '' } = useParams();
  const t = useAppTranslate();
  const canEdit = useCanAccess({ resource: 'inventory', action: 'edit' }).canAccess === true;
  const canAdjust = useCanAccess({ resource: 'inventory', action: 'adjust' }).canAccess === true;
  const readsCost = useCanAccess({ resource: 'inventory', action: 'readCost' }).canAccess === true;
  const [dialog, setDialog] = useState<'edit' | 'adjust' | null>(null);
  const {
    data: lot,
    error,
    isPending,
    refetch,
  } = useGetOne<LotView>('inventory', { id }, { onError: ignoreLoadError, retry: false });

  if (isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" width={120} />
        <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 480 }} />
        <Skeleton variant="rounded" height={180} sx={{ mt: 2 }} />
      </Box>
    );
  }

  if (error || !lot) {
    return (
      <Box>
        <Title title={t('app.sections.inventory-detail')} />
        <PageHeader overline={<BackToList />} title={t('app.sections.inventory-detail')} />
        <Card>
          <ErrorState
            error={error}
            onRetry={() => void refetch()}
            title={t('app.inventory.show.loadError')}
          />
        </Card>
      </Box>
    );
  }

  const actions =
    canEdit || canAdjust ? (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {canEdit && (
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setDialog('edit')}>
            {t('app.inventory.show.edit')}
          </Button>
        )}
        {canAdjust && (
          <Button variant="contained" startIcon={<TuneRounded />} onClick={() => setDialog('adjust')}>
            {t('app.inventory.show.adjust')}
          </Button>
        )}
      </Box>
    ) : undefined;

  return (
    <Box>
      <Title title={t('app.inventory.show.title', { lot: lot.lot })} />
      <PageHeader
        overline={<BackToList />}
        title={t('app.inventory.show.title', { lot: lot.lot })}
        subtitle={`${lot.product.reference} · ${lot.product.name} · ${lot.warehouse.name}`}
        actions={actions}
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <LotQuantities lot={lot} />
        <LotDataCard lot={lot} readsCost={readsCost} canEdit={canEdit} />
        <MovementLedger lotId={lot.id} />
      </Box>
      {dialog === 'edit' && <LotEditDialog lot={lot} readsCost={readsCost} onClose={() => setDialog(null)} />}
      {dialog === 'adjust' && <AdjustmentDialog lot={lot} onClose={() => setDialog(null)} />}
    </Box>
  );
}
