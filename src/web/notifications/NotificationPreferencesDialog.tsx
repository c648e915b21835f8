/**
 * Which notifications the user receives: one switch per kind they can be sent, grouped by area,
 * each with what it is about; saved together. Full screen on phones.
 */
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Skeleton,
  Switch,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { Fragment, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { NotificationKind } from '../../domain/notificationKinds';
import { BREAKPOINTS } from '../config';
import { preferenceSections, withKind } from './preferenceGroups';
import { useNotificationPreferences } from './useNotificationPreferences';

const PHONE_QUERY = `(max-width:${BREAKPOINTS.sm - 0.05}px)`;

interface Props {
  open: boolean;
  onClose: () => void;
}

export function NotificationPreferencesDialog({ open, onClose }: Props) {
  const translate = useTranslate();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const titleId = useId();
  const { query, save } = useNotificationPreferences(open, onClose);
  // The switches moved since the preferences of this version were read (a reload starts over).
  const [draft, setDraft] = useState<{ version: number; muted: NotificationKind[] } | null>(null);
  const loaded = query.data;
  const muted = loaded && draft?.version === loaded.version ? draft.muted : (loaded?.muted ?? []);
  const changed = loaded !== undefined && [...muted].sort().join() !== [...loaded.muted].sort().join();

  const toggle = (kind: NotificationKind, on: boolean) => {
    if (loaded) setDraft({ version: loaded.version, muted: withKind(muted, kind, on) });
  };
  const close = () => {
    setDraft(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {translate('app.notificationSettings.title')}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.notificationSettings.intro')}
        </Typography>
        {query.isPending ? (
          <Box role="status" aria-busy aria-label={translate('ra.page.loading')}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} variant="text" sx={{ fontSize: '1.5rem', my: 0.5 }} />
            ))}
          </Box>
        ) : query.isError || !loaded ? (
          <Box role="alert" sx={{ py: 3, textAlign: 'center' }}>
            <Typography color="error" sx={{ mb: 1 }}>
              {translate('app.notificationSettings.loadError')}
            </Typography>
            <Button startIcon={<RefreshRounded />} onClick={() => void query.refetch()}>
              {translate('app.notificationSettings.retry')}
            </Button>
          </Box>
        ) : (
          <>
            <Typography variant="caption" color="text.secondary" aria-live="polite">
              {muted.length === 0
                ? translate('app.notificationSettings.allOn')
                : translate('app.notificationSettings.mutedCount', {
                    count: muted.length,
                    total: loaded.kinds.length,
                  })}
            </Typography>
            {preferenceSections(loaded.kinds).map((section, i) => (
              <Fragment key={section.group}>
                {i > 0 && <Divider sx={{ my: 1 }} />}
                <Typography
                  component="h3"
                  variant="overline"
                  color="text.secondary"
                  sx={{ display: 'block', mt: 1.5, lineHeight: 2 }}
                >
                  {translate(`app.notificationSettings.groups.${section.group}`)}
                </Typography>
                {section.kinds.map((kind) => (
                  <KindSwitch
                    key={kind}
                    kind={kind}
                    on={!muted.includes(kind)}
                    disabled={save.isPending}
                    onChange={(on) => toggle(kind, on)}
                  />
                ))}
              </Fragment>
            ))}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{translate('app.notificationSettings.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!changed || save.isPending}
          onClick={() => save.mutate(muted)}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(save.isPending ? 'app.notificationSettings.saving' : 'app.notificationSettings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function KindSwitch({
  kind,
  on,
  disabled,
  onChange,
}: {
  kind: NotificationKind;
  on: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const translate = useTranslate();
  const labelId = useId();
  const hintId = useId();
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        py: 0.75,
        cursor: disabled ? 'default' : 'pointer',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 500 }}>
          {translate(`app.notificationSettings.kinds.${kind}`)}
        </Typography>
        <Typography id={hintId} variant="caption" color="text.secondary" component="p">
          {translate(`app.notificationSettings.hints.${kind}`)}
        </Typography>
      </Box>
      <Switch
        checked={on}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-labelledby': labelId, 'aria-describedby': hintId } }}
      />
    </Box>
  );
}
