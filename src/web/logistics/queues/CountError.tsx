/** A group's count that failed to load, with its reload. */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export function CountError({ onRetry }: { onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('app.lists.error.reload')}
        </Button>
      }
    >
      {translate('app.logisticsQueues.home.countError')}
    </Alert>
  );
}
