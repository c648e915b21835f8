/**
 * One sub-queue of a home group (finance's, material's, logistics'): count badge, title and
 * description, a chevron that opens its content (a searchable table of 10 rows paged on the
 * server), and the queue's own actions beside the header.
 */
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { Badge, Box, ButtonBase, Collapse, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

export interface SubQueueProps {
  testId: string;
  count: number | undefined;
  title: string;
  description: string;
  /** Beside the header (a link to the full page, a modal's button): always visible. */
  actions?: ReactNode;
  /** The chevron's names, in the area's words ('Mostrar' / 'Ocultar'). */
  showLabel: string;
  hideLabel: string;
  children: ReactNode;
}

export function SubQueue({
  testId,
  count,
  title,
  description,
  actions,
  showLabel,
  hideLabel,
  children,
}: SubQueueProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Box
      data-testid={testId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center' }}>
        <ButtonBase
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={panelId}
          sx={{
            flex: { xs: '1 1 100%', sm: '1 1 0' },
            minWidth: 0,
            justifyContent: 'flex-start',
            textAlign: 'left',
            p: { xs: 1.5, sm: 2 },
            gap: 2,
          }}
        >
          <Badge
            badgeContent={count ?? '…'}
            max={9999}
            showZero
            color={count ? 'primary' : 'default'}
            data-testid="queue-count"
            sx={{
              '& .MuiBadge-badge': {
                position: 'static',
                transform: 'none',
                minWidth: 32,
                height: 24,
                fontWeight: 700,
              },
            }}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          </Box>
          <ExpandMoreRounded
            aria-label={open ? hideLabel : showLabel}
            sx={{
              transition: 'transform 150ms',
              transform: open ? 'rotate(180deg)' : 'none',
              color: 'text.secondary',
            }}
          />
        </ButtonBase>
        {actions && (
          <Box sx={{ px: { xs: 1.5, sm: 2 }, pb: { xs: 1.5, sm: 0 }, display: 'flex', gap: 1 }}>
            {actions}
          </Box>
        )}
      </Box>
      <Collapse in={open} unmountOnExit>
        <Stack id={panelId} spacing={1.5} sx={{ px: { xs: 1.5, sm: 2 }, pb: 2 }}>
          {children}
        </Stack>
      </Collapse>
    </Box>
  );
}
