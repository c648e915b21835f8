import LockOutlined from '@mui/icons-material/LockOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** 'Acceso Denegado' naming the section the user tried to open. */
export function NoAccess({ sectionKey }: { sectionKey: string }) {
  const translate = useTranslate();
  const section = translate(`app.sections.${sectionKey}`, { _: sectionKey });
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 480, textAlign: 'center' }}>
        <Box
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            bgcolor: 'error.50',
            display: 'grid',
            placeItems: 'center',
            mx: 'auto',
            mb: 2,
            backgroundColor: 'rgba(211,47,47,0.08)',
          }}
        >
          <LockOutlined color="error" fontSize="large" />
        </Box>
        <Typography variant="h2" component="h1" gutterBottom>
          {translate('app.guard.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.guard.section', { section })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('app.guard.contact')}
        </Typography>
        <Button component={Link} to="/dashboard" variant="contained">
          {translate('app.guard.home')}
        </Button>
      </Paper>
    </Box>
  );
}
