/**
 * "Are you sure?" before deleting a record. While the delete runs the dialog says so and cannot be
 * dismissed; a refusal stays in the dialog (the server's message) so the user can retry or cancel.
 */
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { failureOf } from './failure';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: ReactNode;
  content?: ReactNode;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

export function ConfirmDeleteDialog({ open, title, content, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const translate = useTranslate();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const contentId = useId();

  const close = () => {
    if (processing) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setProcessing(true);
    setError(null);
    try {
      await onConfirm();
      setProcessing(false);
      onClose();
    } catch (failure) {
      setProcessing(false);
      const { kind, message } = failureOf(failure);
      setError(
        kind === 'server'
          ? (message ?? translate('app.lists.confirm.error'))
          : translate(`app.lists.error.${kind}`),
      );
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={content ? contentId : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} component="div">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: '50%',
              color: theme.palette.error.main,
              bgcolor: alpha(theme.palette.error.main, 0.12),
            })}
          >
            <DeleteOutlineRounded fontSize="small" />
          </Box>
          <Box component="h2" sx={{ m: 0, typography: 'h3', fontSize: '1.1rem' }}>
            {title}
          </Box>
        </Stack>
      </DialogTitle>
      {(content || error) && (
        <DialogContent>
          {content && (
            <Box id={contentId} sx={{ color: 'text.secondary', typography: 'body1' }}>
              {content}
            </Box>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: content ? 2 : 0 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={processing} color="inherit">
          {translate('app.lists.confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={confirm}
          loading={processing}
          loadingPosition="start"
          startIcon={<DeleteOutlineRounded />}
        >
          {translate(processing ? 'app.lists.confirm.deleting' : 'app.lists.confirm.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
