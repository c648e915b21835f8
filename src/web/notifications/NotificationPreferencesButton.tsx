/**
 * The bell panel's way to the notification preferences: a small button that opens the dialog,
 * which downloads with its texts (the push group) the first time it is opened (or pointed at).
 */
import TuneRounded from '@mui/icons-material/TuneRounded';
import { IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { withTexts } from '../providers/i18n';

const loadDialog = () => withTexts(['push'], () => import('./NotificationPreferencesDialog'));
const NotificationPreferencesDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.NotificationPreferencesDialog })),
);

export function NotificationPreferencesButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const label = translate('app.notificationPreferences.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          <TuneRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationPreferencesDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
