/** A finance section's call in flight (a spinner) or failed (the reason and a retry). */
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ErrorState } from '../../ui/lists/ListStates';

interface Props {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  errorTitle: string;
}

export function FinanceQueryState({ query, errorTitle }: Props) {
  const translate = useTranslate();
  return (
    <>
      {query.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
        </Box>
      )}
      {query.isError && (
        <ErrorState dense error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />
      )}
    </>
  );
}
