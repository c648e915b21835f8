/**
 * What a refused save says above its form. A record someone else changed meanwhile (409 with the
 * stale-version text) offers to reload it; other refusals show the server's words.
 */
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export type FormProblem =
  | { kind: 'message'; message: string }
  | { kind: 'stale'; message: string }
  | { kind: 'reloaded' };

export function FormFailure({ problem, onReload }: { problem: FormProblem | null; onReload?: () => void }) {
  const translate = useTranslate();
  if (!problem) return null;
  if (problem.kind === 'reloaded') {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.lists.form.reloaded')}
      </Alert>
    );
  }
  if (problem.kind === 'stale') {
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
        {problem.message}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {problem.message}
    </Alert>
  );
}
