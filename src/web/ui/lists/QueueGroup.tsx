/**
 * A group of the home's action queues (finance, material…): an outlined section whose header —
 * icon, title, hint, an optional badge — opens and closes its sub-queues. Open by default.
 */
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { Box, ButtonBase, Collapse, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

export interface QueueGroupProps {
  testId: string;
  icon: ReactNode;
  title: string;
  hint: string;
  /** Beside the chevron: the group's total, when it has one. */
  badge?: ReactNode;
  children: ReactNode;
}

export function QueueGroup({ testId, icon, title, hint, badge, children }: QueueGroupProps) {
  const groupId = useId();
  const [open, setOpen] = useState(true);
  return (
    <Paper
      variant="outlined"
      component="section"
      data-testid={testId}
      sx={{ borderRadius: 2, overflow: 'hidden' }}
    >
      <ButtonBase
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={groupId}
        sx={{ width: 1, justifyContent: 'flex-start', textAlign: 'left', p: { xs: 2, sm: 2.5 }, gap: 1.5 }}
      >
        {icon}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </Box>
        {badge}
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
          {children}
        </Stack>
      </Collapse>
    </Paper>
  );
}
