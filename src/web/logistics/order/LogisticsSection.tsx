/**
 * The order page's 'Logística' (ORDER_DETAIL_LOGISTIC read): the order's shipments, created and
 * planned, in a table. Who may change something (write: shipments, invoices, remission, the bulk
 * authorization; deliver: transport and delivery confirmation) opens a row into its tabs; the
 * first pending row holds the creation form while the order has material to ship, open from the
 * start when nothing has shipped yet. Read-only users see the table alone; without read, the
 * restricted-section notice (nothing in the customer's portal, whose readers see the table). Every write shows the section the
 * server answers and reloads the order: its status, stepper and timeline follow the shipments.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import type { OrderDetail } from '../../../domain/orders/views';
import { useDataScope } from '../../auth/useDataScope';
import { SectionCard, SectionLoadError } from '../../orders/detail/documents/SectionCard';
import type { OrderSectionProps } from '../../orders/detail/sectionProps';
import { StateBlock } from '../../ui/lists/ListStates';
import { BulkAuthorization } from './BulkAuthorization';
import { T, useOrderLogistics } from './logisticsQueries';
import { type PanelAccess, ShipmentPanel } from './ShipmentPanel';
import { ShipmentTable } from './ShipmentTable';
import { shipmentRows } from './shipmentRows';

const S = `${T}.section`;

function Frame({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <SectionCard title={translate(`${T}.title`)} testId="order-logistics">
      {children}
    </SectionCard>
  );
}

export function LogisticsSection({ order, onChanged }: OrderSectionProps) {
  const translate = useTranslate();
  const read = useCanAccess({ resource: 'orders', action: 'readLogistics' });
  const { scope, isPending } = useDataScope();
  if (read.isPending || isPending) return <Skeleton variant="rounded" height={120} />;
  // The customer follows its deliveries in the table (read only); a portal without the
  // permission shows nothing rather than a notice about internals it never sees.
  if (scope === 'customer' && !read.canAccess) return null;
  if (!read.canAccess)
    return (
      <Frame>
        <StateBlock
          dense
          tone="warning"
          icon={<LockOutlined />}
          title={translate(`${S}.restricted`)}
          message={translate(`${S}.restrictedMessage`)}
          testId="logistics-restricted"
        />
      </Frame>
    );
  return <OrderShipments order={order} onChanged={onChanged} />;
}

function OrderShipments({ order, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const translate = useTranslate();
  const writeAccess = useCanAccess({ resource: 'orders', action: 'writeLogistics' }).canAccess === true;
  const deliverAccess = useCanAccess({ resource: 'orders', action: 'deliverShipments' }).canAccess === true;
  const query = useOrderLogistics(order.id);
  const view = query.data;
  // null: nothing chosen yet (the creation row opens by itself); '' once the user closed every row.
  const [chosen, setChosen] = useState<string | null>(null);

  if (query.isPending)
    return (
      <Frame>
        <Skeleton variant="rounded" height={80} />
      </Frame>
    );
  if (!view)
    return (
      <Frame>
        <SectionLoadError
          message={translate(`${S}.loadError`)}
          retryLabel={translate(`${S}.retry`)}
          onRetry={() => void query.refetch()}
        />
      </Frame>
    );

  const access: PanelAccess = {
    write: writeAccess && view.canWrite,
    deliver: deliverAccess && view.stage !== 'cancelled',
  };
  const expandable = writeAccess || deliverAccess;
  const rows = shipmentRows(view);
  const creation = rows.find((r) => r.kind === 'pending' && r.creatable);
  const opening = view.shipments.length === 0 && access.write && creation ? creation.key : null;
  const expanded = chosen === null ? opening : chosen || null;

  return (
    <Frame>
      <Stack spacing={2.5}>
        {view.stage === 'cancelled' && (
          <Alert severity="warning" variant="outlined">
            {translate(`${S}.cancelled`)}
          </Alert>
        )}
        {rows.length === 0 ? (
          <Alert severity="info" variant="outlined">
            {translate(`${S}.noShipments`)}
          </Alert>
        ) : (
          <ShipmentTable
            rows={rows}
            expandable={expandable}
            expanded={expanded}
            onToggle={(key) => setChosen(expanded === key ? '' : key)}
            renderPanel={(row) => (
              <ShipmentPanel row={row} view={view} order={order} access={access} onChanged={onChanged} />
            )}
          />
        )}
        {access.write && view.shipments.length > 0 && creation && expanded !== creation.key && (
          <Box>
            <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setChosen(creation.key)}>
              {translate(`${S}.nextShipment`)}
            </Button>
          </Box>
        )}
        {view.shipments.length === 0 && view.stage === 'awaitingMaterial' && (
          <Alert severity="info" variant="outlined" data-testid="logistics-no-shipments">
            {`${translate(`${S}.noShipments`)} · ${translate(`${S}.awaitingMaterial`)}`}
          </Alert>
        )}
        {access.write && view.shipments.length > 0 && (
          <BulkAuthorization orderId={order.id} view={view} onChanged={onChanged} />
        )}
      </Stack>
    </Frame>
  );
}
