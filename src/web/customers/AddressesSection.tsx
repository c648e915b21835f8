/**
 * The addresses of the customer's page (GET /api/addresses/customer, principal first): cards, add
 * and edit in the modal, delete after a confirmation. A failed load says 'Error al cargar las
 * direcciones' and offers to retry.
 */
import AddRounded from '@mui/icons-material/AddRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Box, Button, Card, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useDelete, useGetManyReference, useNotify, useTranslate } from 'react-admin';
import type { Address } from '../../domain/customers';
import { ConfirmDeleteDialog } from '../ui/feedback/ConfirmDeleteDialog';
import { EmptyState, ErrorState } from '../ui/lists/ListStates';
import { AddressCard, placeLine, streetLine } from './AddressCard';
import { AddressDialog } from './AddressDialog';

/** A customer has a handful of addresses: all of them in one call. */
const ALL = { page: 1, perPage: 100 };
const UNSORTED = { field: 'id', order: 'ASC' } as const;

type Editing = { kind: 'create' } | { kind: 'edit'; address: Address } | null;

export function AddressesSection({ customerId, canWrite }: { customerId: string; canWrite: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [remove] = useDelete<Address>();
  const { data, isPending, error, refetch } = useGetManyReference<Address>('addresses', {
    target: 'customerId',
    id: customerId,
    pagination: ALL,
    sort: UNSORTED,
  });
  const t = (key: string, vars?: Record<string, string>) => translate(`app.customers.addresses.${key}`, vars);

  const addButton = canWrite ? (
    <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setEditing({ kind: 'create' })}>
      {t('add')}
    </Button>
  ) : null;

  const reloadOne = (id: string) => async () => (await refetch()).data?.find((a) => a.id === id);

  return (
    <Box component="section" aria-labelledby="addresses-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography id="addresses-title" variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
          {t('title')}
          {data && data.length > 0 && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
              ({data.length})
            </Typography>
          )}
        </Typography>
        {addButton}
      </Box>

      {error ? (
        <Card>
          <ErrorState error={error} title={t('loadError')} onRetry={() => void refetch()} dense />
        </Card>
      ) : isPending ? (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
          aria-busy="true"
        >
          {[0, 1].map((i) => (
            <Card key={i} sx={{ p: 2 }}>
              <Skeleton width="40%" />
              <Skeleton width="80%" />
              <Skeleton width="60%" />
            </Card>
          ))}
        </Box>
      ) : !data?.length ? (
        <Card>
          <EmptyState
            icon={<PlaceOutlined />}
            title={t('empty')}
            message={t('emptyHint')}
            action={addButton}
            dense
          />
        </Card>
      ) : (
        <Box
          component="ul"
          aria-label={t('list')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' },
          }}
        >
          {data.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                canWrite={canWrite}
                onEdit={(a) => setEditing({ kind: 'edit', address: a })}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </Box>
      )}

      {editing && (
        <AddressDialog
          customerId={customerId}
          address={editing.kind === 'edit' ? editing.address : null}
          onClose={() => setEditing(null)}
          onSaved={() => void refetch()}
          reload={editing.kind === 'edit' ? reloadOne(editing.address.id) : undefined}
          addresses={data ?? []}
        />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        content={
          deleting ? t('deleteBody', { address: `${streetLine(deleting)}, ${placeLine(deleting)}` }) : null
        }
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove(
            'addresses',
            { id: deleting.id, previousData: deleting },
            { mutationMode: 'pessimistic', returnPromise: true },
          );
          notify('app.customers.addresses.deleted', { type: 'success' });
          await refetch();
        }}
      />
    </Box>
  );
}
