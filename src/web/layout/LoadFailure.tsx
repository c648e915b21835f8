/**
 * What shows when a screen's code cannot be downloaded (the server restarting, the network gone),
 * and when react-admin's error page cannot be downloaded either: part of the first download, so
 * the page never stays blank. It says so in react-admin's own words and offers a reload.
 */
import { Box, Button, Typography } from '@mui/material';
import { type ComponentProps, type ComponentType, lazy } from 'react';
import { type Error as RaErrorPage, useTranslate } from 'react-admin';

// Takes (and ignores) whatever props the error page it stands in for was given.
export function LoadFailure(_props: object) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ p: 4, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography variant="h6" component="h1">
        {translate('ra.notification.http_error')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {translate('ra.action.refresh')}
      </Button>
    </Box>
  );
}

type ErrorPageProps = ComponentProps<typeof RaErrorPage>;

/** A screen's code that could not be downloaded, as Chromium, Firefox and Safari word it. */
export const isDownloadFailure = (error: Error) =>
  /dynamically imported module|importing a module script failed/i.test(error.message);

/**
 * react-admin's error page, downloaded only when something fails; LoadFailure when that download
 * fails too.
 */
export const ErrorPage = lazy(() =>
  import('./raScreens').then(
    (m): { default: ComponentType<ErrorPageProps> } => ({ default: m.Error }),
    () => ({ default: LoadFailure }),
  ),
);
