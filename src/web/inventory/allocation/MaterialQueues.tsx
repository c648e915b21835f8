/**
 * The home's 'Material' group, for who assigns material (ORDER_DETAIL_INVENTORY write): the orders
 * finance authorized, waiting for their lots (the 'Autorizadas por finanzas' queue, with its row
 * action and the bulk automatic assignment), and the open orders no stock covers. The queue's table
 * belongs to the finance queues; the home page hands it in, so this area never imports finance.
 */

import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { Box, ButtonBase, Collapse, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { T, unfilteredQueueCountsKey } from './allocationQueries';
import { NoMaterialQueue } from './NoMaterialQueue';

const H = `${T}.home`;

export interface MaterialQueuesProps {
  /** The 'Autorizadas por finanzas' sub-queue, given the count of its orders. */
  approvedQueue: (count: number | undefined) => ReactNode;
}

export function MaterialQueues({ approvedQueue }: MaterialQueuesProps) {
  const translate = useTranslate();
  const groupId = useId();
  const [open, setOpen] = useState(true);
  const dataProvider = useDataProvider<AppDataProvider>();
  const write = useCanAccess({ resource: 'orders', action: 'writeInventory' }).canAccess === true;
  const counts = useQuery({
    queryKey: unfilteredQueueCountsKey,
    queryFn: () => dataProvider.getFinanceCounts({}),
    enabled: write,
  });
  if (!write) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      data-testid="material-queues"
      sx={{ borderRadius: 2, overflow: 'hidden' }}
    >
      <ButtonBase
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={groupId}
        sx={{ width: 1, justifyContent: 'flex-start', textAlign: 'left', p: { xs: 2, sm: 2.5 }, gap: 1.5 }}
      >
        <Inventory2Outlined color="primary" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            {translate(`${H}.group`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${H}.groupHint`)}
          </Typography>
        </Box>
        <ExpandMoreRounded
          sx={{
            transition: 'transform 150ms',
            transform: open ? 'rotate(180deg)' : 'none',
            color: 'text.secondary',
          }}
        />
      </ButtonBase>
      <Collapse in={open}>
        <Stack id={groupId} spacing={1.5} sx={{ px: { xs: 1.5, sm: 2.5 }, pb: 2.5 }}>
          {approvedQueue(counts.data?.APPROVED)}
          <NoMaterialQueue />
        </Stack>
      </Collapse>
    </Paper>
  );
}
