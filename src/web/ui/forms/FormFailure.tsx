/**
 * What a refused save says above its form, read from the form's own errors: a record someone else
 * changed meanwhile (`root.stale`) offers to reload it; other refusals (`root.serverError`) show the
 * server's words; after a reload (`root.reloaded`) a note says the form now shows the latest.
 */
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

export function FormFailure({ onReload }: { onReload?: () => void }) {
  const translate = useTranslate();
  const { errors } = useFormState();
  const root = errors.root as Record<string, { message?: string } | undefined> | undefined;
  if (root?.stale?.message) {
    return (
      <Alert
        severity="warning"
        role="alert"
        sx={{ mb: 2 }}
        action={
          onReload && (
            <Button color="inherit" size="small" startIcon={<RefreshRounded />} onClick={onReload}>
              {translate('app.lists.form.reload')}
            </Button>
          )
        }
      >
        {root.stale.message}
      </Alert>
    );
  }
  if (root?.serverError?.message) {
    return (
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {root.serverError.message}
      </Alert>
    );
  }
  if (root?.reloaded) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.lists.form.reloaded')}
      </Alert>
    );
  }
  return null;
}
