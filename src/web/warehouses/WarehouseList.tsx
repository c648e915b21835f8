/**
 * /warehouses: the tenant's warehouses with the region each serves, how many lots it holds and its
 * available tons; searched, filtered by region and state, sorted on the server. Who may manage
 * them creates and edits in a dialog, deactivates or activates, and deletes one without lots (the
 * server's refusal is said in the confirmation). Phones get cards instead of the table.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PowerSettingsNewRounded from '@mui/icons-material/PowerSettingsNewRounded';
import { Box, Button, Card, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, useCanAccess, useDataProvider, useLocaleState, useNotify } from 'react-admin';
import type { Locale } from '../../domain/i18n';
import type { WarehouseView } from '../../domain/inventory/warehouses';
import { useRegions } from '../customers/referenceLists';
import { formatNumber } from '../format';
import { serverMessageOf } from '../providers/apiErrors';
import { useAppTranslate } from '../providers/appTranslate';
import { ConfirmDeleteDialog } from '../ui/feedback/ConfirmDeleteDialog';
import { useNotifyText } from '../ui/feedback/useNotifyText';
import { ClearFiltersButton, ListFilterSelect } from '../ui/lists/ListFilters';
import { ListSortSelect } from '../ui/lists/ListSortSelect';
import { EmptyState } from '../ui/lists/ListStates';
import { PersistentList } from '../ui/lists/PersistentList';
import { RecordCards } from '../ui/lists/RecordCards';
import { ListSearchInput } from '../ui/lists/SearchInput';
import { PageHeader } from '../ui/PageHeader';
import { useIsPhone } from '../ui/useIsPhone';
import { visuallyHidden } from '../ui/visuallyHidden';
import { WarehouseDialog } from './WarehouseDialog';

const SORT = { field: 'code', order: 'ASC' } as const;
const SORTABLE = ['code', 'name', 'city'] as const;

type Editing = { warehouse: WarehouseView | null } | null;

interface RowActions {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (warehouse: WarehouseView) => void;
  onToggle: (warehouse: WarehouseView) => void;
  onDelete: (warehouse: WarehouseView) => void;
}

export function WarehouseListPage() {
  const t = useAppTranslate();
  const isPhone = useIsPhone();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const canCreate = useCanAccess({ resource: 'warehouses', action: 'create' }).canAccess === true;
  const canEdit = useCanAccess({ resource: 'warehouses', action: 'edit' }).canAccess === true;
  const canDelete = useCanAccess({ resource: 'warehouses', action: 'delete' }).canAccess === true;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<WarehouseView | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['warehouses'] });

  const toggle = async (warehouse: WarehouseView) => {
    try {
      await dataProvider.update('warehouses', {
        id: warehouse.id,
        data: { version: warehouse.version, active: !warehouse.active },
        previousData: warehouse,
      });
      notify(warehouse.active ? 'app.warehouses.deactivated' : 'app.warehouses.activated', {
        type: 'success',
        messageArgs: { code: warehouse.code },
      });
    } catch (error) {
      notifyText(serverMessageOf(error) ?? t('app.lists.form.saveError'), 'error');
    }
    await refresh();
  };

  const remove = async (warehouse: WarehouseView) => {
    await dataProvider.delete('warehouses', { id: warehouse.id, previousData: warehouse });
    notify('app.warehouses.delete.deleted', { type: 'success', messageArgs: { code: warehouse.code } });
    await refresh();
  };

  const actions: RowActions = {
    canEdit,
    canDelete,
    onEdit: (warehouse) => setEditing({ warehouse }),
    onToggle: (warehouse) => void toggle(warehouse),
    onDelete: setDeleting,
  };
  const createButton = canCreate ? (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing({ warehouse: null })}>
      {t('app.warehouses.list.create')}
    </Button>
  ) : undefined;

  return (
    <Box>
      <PageHeader
        title={t('app.warehouses.title')}
        subtitle={t('app.warehouses.subtitle')}
        actions={createButton}
      />
      <PersistentList<WarehouseView>
        view="warehouses"
        resource="warehouses"
        title={t('app.warehouses.title')}
        sort={SORT}
        actions={false}
        filters={<WarehouseFilters phone={isPhone} />}
        empty={
          <Card>
            <EmptyState action={createButton} />
          </Card>
        }
        component={isPhone ? Box : Card}
        sx={{ '& .RaList-actions': { mb: 2, bgcolor: 'transparent' } }}
      >
        {isPhone ? <WarehouseCards {...actions} /> : <WarehouseTable {...actions} />}
      </PersistentList>
      {editing && <WarehouseDialog warehouse={editing.warehouse} onClose={() => setEditing(null)} />}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('app.warehouses.delete.title', { code: deleting?.code ?? '' })}
        content={t('app.warehouses.delete.content')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

function WarehouseFilters({ phone }: { phone: boolean }) {
  const t = useAppTranslate();
  const regions = useRegions();
  const field = {
    code: t('app.warehouses.fields.code'),
    name: t('app.warehouses.fields.name'),
    city: t('app.warehouses.fields.city'),
  };
  return (
    <Box
      role="search"
      aria-label={t('app.warehouses.list.search')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, width: '100%' }}
    >
      <ListSearchInput
        label={t('app.warehouses.list.search')}
        placeholder={t('app.warehouses.list.searchPlaceholder')}
        sx={{ flex: '1 1 240px', maxWidth: { md: 360 } }}
      />
      <ListFilterSelect
        source="regionId"
        label={t('app.warehouses.fields.region')}
        allLabel={t('app.warehouses.list.allRegions')}
        options={(regions.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 200px' } }}
      />
      <ListFilterSelect
        source="active"
        label={t('app.warehouses.fields.situation')}
        allLabel={t('app.warehouses.list.allSituations')}
        options={[
          { value: 'true', label: t('app.warehouses.list.onlyActive') },
          { value: 'false', label: t('app.warehouses.list.onlyInactive') },
        ]}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 160px' } }}
      />
      {phone && <ListSortSelect options={SORTABLE.map((name) => ({ field: name, label: field[name] }))} />}
      <ClearFiltersButton />
    </Box>
  );
}

function ActiveChip({ active }: { active: boolean }) {
  const t = useAppTranslate();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant="outlined"
      label={active ? t('app.warehouses.list.active') : t('app.warehouses.list.inactive')}
    />
  );
}

function useTons() {
  const [locale] = useLocaleState();
  return (kg: string) => formatNumber(Number(kg) / 1000, 1, locale as Locale);
}

function WarehouseButtons({
  warehouse,
  canEdit,
  canDelete,
  onEdit,
  onToggle,
  onDelete,
}: RowActions & { warehouse: WarehouseView }) {
  const t = useAppTranslate();
  if (!canEdit && !canDelete) return null;
  return (
    <Box
      sx={{
        display: 'inline-flex',
        gap: 0.5,
        alignItems: 'center',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
      }}
    >
      {canEdit && (
        <>
          <Tooltip title={t('app.warehouses.list.edit', { code: warehouse.code })}>
            <IconButton
              size="small"
              aria-label={t('app.warehouses.list.edit', { code: warehouse.code })}
              onClick={() => onEdit(warehouse)}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          <Button
            size="small"
            color="inherit"
            startIcon={<PowerSettingsNewRounded />}
            onClick={() => onToggle(warehouse)}
          >
            {warehouse.active ? t('app.warehouses.list.deactivate') : t('app.warehouses.list.activate')}
          </Button>
        </>
      )}
      {/* A warehouse with lots is deactivated, never deleted: the button is offered only without lots. */}
      {canDelete && warehouse.lotCount === 0 && (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineRounded />}
          onClick={() => onDelete(warehouse)}
        >
          {t('app.warehouses.list.delete')}
        </Button>
      )}
    </Box>
  );
}

function WarehouseTable(actions: RowActions) {
  const t = useAppTranslate();
  const tons = useTons();
  return (
    <DataTable<WarehouseView>
      bulkActionButtons={false}
      rowClick={false}
      hover
      empty={<EmptyState />}
      sx={{ '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' } }}
    >
      <DataTable.Col<WarehouseView>
        source="code"
        label={t('app.warehouses.fields.code')}
        render={(record) => (
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}>
            {record.code}
          </Box>
        )}
      />
      <DataTable.Col<WarehouseView> source="name" label={t('app.warehouses.fields.name')} />
      <DataTable.Col<WarehouseView> source="city" label={t('app.warehouses.fields.city')} />
      <DataTable.Col<WarehouseView> source="state" label={t('app.warehouses.fields.state')} disableSort />
      <DataTable.Col<WarehouseView>
        source="region"
        label={t('app.warehouses.fields.region')}
        disableSort
        render={(record) => record.region?.name ?? t('app.warehouses.list.noRegion')}
      />
      <DataTable.Col<WarehouseView>
        source="lotCount"
        label={t('app.warehouses.fields.lots')}
        disableSort
        align="right"
      />
      <DataTable.Col<WarehouseView>
        source="availableKg"
        label={t('app.warehouses.fields.availableTons')}
        disableSort
        align="right"
        render={(record) => tons(record.availableKg)}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <DataTable.Col<WarehouseView>
        source="active"
        label={t('app.warehouses.fields.active')}
        disableSort
        render={(record) => <ActiveChip active={record.active} />}
      />
      {actions.canEdit || actions.canDelete ? (
        <DataTable.Col<WarehouseView>
          label={
            <Box component="span" sx={visuallyHidden}>
              {t('app.warehouses.list.actions')}
            </Box>
          }
          align="right"
          render={(record) => <WarehouseButtons warehouse={record} {...actions} />}
        />
      ) : null}
    </DataTable>
  );
}

function WarehouseCards(actions: RowActions) {
  const t = useAppTranslate();
  const tons = useTons();
  return (
    <RecordCards<WarehouseView>
      empty={<EmptyState />}
      render={(record) => (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
            <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{record.code}</Typography>
            <ActiveChip active={record.active} />
          </Box>
          <Typography sx={{ fontWeight: 600 }}>{record.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {record.city}, {record.state} · {record.region?.name ?? t('app.warehouses.list.noRegion')}
          </Typography>
          <Typography variant="body2">
            {t('app.warehouses.fields.lots')}: {record.lotCount} · {t('app.warehouses.fields.availableTons')}:{' '}
            {tons(record.availableKg)}
          </Typography>
          <WarehouseButtons warehouse={record} {...actions} />
        </Box>
      )}
    />
  );
}
