/**
 * /orders/pending-released (ORDER_LISTING_PENDING_RELEASE): orders waiting for the seller's
 * request, one fixed status at a time (release request / payment validation), filtered by sellers,
 * payment term and delivery model, with the row action and bulk requests on a selection. Its list
 * (page, size, status, filters) is kept in the store for when the user comes back. Without read,
 * the no-permission message; without write no actions and no selection. The column editor is the
 * order list's, on this table's columns.
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { Box, Button, Card, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useCanAccess, useListContext, useTranslate } from 'react-admin';
import { PENDING_LIBERATION_STATUSES, type PendingLiberationStatus } from '../../../domain/finance/views';
import { useDataScope } from '../../auth/useDataScope';
import { ColumnEditorDialog } from '../../ui/lists/ColumnEditorDialog';
import { StateBlock } from '../../ui/lists/ListStates';
import { QueueList } from '../../ui/lists/QueueList';
import { useColumnPreferences } from '../../ui/lists/useColumnPreferences';
import { PageHeader } from '../../ui/PageHeader';
import { useIsPhone } from '../../ui/useIsPhone';
import { PENDING_RELEASED_RESOURCE } from '../financeQueries';
import { PendingReleasedFilters } from './PendingReleasedFilters';
import { PendingReleasedTable } from './PendingReleasedTable';
import {
  isFixedPendingColumn,
  PENDING_COLUMN_SET,
  PENDING_COLUMNS,
  type PendingColumn,
} from './pendingColumns';

const T = 'app.finance.pendingReleased';
const FIRST_STATUS: PendingLiberationStatus = 'PENDINGRELEASEREQUEST';

/** Reading the listing, asking finance from it, and whether the role picks sellers in its filters. */
function usePendingOffers() {
  const read = useCanAccess({ resource: PENDING_RELEASED_RESOURCE, action: 'list' });
  const write = useCanAccess({ resource: 'finance', action: 'requestFromPending' });
  const { seesOtherSellers } = useDataScope();
  return {
    isPending: read.isPending || write.isPending,
    canRead: read.canAccess === true,
    canWrite: write.canAccess === true,
    showSellers: seesOtherSellers,
  };
}

function NoPermission() {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <StateBlock
        tone="warning"
        icon={<LockOutlined />}
        title={translate(`${T}.noPermissionTitle`)}
        message={translate(`${T}.noPermissionMessage`)}
        testId="pending-no-permission"
      />
    </Card>
  );
}

/** One status at a time; a new tab starts at the first page with the same filters. */
function StatusTabs() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const status = PENDING_LIBERATION_STATUSES.find((s) => s === filterValues.status) ?? FIRST_STATUS;
  return (
    <Tabs
      value={status}
      onChange={(_, next: PendingLiberationStatus) =>
        setFilters({ ...filterValues, status: next }, displayedFilters, false)
      }
      aria-label={translate(`${T}.tabs.label`)}
      variant={isPhone ? 'fullWidth' : 'standard'}
      sx={{ px: isPhone ? 0 : 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {PENDING_LIBERATION_STATUSES.map((s) => (
        <Tab key={s} value={s} label={translate(`${T}.tabs.${s}`)} sx={{ textTransform: 'none' }} />
      ))}
    </Tabs>
  );
}

export default function PendingReleasedPage() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const access = usePendingOffers();
  const columns = useColumnPreferences(PENDING_COLUMN_SET);
  const [editing, setEditing] = useState(false);

  const title = translate(`${T}.title`);
  if (access.isPending) return null;
  if (!access.canRead) {
    return (
      <Box>
        <Title title={title} />
        <PageHeader title={title} />
        <NoPermission />
      </Box>
    );
  }

  return (
    <Box>
      <Title title={title} />
      <PageHeader
        title={title}
        subtitle={translate(`${T}.subtitle`)}
        actions={
          !isPhone && (
            <Button variant="outlined" startIcon={<ViewColumnOutlined />} onClick={() => setEditing(true)}>
              {translate('app.orderList.columnEditor.button')}
            </Button>
          )
        }
      />
      {/* Its width does not count towards the page's: a table too wide scrolls inside it, the page never does. */}
      <Card
        variant={isPhone ? 'elevation' : 'outlined'}
        elevation={0}
        sx={{ width: 0, minWidth: '100%', ...(isPhone ? { bgcolor: 'transparent' } : {}) }}
      >
        <QueueList
          resource={PENDING_RELEASED_RESOURCE}
          view="orders-pending-released"
          filterDefaultValues={{ status: FIRST_STATUS }}
        >
          <StatusTabs />
          <Stack spacing={2} sx={{ p: isPhone ? 0 : 2, pt: 2 }}>
            <PendingReleasedFilters showSellers={access.showSellers} />
            {!access.canWrite && (
              <Typography variant="body2" color="text.secondary" data-testid="pending-read-only">
                {translate(`${T}.readOnly`)}
              </Typography>
            )}
          </Stack>
          <PendingReleasedTable columns={columns.visible} canWrite={access.canWrite} />
        </QueueList>
      </Card>
      <ColumnEditorDialog<PendingColumn>
        open={editing}
        visible={columns.visible}
        saving={columns.saving}
        onClose={() => setEditing(false)}
        onSave={columns.save}
        columns={PENDING_COLUMNS}
        defaults={PENDING_COLUMNS}
        isFixed={isFixedPendingColumn}
        labelOf={(c) => translate(`${T}.columns.${c}`)}
      />
    </Box>
  );
}
