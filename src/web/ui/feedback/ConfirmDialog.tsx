/**
 * A confirmation dialog in four variants (danger, warning, info, success), each with its icon and
 * colour. While the asynchronous confirm runs it shows 'Procesando...' and cannot be dismissed; it
 * closes when the confirm succeeds and shows the error when it fails. Callers with their own words
 * for the action (ConfirmDeleteDialog: 'Eliminar' / 'Eliminando…') pass the icons, labels and the
 * reading of a failure.
 */
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  type SvgIconProps,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type ComponentType, type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { serverMessageOf, statusOf } from '../../providers/apiErrors';

/**
 * What a failed confirm says by itself: the server's message of a refusal, or the text of an error
 * the caller threw on purpose; never the client library's 'Request failed with status code …'.
 */
function ownWords(failure: unknown): string | undefined {
  const server = serverMessageOf(failure);
  if (server) return server;
  const isCallFailure = statusOf(failure) !== undefined;
  return !isCallFailure && failure instanceof Error && failure.message ? failure.message : undefined;
}

export type ConfirmVariant = 'danger' | 'warning' | 'info' | 'success';

const VARIANTS: Record<
  ConfirmVariant,
  { icon: ComponentType<SvgIconProps>; color: 'error' | 'warning' | 'info' | 'success' }
> = {
  danger: { icon: ErrorOutlineIcon, color: 'error' },
  warning: { icon: WarningAmberIcon, color: 'warning' },
  info: { icon: InfoOutlinedIcon, color: 'info' },
  success: { icon: CheckCircleOutlineIcon, color: 'success' },
};

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  content?: ReactNode;
  variant?: ConfirmVariant;
  /** Defaults to 'Confirmar'. */
  confirmLabel?: ReactNode;
  /** Defaults to 'Cancelar'. */
  cancelLabel?: ReactNode;
  /** Defaults to 'Procesando...'. */
  processingLabel?: ReactNode;
  /** Replaces the variant's icon beside the title (e.g. a bin for a delete). */
  icon?: ComponentType<SvgIconProps>;
  /** Drawn at the start of the confirm button; the spinner takes its place while processing. */
  confirmIcon?: ReactNode;
  /** The text a failed confirm shows; defaults to the server's message or a generic one. */
  describeFailure?: (failure: unknown) => string;
  onConfirm: () => unknown;
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  content,
  variant = 'info',
  confirmLabel,
  cancelLabel,
  processingLabel,
  icon,
  confirmIcon,
  describeFailure,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const contentId = useId();
  const { color } = VARIANTS[variant];
  const Icon = icon ?? VARIANTS[variant].icon;

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
      setError(
        describeFailure
          ? describeFailure(failure)
          : (ownWords(failure) ?? translate('app.common.confirm.error')),
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
            data-variant={variant}
            sx={(theme) => ({
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: '50%',
              color: theme.palette[color].main,
              bgcolor: alpha(theme.palette[color].main, 0.12),
            })}
          >
            <Icon fontSize="small" />
          </Box>
          <Box component="h2" sx={{ m: 0, typography: 'h3' }}>
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
          {cancelLabel ?? translate('app.common.confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          color={color === 'info' ? 'primary' : color}
          onClick={confirm}
          loading={processing}
          loadingPosition="start"
          startIcon={confirmIcon}
        >
          {processing
            ? (processingLabel ?? translate('app.common.confirm.processing'))
            : (confirmLabel ?? translate('app.common.confirm.confirm'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
