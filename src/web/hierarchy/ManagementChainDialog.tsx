/**
 * "Cadena de mando": the supervisors above a person, level by level (1 = who supervises them
 * directly, then who supervises those …), each person at their nearest level.
 */
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { HierarchyPerson } from '../../domain/users';
import { UserAvatar } from '../layout/UserAvatar';
import { ErrorState } from '../ui/lists/ListStates';
import { useManagementChain } from './hierarchyQueries';
import { nameOf } from './sellerChoice';

export interface ManagementChainDialogProps {
  person: HierarchyPerson;
  onClose: () => void;
}

export function ManagementChainDialog({ person, onClose }: ManagementChainDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const chain = useManagementChain(person.id);
  const name = nameOf(person);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.hierarchy.chain.${key}`, options);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {t('title')}
        <Typography color="text.secondary" component="span" sx={{ display: 'block', fontSize: '0.95rem' }}>
          {t('subtitle', { name })}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {chain.isPending ? (
          <Box role="status" aria-busy="true" sx={{ pt: 1 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Box>
        ) : chain.error ? (
          <ErrorState error={chain.error} title={t('loadError')} onRetry={() => void chain.refetch()} dense />
        ) : chain.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('empty', { name })}
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, pt: 1 }}>
            {chain.data.map(({ level, users }, index) => (
              <Box
                component="li"
                key={level}
                sx={{
                  position: 'relative',
                  pl: 3,
                  pb: index === chain.data.length - 1 ? 0 : 2,
                  // The line joining one level to the next.
                  '&::before': {
                    content: '""',
                    position: 'absolute',
                    left: 7,
                    top: 6,
                    bottom: index === chain.data.length - 1 ? 'auto' : -6,
                    height: index === chain.data.length - 1 ? 0 : 'auto',
                    borderLeft: 2,
                    borderColor: 'divider',
                  },
                  '&::after': {
                    content: '""',
                    position: 'absolute',
                    left: 2,
                    top: 4,
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: level === 1 ? 'primary.main' : 'grey.400',
                  },
                }}
              >
                <Typography variant="subtitle2" component="h3" sx={{ lineHeight: 1.4 }}>
                  {t('level', { level })}
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                    {' · '}
                    {t(level === 1 ? 'direct' : 'indirect')}
                  </Box>
                </Typography>
                <List dense disablePadding>
                  {users.map((user) => (
                    <ListItem key={user.id} disableGutters>
                      <ListItemAvatar sx={{ minWidth: 44 }}>
                        <UserAvatar
                          name={nameOf(user)}
                          firstName={user.firstName}
                          lastName={user.lastName}
                          size={32}
                        />
                      </ListItemAvatar>
                      <ListItemText primary={nameOf(user)} secondary={user.email} />
                    </ListItem>
                  ))}
                </List>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
