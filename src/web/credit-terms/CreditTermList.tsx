/**
 * /customer-credit-terms: every customer's credit terms, 10 per page, searched by customer and
 * filtered by payment term; 'Vigente' marks the term in force today. Those with write permission
 * create, change (row, card or pencil) and delete (after a confirmation) them.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DataTable,
  useCanAccess,
  useDataProvider,
  useDelete,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { type CreditTerm, PAYMENT_TERMS, type PaymentTerm } from '../../domain/creditTerms';
import type { Locale } from '../../domain/i18n';
import { formatDate, formatMoney } from '../format';
import { ConfirmDeleteDialog } from '../ui/feedback/ConfirmDeleteDialog';
import { ClearFiltersButton, ListFilterSelect } from '../ui/lists/ListFilters';
import { ListSortSelect } from '../ui/lists/ListSortSelect';
import { EmptyState } from '../ui/lists/ListStates';
import { PersistentList } from '../ui/lists/PersistentList';
import { RecordCards } from '../ui/lists/RecordCards';
import { ListSearchInput } from '../ui/lists/SearchInput';
import { PageHeader } from '../ui/PageHeader';
import { useIsPhone } from '../ui/useIsPhone';
import { CreditTermDialog } from './CreditTermDialog';

const RESOURCE = 'customer-credit-terms';
const SORT = { field: 'customer', order: 'ASC' } as const;
const SORTABLE = ['customer', 'creditLimit', 'creditDays', 'validFrom', 'validTo'] as const;

type Editing = { kind: 'create' } | { kind: 'edit'; term: CreditTerm } | null;

interface TermActions {
  canWrite: boolean;
  edit: (term: CreditTerm) => void;
  remove: (term: CreditTerm) => void;
}

export function CreditTermListPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const isPhone = useIsPhone();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const [removeTerm] = useDelete<CreditTerm>();
  const canWrite = useCanAccess({ resource: 'customer-credit-terms', action: 'edit' }).canAccess === true;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CreditTerm | null>(null);
  const [locale] = useLocaleState();

  const refreshList = () => queryClient.invalidateQueries({ queryKey: [RESOURCE] });
  const actions: TermActions = {
    canWrite,
    edit: (term) => setEditing({ kind: 'edit', term }),
    remove: setDeleting,
  };
  const createButton = canWrite ? (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing({ kind: 'create' })}>
      {translate('app.creditTerms.list.create')}
    </Button>
  ) : undefined;

  return (
    <Box>
      <PageHeader
        title={translate('app.creditTerms.list.title')}
        subtitle={translate('app.creditTerms.list.subtitle')}
        actions={createButton}
      />
      <PersistentList<CreditTerm>
        view={RESOURCE}
        resource={RESOURCE}
        title={translate('app.creditTerms.list.title')}
        sort={SORT}
        actions={false}
        filters={<CreditTermFilters phone={isPhone} />}
        empty={
          <Card>
            <EmptyState action={createButton} />
          </Card>
        }
        component={isPhone ? Box : Card}
        sx={{ '& .RaList-actions': { mb: 2, bgcolor: 'transparent' } }}
      >
        {isPhone ? <CreditTermCards actions={actions} /> : <CreditTermTable actions={actions} />}
      </PersistentList>

      {editing && (
        <CreditTermDialog
          term={editing.kind === 'edit' ? editing.term : null}
          onClose={() => setEditing(null)}
          onSaved={() => void refreshList()}
          reload={
            editing.kind === 'edit'
              ? async () => (await dataProvider.getOne<CreditTerm>(RESOURCE, { id: editing.term.id })).data
              : undefined
          }
        />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={translate('app.creditTerms.delete.title')}
        content={
          deleting
            ? translate('app.creditTerms.delete.body', {
                customer: deleting.customer.companyName,
                period: periodOf(deleting, locale as Locale, translate('app.creditTerms.list.noEnd')),
              })
            : null
        }
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await removeTerm(
            RESOURCE,
            { id: deleting.id, previousData: deleting },
            { mutationMode: 'pessimistic', returnPromise: true },
          );
          notify('app.creditTerms.delete.done', { type: 'success' });
          await refreshList();
        }}
      />
    </Box>
  );
}

function periodOf(term: CreditTerm, locale: Locale, noEnd: string): string {
  const to = term.validTo ? formatDate(term.validTo, locale) : noEnd;
  return `${formatDate(term.validFrom, locale)} – ${to}`;
}

function CreditTermFilters({ phone }: { phone: boolean }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`app.creditTerms.fields.${name}`);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, width: '100%' }}
      role="search"
      aria-label={translate('app.creditTerms.list.search')}
    >
      <ListSearchInput
        label={translate('app.creditTerms.list.search')}
        placeholder={translate('app.creditTerms.list.searchPlaceholder')}
        sx={{ flex: '1 1 260px', maxWidth: { md: 400 } }}
      />
      <ListFilterSelect
        source="paymentTerm"
        label={field('paymentTerm')}
        allLabel={translate('app.creditTerms.list.allTerms')}
        options={PAYMENT_TERMS.map((value) => ({
          value,
          label: translate(`app.creditTerms.paymentTerms.${value}`),
        }))}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 220px' } }}
      />
      {phone && <ListSortSelect options={SORTABLE.map((name) => ({ field: name, label: field(name) }))} />}
      <ClearFiltersButton />
    </Box>
  );
}

function PaymentTermChip({ term }: { term: PaymentTerm }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={term === 'CREDIT' ? 'primary' : 'secondary'}
      label={translate(`app.creditTerms.paymentTerms.${term}`)}
    />
  );
}

function CurrentChip({ term }: { term: CreditTerm }) {
  const translate = useTranslate();
  if (!term.isCurrent) return null;
  return <Chip size="small" color="success" label={translate('app.creditTerms.list.current')} />;
}

function RowActions({ term, actions }: { term: CreditTerm; actions: TermActions }) {
  const translate = useTranslate();
  if (!actions.canWrite) return null;
  const vars = { customer: term.customer.companyName };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }} onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate('app.creditTerms.list.edit', vars)}>
        <IconButton
          size="small"
          onClick={() => actions.edit(term)}
          aria-label={translate('app.creditTerms.list.edit', vars)}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('app.creditTerms.list.delete', vars)}>
        <IconButton
          size="small"
          color="error"
          onClick={() => actions.remove(term)}
          aria-label={translate('app.creditTerms.list.delete', vars)}
        >
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function CreditTermTable({ actions }: { actions: TermActions }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const field = (name: string) => translate(`app.creditTerms.fields.${name}`);
  return (
    <DataTable<CreditTerm>
      bulkActionButtons={false}
      rowClick={
        actions.canWrite
          ? (_id, _resource, record) => {
              actions.edit(record);
              return false;
            }
          : false
      }
      hover
      empty={<EmptyState />}
      sx={{
        '& .RaDataTable-headerCell': { fontWeight: 600, whiteSpace: 'nowrap' },
        '& .RaDataTable-rowCell': { whiteSpace: 'nowrap' },
        '& .RaDataTable-rowCell:first-of-type': { whiteSpace: 'normal', minWidth: 220 },
        '& .RaDataTable-rowCell.column-approvedBy': { whiteSpace: 'normal', minWidth: 120 },
      }}
    >
      <DataTable.Col<CreditTerm>
        source="customer"
        label={field('customer')}
        render={(term) => (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {term.customer.companyName}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {term.customer.rfc}
            </Typography>
          </Box>
        )}
      />
      <DataTable.Col<CreditTerm>
        source="paymentTerm"
        label={field('paymentTerm')}
        disableSort
        render={(term) => <PaymentTermChip term={term.paymentTerm} />}
      />
      <DataTable.Col<CreditTerm>
        source="creditLimit"
        label={field('creditLimit')}
        align="right"
        render={(term) => formatMoney(term.creditLimit, term.currency, locale as Locale)}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <DataTable.Col<CreditTerm>
        source="creditDays"
        label={translate('app.creditTerms.list.daysColumn')}
        align="right"
        render={(term) => translate('app.creditTerms.list.days', { smart_count: term.creditDays })}
      />
      <DataTable.Col<CreditTerm>
        source="validFrom"
        label={translate('app.creditTerms.list.validity')}
        render={(term) => periodOf(term, locale as Locale, translate('app.creditTerms.list.noEnd'))}
      />
      <DataTable.Col<CreditTerm>
        source="approvedBy"
        label={field('approvedBy')}
        disableSort
        render={(term) => term.approvedBy?.fullName ?? '—'}
      />
      <DataTable.Col<CreditTerm>
        source="isCurrent"
        label={field('status')}
        disableSort
        render={(term) => <CurrentChip term={term} />}
      />
      {actions.canWrite && (
        <DataTable.Col<CreditTerm>
          source="id"
          label={field('actions')}
          disableSort
          align="right"
          render={(term) => <RowActions term={term} actions={actions} />}
        />
      )}
    </DataTable>
  );
}

function CreditTermCards({ actions }: { actions: TermActions }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const noEnd = translate('app.creditTerms.list.noEnd');
  return (
    <RecordCards<CreditTerm>
      empty={<EmptyState />}
      render={(term) => (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{term.customer.companyName}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                {term.customer.rfc}
              </Typography>
            </Box>
            <RowActions term={term} actions={actions} />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            <PaymentTermChip term={term.paymentTerm} />
            <CurrentChip term={term} />
          </Box>
          <Typography variant="body2">
            {formatMoney(term.creditLimit, term.currency, locale as Locale)} ·{' '}
            {translate('app.creditTerms.list.days', { smart_count: term.creditDays })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {periodOf(term, locale as Locale, noEnd)}
            {term.approvedBy ? ` · ${term.approvedBy.fullName}` : ''}
          </Typography>
        </Box>
      )}
    />
  );
}
