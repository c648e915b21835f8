/**
 * /config/customer-service: the customer-service representatives (or, switched, the sales
 * managers), each with the sellers assigned to them and who supervises them. With
 * CONFIGURATION_CLIENT_SERVICE write each can be assigned sellers; anyone here can open the chain
 * of command of a representative or of a seller. The chosen role is remembered.
 */
import { Box, Card, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useCanAccess, useStore, useTranslate } from 'react-admin';
import type { HierarchyItem, HierarchyPerson } from '../../domain/users';
import { EmptyState, ErrorState } from '../ui/lists/ListStates';
import { SearchInput } from '../ui/lists/SearchInput';
import { PageHeader } from '../ui/PageHeader';
import { AssignSellersDialog } from './AssignSellersDialog';
import { REPRESENTATIVE_ROLES, type RepresentativeRole, useHierarchy } from './hierarchyQueries';
import { ManagementChainDialog } from './ManagementChainDialog';
import { RepresentativeCard } from './RepresentativeCard';
import { matchesSearch } from './sellerChoice';

const ROLE_LABEL: Record<RepresentativeRole, string> = {
  'customer.service': 'customerService',
  'manager.seller': 'managerSeller',
};

/** A representative matches by their own name or e-mail, or by a seller assigned to them. */
function matches(item: HierarchyItem, text: string): boolean {
  return matchesSearch(item, text) || item.subordinates.some((s) => matchesSearch(s, text));
}

export function HierarchyPage() {
  const translate = useTranslate();
  const canWrite = useCanAccess({ resource: 'hierarchy', action: 'edit' }).canAccess === true;
  const [storedRole, setRole] = useStore<RepresentativeRole>('hierarchy.role', 'customer.service');
  const role = REPRESENTATIVE_ROLES.includes(storedRole) ? storedRole : 'customer.service';
  const [text, setText] = useState('');
  const [assigning, setAssigning] = useState<HierarchyItem | null>(null);
  const [chainOf, setChainOf] = useState<HierarchyPerson | null>(null);
  const hierarchy = useHierarchy(role);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.hierarchy.page.${key}`, options);
  const roleLabel = (r: RepresentativeRole) => translate(`app.hierarchy.roles.${ROLE_LABEL[r]}`);

  const items = hierarchy.data ?? [];
  const shown = text ? items.filter((item) => matches(item, text)) : items;

  return (
    <Box>
      <Title title={t('title')} />
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={role}
          onChange={(_, next: RepresentativeRole | null) => next && setRole(next)}
          aria-label={t('roles')}
          sx={{ bgcolor: 'background.paper', flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {REPRESENTATIVE_ROLES.map((r) => (
            <ToggleButton
              key={r}
              value={r}
              sx={{ px: 2, flex: { xs: 1, sm: 'initial' }, textTransform: 'none' }}
            >
              {roleLabel(r)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <SearchInput
          value={text}
          onSearch={setText}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          sx={{ flex: '1 1 260px', maxWidth: { md: 380 }, bgcolor: 'background.paper' }}
        />
        {hierarchy.data && (
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite">
            {t('count', { smart_count: shown.length })}
          </Typography>
        )}
      </Box>

      {hierarchy.isPending ? (
        <CardGrid>
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} sx={{ p: 2 }} role="status" aria-busy="true">
              <Skeleton width="60%" />
              <Skeleton width="40%" />
              <Skeleton height={40} />
              <Skeleton width="50%" />
            </Card>
          ))}
        </CardGrid>
      ) : hierarchy.error ? (
        <Card>
          <ErrorState error={hierarchy.error} onRetry={() => void hierarchy.refetch()} />
        </Card>
      ) : shown.length === 0 ? (
        <Card>
          {text ? (
            <EmptyState message={t('noMatches', { text })} />
          ) : (
            <EmptyState title={t('emptyTitle')} message={t('emptyMessage')} />
          )}
        </Card>
      ) : (
        <CardGrid>
          {shown.map((item) => (
            <RepresentativeCard
              key={item.id}
              representative={item}
              canWrite={canWrite}
              onAssign={setAssigning}
              onChain={setChainOf}
            />
          ))}
        </CardGrid>
      )}

      {assigning && <AssignSellersDialog representative={assigning} onClose={() => setAssigning(null)} />}
      {chainOf && <ManagementChainDialog person={chainOf} onClose={() => setChainOf(null)} />}
    </Box>
  );
}

function CardGrid({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(340px, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
