import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** A section whose screens are not in this release yet: says so plainly and offers the way home. */
export function SectionPending({ section }: { section: string }) {
  const translate = useTranslate();
  const name = translate(`app.sections.${section}`);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 2 }}>
      <Title title={name} />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, textAlign: 'center' }}>
        <ConstructionOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h2" component="h1" gutterBottom>
          {name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('app.pending.body')}
        </Typography>
        <Button component={Link} to="/dashboard" variant="outlined">
          {translate('app.pending.home')}
        </Button>
      </Paper>
    </Box>
  );
}
