/**
 * /orders: the orders the user may see, one tab at a time (All, open, each step, the closed states)
 * with every tab's count, searched in every state and filtered on the server, sortable, paged, state kept per view; the column editor saves to the
 * user's preferences and the export sends the same selection as a file. Phones get cards.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { Box, Button, Card, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ORDER_LIST_VIEW, type OrderListColumn } from '../../../domain/orders/listColumns';
import { useDataScope } from '../../auth/useDataScope';
import { useHoldFirstScreen } from '../../navigation/firstScreen';
import { ColumnEditorDialog } from '../../ui/lists/ColumnEditorDialog';
import { ListSortSelect } from '../../ui/lists/ListSortSelect';
import { PersistentList } from '../../ui/lists/PersistentList';
import { useColumnPreferences } from '../../ui/lists/useColumnPreferences';
import { PageHeader } from '../../ui/PageHeader';
import { useIsPhone } from '../../ui/useIsPhone';
import { useOrderPageCodeWhenIdle } from '../detail/orderReadAhead';
import { ExportDialog } from './ExportDialog';
import { OrderCards } from './OrderCards';
import { OrderListFilters } from './OrderListFilters';
import { OrderSearchTabs } from './OrderSearchTabs';
import { OrderStatusTabs } from './OrderStatusTabs';
import { OrderTable } from './OrderTable';
import { ORDER_COLUMN_SET } from './orderColumns';
import { DEFAULT_ORDER_FILTERS, DEFAULT_ORDER_SORT } from './orderListQuery';
import { useOrderFilterPreferences } from './useOrderFilterPreferences';

const SORTABLE = ['createdAt', 'number', 'deliveryDate', 'customer', 'seller', 'opsStatus', 'tons', 'total'];
const SORT_LABEL_COLUMN: Record<string, OrderListColumn> = {
  createdAt: 'createdAt',
  number: 'number',
  deliveryDate: 'deliveryDate',
  customer: 'company',
  seller: 'seller',
  opsStatus: 'status',
  tons: 'tons',
  total: 'total',
};

function CreateOrderButton() {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/orders/create" variant="contained" startIcon={<AddRounded />}>
      {translate('app.orderList.create')}
    </Button>
  );
}

/** What the list offers: creating (the same action the menu asks), and the filters the role's data calls for. */
function useListOffers() {
  const canCreate = useCanAccess({ resource: 'orders', action: 'create' }).canAccess === true;
  const canListCustomers = useCanAccess({ resource: 'customers', action: 'list' }).canAccess === true;
  const { scope, seesOtherSellers } = useDataScope();
  return {
    canCreate,
    // Sellers see only their own orders and customers only their company's: nothing to choose.
    showSellers: seesOtherSellers,
    showCustomers: scope !== 'customer' && canListCustomers,
  };
}

function ListToolbar({ onColumns, onExport }: { onColumns?: () => void; onExport: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {onColumns && (
        <Button variant="outlined" startIcon={<ViewColumnOutlined />} onClick={onColumns}>
          {translate('app.orderList.columnEditor.button')}
        </Button>
      )}
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={onExport}>
        {translate('app.orderList.export.button')}
      </Button>
    </Box>
  );
}

/** The frame's extras wait for the list's first rows on a cold load (navigation/firstScreen.ts). */
function FirstRowsFirst() {
  useHoldFirstScreen(useListContext().isPending);
  return null;
}

export default function OrderListPage() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const offers = useListOffers();
  const columns = useColumnPreferences(ORDER_COLUMN_SET);
  const filterChoice = useOrderFilterPreferences();
  const [editing, setEditing] = useState(false);
  const [exporting, setExporting] = useState(false);
  useOrderPageCodeWhenIdle();
  useHoldFirstScreen(!filterChoice.ready);
  const sortOptions = SORTABLE.map((field) => ({
    field,
    label: translate(`app.orderList.columns.${SORT_LABEL_COLUMN[field]}`),
  }));
  return (
    <Box>
      <PageHeader
        title={translate('app.orderList.title')}
        subtitle={translate('app.orderList.subtitle')}
        actions={
          <>
            <ListToolbar
              onColumns={isPhone ? undefined : () => setEditing(true)}
              onExport={() => setExporting(true)}
            />
            {offers.canCreate && <CreateOrderButton />}
          </>
        }
      />
      {!filterChoice.ready ? (
        <Card aria-busy="true" sx={{ p: 2 }}>
          <LinearProgress aria-label={translate('ra.page.loading')} />
        </Card>
      ) : (
        <PersistentList
          view={ORDER_LIST_VIEW}
          resource="orders"
          title={translate('app.orderList.title')}
          sort={DEFAULT_ORDER_SORT}
          filterDefaultValues={filterChoice.initialFilters(DEFAULT_ORDER_FILTERS)}
          actions={false}
          filters={
            <Box sx={{ display: 'grid', gap: 1.5, width: '100%' }}>
              <OrderListFilters
                showSellers={offers.showSellers}
                showCustomers={offers.showCustomers}
                filterChoice={filterChoice}
              />
              {isPhone && <ListSortSelect options={sortOptions} />}
            </Box>
          }
          // The tabs stay when a tab is empty, so the user can move to another one.
          empty={false}
          component={isPhone ? Box : Card}
          sx={{ '& .RaList-actions': { mb: 2, bgcolor: 'transparent' } }}
        >
          <FirstRowsFirst />
          {/* Its width does not count towards the page's: the tabs scroll instead of widening it. */}
          <Box sx={{ px: isPhone ? 0 : 1, width: 0, minWidth: '100%', boxSizing: 'border-box' }}>
            <OrderStatusTabs />
            <OrderSearchTabs />
          </Box>
          {isPhone ? (
            <Box sx={{ mt: 1.5 }}>
              <OrderCards />
            </Box>
          ) : (
            <OrderTable columns={columns.visible} />
          )}
          <ColumnEditorDialog
            open={editing}
            visible={columns.visible}
            saving={columns.saving}
            onClose={() => setEditing(false)}
            onSave={columns.save}
          />
          <ExportDialog open={exporting} columns={columns.visible} onClose={() => setExporting(false)} />
        </PersistentList>
      )}
    </Box>
  );
}
