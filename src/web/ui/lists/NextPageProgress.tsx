/**
 * While another page, sort or filter of the surrounding list is on its way, the rows shown stay
 * (react-admin keeps the previous answer) and a thin bar above them says something is coming; the
 * space is kept when idle so the rows never jump.
 */
import { Box, LinearProgress } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export function NextPageProgress() {
  const translate = useTranslate();
  const { isPlaceholderData } = useListContext();
  return (
    <Box sx={{ height: 2 }}>
      {isPlaceholderData && (
        <LinearProgress
          data-testid="next-page-progress"
          aria-label={translate('ra.page.loading')}
          sx={{ height: 2 }}
        />
      )}
    </Box>
  );
}
