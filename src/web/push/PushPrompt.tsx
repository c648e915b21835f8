/**
 * '¿Recibir notificaciones?': asked once per user and device, after sign-in, while the browser
 * has not been asked yet. 'Sí, activar' asks the browser's permission, subscribes and saves the
 * device; 'No, gracias' is remembered on the device. A device already allowed is subscribed again
 * silently (a new sign-in). Failures of the browser or its push service are swallowed: push is
 * a convenience, the bell still has every notification.
 */
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { Box, Button, Paper, Snackbar, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { hasDeclined, type PushOwner, rememberDecline } from '../providers/devicePush';
import { session } from '../providers/session';
import { registerDevice } from './registerDevice';

/** The signed-in user (the admin themself while viewing as another role), from the token. */
function signedInOwner(): PushOwner | null {
  const claims = session.claims();
  return claims ? { tenant: claims.tenant, userId: claims.sub } : null;
}

export function PushPrompt() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [asking, setAsking] = useState<PushOwner | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const owner = signedInOwner();
    if (!owner) return;
    const permission = Notification.permission;
    if (permission === 'granted') void registerDevice(dataProvider, owner).catch(() => undefined);
    else if (permission === 'default' && !hasDeclined(owner)) setAsking(owner);
  }, [dataProvider]);

  if (!asking) return null;
  const owner = asking;

  const decline = () => {
    rememberDecline(owner);
    setAsking(null);
  };
  const accept = async () => {
    setAsking(null);
    try {
      if ((await Notification.requestPermission()) === 'granted') await registerDevice(dataProvider, owner);
    } catch {
      // The browser refused to subscribe or the server could not be reached: nothing to tell.
    }
  };

  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      // Under the menus, drawers and dialogs a person opens: they cover the invitation, not it them.
      sx={{ zIndex: (theme) => theme.zIndex.appBar }}
    >
      <Paper
        role="dialog"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        elevation={6}
        data-testid="push-prompt"
        sx={{ p: 2, width: { xs: '100%', sm: 380 }, borderRadius: 2 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              width: 40,
              height: 40,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <NotificationsActiveOutlined fontSize="small" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {translate('app.push.prompt.title')}
            </Typography>
            <Typography id={bodyId} variant="body2" color="text.secondary">
              {translate('app.push.prompt.body')}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={decline}>{translate('app.push.prompt.decline')}</Button>
          <Button variant="contained" onClick={() => void accept()} disableElevation>
            {translate('app.push.prompt.accept')}
          </Button>
        </Stack>
      </Paper>
    </Snackbar>
  );
}
