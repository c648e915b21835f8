/** 'Viendo como: {role}' across the top while an admin views as another role, with the way back. */
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useViewAsActions, useViewingAs } from './useViewAs';

export const BANNER_HEIGHT = 40;

export function ViewAsBanner() {
  const translate = useTranslate();
  const role = useViewingAs();
  const { stop } = useViewAsActions();
  const [busy, setBusy] = useState(false);
  if (!role) return null;

  async function back() {
    setBusy(true);
    await stop();
    setBusy(false);
  }

  return (
    <Box
      role="region"
      aria-label={translate('app.layout.viewAs.banner', { role })}
      sx={{
        minHeight: BANNER_HEIGHT,
        px: { xs: 1.5, md: 2 },
        py: 0.5,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
        bgcolor: '#fef3c7',
        color: '#78350f',
        borderBottom: '1px solid #fcd34d',
      }}
    >
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <VisibilityOutlined sx={{ fontSize: 18 }} aria-hidden />
        <Typography component="p" sx={{ fontSize: '0.875rem', fontWeight: 500 }}>
          {translate('app.layout.viewAs.banner', { role })}
        </Typography>
      </Box>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<ArrowBackRounded />}
        onClick={back}
        disabled={busy}
        sx={{
          py: 0.125,
          borderColor: '#d97706',
          bgcolor: 'rgba(255,255,255,0.6)',
          '&:hover': { bgcolor: '#fff', borderColor: '#b45309' },
        }}
      >
        {translate('app.layout.viewAs.back')}
      </Button>
    </Box>
  );
}
