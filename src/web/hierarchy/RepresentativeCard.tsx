/**
 * One representative: who they are, the sellers assigned to them (each opens that seller's chain
 * of command) and who supervises them, with the assign and chain-of-command actions.
 */
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import { Box, Button, Card, CardActions, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HierarchyItem, HierarchyPerson } from '../../domain/users';
import { UserAvatar } from '../layout/UserAvatar';
import { nameOf } from './sellerChoice';

export interface RepresentativeCardProps {
  representative: HierarchyItem;
  canWrite: boolean;
  onAssign: (representative: HierarchyItem) => void;
  onChain: (person: HierarchyPerson) => void;
}

export function RepresentativeCard({ representative, canWrite, onAssign, onChain }: RepresentativeCardProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.hierarchy.card.${key}`, options);
  const name = nameOf(representative);
  const sellers = representative.subordinates;
  const supervisors = representative.supervisors;
  const headingId = `rep-${representative.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="representative"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'grid', gap: 2, alignContent: 'start' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <UserAvatar
            name={name}
            firstName={representative.firstName}
            lastName={representative.lastName}
            size={44}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              id={headingId}
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {representative.email}
            </Typography>
          </Box>
          {representative.isBlocked && (
            <Chip size="small" color="error" variant="outlined" label={t('blocked')} />
          )}
        </Stack>

        <Box component="section" aria-label={t('sellers')}>
          <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.8 }}>
            {t('sellers')}
            {sellers.length > 0 && ` · ${t('sellersCount', { smart_count: sellers.length })}`}
          </Typography>
          {sellers.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {t('noSellers')}
            </Typography>
          ) : (
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
            >
              {sellers.map((seller) => (
                <li key={seller.id}>
                  <Chip
                    size="small"
                    label={nameOf(seller)}
                    avatar={
                      <UserAvatar
                        name={nameOf(seller)}
                        firstName={seller.firstName}
                        lastName={seller.lastName}
                        size={20}
                        letters={1}
                        decorativeInitials
                      />
                    }
                    onClick={() => onChain(seller)}
                    aria-label={t('sellerChain', { name: nameOf(seller) })}
                    title={seller.email}
                  />
                </li>
              ))}
            </Box>
          )}
        </Box>

        <Box>
          <Typography variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.8 }}>
            {t('supervisors')}
          </Typography>
          <Typography variant="body2" color={supervisors.length ? 'text.primary' : 'text.secondary'}>
            {supervisors.length ? supervisors.map(nameOf).join(', ') : t('noSupervisors')}
          </Typography>
        </Box>
      </CardContent>
      <Divider />
      <CardActions sx={{ px: 2, py: 1.25, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          color="inherit"
          startIcon={<AccountTreeOutlined />}
          onClick={() => onChain(representative)}
          aria-label={`${t('chain')}: ${name}`}
        >
          {t('chain')}
        </Button>
        {canWrite && (
          <Button
            size="small"
            variant="contained"
            startIcon={<GroupAddOutlined />}
            onClick={() => onAssign(representative)}
            aria-label={`${t('assign')}: ${name}`}
          >
            {t('assign')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
