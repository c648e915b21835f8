/**
 * A shipment row opened: four tabs — the shipment (its details, or the creation form on the next
 * pending row), transport, invoicing and delivery confirmation. Until the shipment exists, the
 * last three ask to create it first (transport and delivery need its number).
 */
import { Alert, Box, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrderLogistics, ShipmentView } from '../../../domain/logistics';
import type { OrderDetail } from '../../../domain/orders/views';
import { TransportForm } from '../transport/TransportForm';
import { CreateShipmentForm } from './CreateShipmentForm';
import { DeliveryTab } from './DeliveryTab';
import { InvoiceTab } from './InvoiceTab';
import { T, useLogisticsWrites } from './logisticsQueries';
import { ShipmentDetails } from './ShipmentDetails';
import type { ShipmentRow } from './shipmentRows';
import { TransportSummary } from './TransportSummary';

const TABS = ['details', 'transport', 'invoice', 'delivery'] as const;
type TabName = (typeof TABS)[number];

export interface PanelAccess {
  /** Create and delete shipments, invoices, credit notes, the signed remission. */
  write: boolean;
  /** Assign transport, confirm the delivery. */
  deliver: boolean;
}

interface Props {
  row: ShipmentRow;
  view: OrderLogistics;
  order: OrderDetail;
  access: PanelAccess;
  onChanged: () => void;
}

function CreatedTab({
  tab,
  shipment,
  view,
  order,
  access,
  onChanged,
}: Omit<Props, 'row'> & { tab: TabName; shipment: ShipmentView }) {
  const { applied } = useLogisticsWrites(order.id, onChanged);
  switch (tab) {
    case 'details':
      return (
        <ShipmentDetails orderId={order.id} shipment={shipment} write={access.write} onChanged={onChanged} />
      );
    case 'transport':
      return access.deliver ? (
        <TransportForm
          shipmentId={shipment.id}
          version={shipment.version}
          deliveryModel={view.deliveryModel}
          initial={{ transport: shipment.transport, dateDelivery: shipment.dateDelivery }}
          onAssigned={applied}
        />
      ) : (
        <TransportSummary shipment={shipment} />
      );
    case 'invoice':
      return (
        <InvoiceTab
          orderId={order.id}
          shipment={shipment}
          currency={order.currency}
          write={access.write}
          onChanged={onChanged}
        />
      );
    case 'delivery':
      return (
        <DeliveryTab
          key={shipment.version}
          orderId={order.id}
          shipment={shipment}
          deliver={access.deliver}
          onChanged={onChanged}
        />
      );
  }
}

function PendingTab({ tab, row, view, order, access, onChanged }: Props & { tab: TabName }) {
  const translate = useTranslate();
  if (tab !== 'details')
    return (
      <Alert severity="info" variant="outlined">
        {translate(`${T}.tabs.createFirst`)}
      </Alert>
    );
  if (row.kind === 'pending' && row.creatable && access.write && view.canWrite)
    return (
      <CreateShipmentForm
        orderId={order.id}
        view={view}
        requestedDate={order.delivery.deliveryDate}
        onChanged={onChanged}
      />
    );
  const reason =
    view.stage === 'awaitingMaterial' ? 'awaitingMaterial' : view.stage === 'cancelled' ? 'cancelled' : null;
  return (
    <Alert severity="info" variant="outlined">
      {translate(`${T}.section.noShipments`)}
      {reason && ` · ${translate(`${T}.section.${reason}`)}`}
    </Alert>
  );
}

export function ShipmentPanel(props: Props) {
  const translate = useTranslate();
  const id = useId();
  const [tab, setTab] = useState<TabName>('details');
  const { row } = props;
  const label = (name: TabName) =>
    translate(name === 'details' && row.kind === 'pending' ? `${T}.tabs.create` : `${T}.tabs.${name}`);
  return (
    <Box data-testid="shipment-panel" sx={{ minWidth: 0 }}>
      <Tabs
        value={tab}
        onChange={(_e, next: TabName) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        // Scrolls inside the card: a flex child's tabs would otherwise widen the page on a phone.
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2, width: 0, minWidth: '100%' }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={label(name)}
            id={`${id}-${name}`}
            aria-controls={`${id}-${name}-panel`}
            sx={{ textTransform: 'none', fontWeight: 600 }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`}>
        {row.kind === 'created' ? (
          <CreatedTab
            tab={tab}
            shipment={row.shipment}
            view={props.view}
            order={props.order}
            access={props.access}
            onChanged={props.onChanged}
          />
        ) : (
          <PendingTab tab={tab} {...props} />
        )}
      </Box>
    </Box>
  );
}
