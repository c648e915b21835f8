/**
 * The bar that stays at the bottom of the configuration while it scrolls: how many fields differ
 * from what was read, and Discard / Save. It alone follows every keystroke, not the whole form.
 */
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { TenantConfig } from '../../domain/tenants';
import { changedTenantFields, type TenantFormValues } from './tenantConfigForm';

interface Props {
  config: TenantConfig;
  onDiscard: () => void;
}

/** Reads the form around it. */
export function SaveBar({ config, onDiscard }: Props) {
  const translate = useTranslate();
  const values = useWatch<TenantFormValues>() as TenantFormValues;
  const saving = useFormState().isSubmitting;
  const changes = Object.keys(changedTenantFields(config, values)).length;
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, md: 16 },
        zIndex: 3,
        mt: 3,
        ml: { lg: '272px' },
        // Clear of the cookie preferences button in the corner.
        mr: { xs: 5, md: 3 },
        px: { xs: 1.5, sm: 2 },
        py: 1.25,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        role="status"
        variant="body2"
        color={changes ? 'text.primary' : 'text.secondary'}
        sx={{ flex: { xs: '1 1 100%', sm: '1 1 160px' }, fontWeight: changes ? 600 : 400 }}
      >
        {changes
          ? translate('app.tenantConfig.pending', { smart_count: changes })
          : translate('app.tenantConfig.noPending')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button color="inherit" disabled={!changes || saving} onClick={onDiscard}>
          {translate('app.tenantConfig.discard')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveOutlined />}
          disabled={!changes}
          loading={saving}
          loadingPosition="start"
        >
          {translate(saving ? 'app.lists.form.saving' : 'app.tenantConfig.save')}
        </Button>
      </Box>
    </Paper>
  );
}
