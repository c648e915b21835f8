/**
 * The order page's 'Lotes de inventario' (ORDER_DETAIL_INVENTORY read): the lots assigned to the
 * order and each product's coverage. Who may write adds lots ('Asignar material'), changes or
 * removes them and runs the automatic assignment — once finance released the order (before, the
 * 'pending approval' notice) and until a shipment is scheduled (then a notice, no edits). Without
 * read, the restricted-section notice (nothing in the customer's portal). Every change reloads the order: its status step and badge
 * follow the coverage (MATERIAL_ASIGNADO).
 */
import AddRounded from '@mui/icons-material/AddRounded';
import AutoModeRounded from '@mui/icons-material/AutoModeRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useCanAccess, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { Locale } from '../../../domain/i18n';
import type { AllocationStage, AllocationView } from '../../../domain/inventory';
import type { OrderDetail } from '../../../domain/orders/views';
import { useDataScope } from '../../auth/useDataScope';
import { SectionCard, SectionLoadError } from '../../orders/detail/documents/SectionCard';
import type { OrderSectionProps } from '../../orders/detail/sectionProps';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConfirmDeleteDialog } from '../../ui/feedback/ConfirmDeleteDialog';
import { StateBlock } from '../../ui/lists/ListStates';
import { AllocationRows } from './AllocationRows';
import { AssignMaterialDialog } from './AssignMaterialDialog';
import { AutoAssignNotice, useAutoAssign } from './AutoAssignNotice';
import { orderInventoryKey, refreshAfterAllocation, T } from './allocationQueries';
import { CoverageLines } from './CoverageLines';
import { EditAllocationDialog } from './EditAllocationDialog';
import { kg } from './quantities';

const S = `${T}.section`;

/** What the stage says instead of the edit controls (none while the order takes changes). */
const STAGE_NOTICE: Record<AllocationStage, string | null> = {
  pendingApproval: 'pendingApproval',
  open: null,
  shipmentScheduled: 'shipmentScheduled',
  cancelled: 'cancelled',
};

function Frame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <SectionCard title={translate(`${S}.title`)} testId="order-inventory" actions={actions}>
      {children}
    </SectionCard>
  );
}

export function InventoryLotsSection({ order, onChanged }: OrderSectionProps) {
  const translate = useTranslate();
  const read = useCanAccess({ resource: 'orders', action: 'readInventory' });
  const { scope, isPending } = useDataScope();
  if (read.isPending || isPending) return <Skeleton variant="rounded" height={120} />;
  // The customer's portal shows nothing of the lots, not even the notice: they are internal.
  if (scope === 'customer') return null;
  if (!read.canAccess)
    return (
      <Frame>
        <StateBlock
          dense
          tone="warning"
          icon={<LockOutlined />}
          title={translate(`${S}.restricted`)}
          message={translate(`${S}.restrictedMessage`)}
          testId="inventory-restricted"
        />
      </Frame>
    );
  return <OrderLots order={order} onChanged={onChanged} />;
}

function OrderLots({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const write = useCanAccess({ resource: 'orders', action: 'writeInventory' }).canAccess === true;
  const [assigning, setAssigning] = useState(false);
  const [editing, setEditing] = useState<AllocationView | null>(null);
  const [removing, setRemoving] = useState<AllocationView | null>(null);
  const auto = useAutoAssign(order.id, onChanged);
  const query = useQuery({
    // The order's last change is part of the key: a reloaded order asks again.
    queryKey: [...orderInventoryKey(order.id), order.updatedAt],
    queryFn: () => dataProvider.getOrderInventory(order.id),
  });
  const view = query.data;
  const editable = write && view?.canEdit === true && view.stage === 'open';
  const notice = view ? STAGE_NOTICE[view.stage] : null;

  const remove = async (row: AllocationView) => {
    await dataProvider.removeAllocation(order.id, row.id);
    notify(`${S}.removed`, { type: 'success' });
    await refreshAfterAllocation(queryClient);
    onChanged();
  };

  const actions = editable && (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="outlined" startIcon={<AutoModeRounded />} loading={auto.busy} onClick={auto.run}>
        {translate(`${S}.autoAssign`)}
      </Button>
      <Button
        variant="contained"
        startIcon={<AddRounded />}
        onClick={() => setAssigning(true)}
        disabled={auto.busy}
      >
        {translate(`${S}.add`)}
      </Button>
    </Stack>
  );

  return (
    <Frame actions={actions}>
      {query.isPending && <Skeleton variant="rounded" height={80} />}
      {query.isError && (
        <SectionLoadError
          message={translate(`${S}.loadError`)}
          retryLabel={translate(`${S}.retry`)}
          onRetry={() => void query.refetch()}
        />
      )}
      {view && (
        <Stack spacing={2.5}>
          {notice && (
            <Alert
              severity={view.stage === 'pendingApproval' ? 'info' : 'warning'}
              data-testid="inventory-stage-notice"
            >
              {translate(`${S}.${notice}`)}
            </Alert>
          )}
          {auto.result && <AutoAssignNotice result={auto.result} onClose={auto.dismiss} />}
          {view.data.length === 0 ? (
            <Alert severity="info" variant="outlined">
              {translate(`${S}.empty`)}
            </Alert>
          ) : (
            <AllocationRows rows={view.data} editable={editable} onEdit={setEditing} onRemove={setRemoving} />
          )}
          <CoverageLines requirements={view.requirements} />
        </Stack>
      )}
      {editable && (
        <AssignMaterialDialog
          orderId={order.id}
          displayNumber={order.displayNumber}
          open={assigning}
          onClose={() => setAssigning(false)}
          onChanged={onChanged}
        />
      )}
      {view && editing && (
        <EditAllocationDialog
          orderId={order.id}
          view={view}
          allocation={editing}
          onClose={() => setEditing(null)}
          onChanged={onChanged}
        />
      )}
      <ConfirmDeleteDialog
        open={removing !== null}
        title={translate(`${S}.removeTitle`, { lot: removing?.inventoryDetail.lot ?? '' })}
        content={
          removing &&
          translate(`${S}.removeMessage`, { kg: kg(removing.allocatedQuantity, locale as Locale) })
        }
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Frame>
  );
}
