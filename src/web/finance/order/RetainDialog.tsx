/**
 * Finance retains an order: the reason (overdue invoices, overdraft or both, seeds §4) and an
 * optional comment that becomes the message the seller reads. While it is sent the dialog cannot
 * be dismissed; a refusal stays in the dialog (and the seeds' toast says so).
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { RETAIN_REASONS, type RetainReason } from '../../../domain/finance/retention';
import type { RetainBody } from '../../../domain/finance/views';
import { errorMessageOf } from '../../providers/httpClient';

const T = 'app.finance.retain';
const COMMENT_MAX = 500;

interface Props {
  open: boolean;
  orderNumber: string;
  onClose: () => void;
  /** Rejects when the server refused: the dialog stays open with the reason. */
  onRetain: (body: Omit<RetainBody, 'version'>) => Promise<unknown>;
}

export function RetainDialog({ open, orderNumber, onClose, onRetain }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState<RetainReason | null>(null);
  const [comment, setComment] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setReason(null);
    setComment('');
    setMissingReason(false);
    setFailure(null);
  };
  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };
  const submit = async () => {
    if (!reason) {
      setMissingReason(true);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const text = comment.trim();
      await onRetain({ reason, ...(text ? { comment: text } : {}) });
      setSaving(false);
      reset();
      onClose();
    } catch (error) {
      setSaving(false);
      setFailure(errorMessageOf(error) || translate('app.finance.toasts.actionFailed'));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate(`${T}.title`, { number: orderNumber })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.help`)}
          </Typography>
          <FormControl error={missingReason} required>
            <FormLabel id={reasonId}>{translate(`${T}.reason`)}</FormLabel>
            <RadioGroup
              aria-labelledby={reasonId}
              value={reason ?? ''}
              onChange={(event) => {
                setReason(event.target.value as RetainReason);
                setMissingReason(false);
              }}
            >
              {RETAIN_REASONS.map((r) => (
                <FormControlLabel
                  key={r}
                  value={r}
                  control={<Radio />}
                  label={translate(`${T}.reasons.${r}`)}
                />
              ))}
            </RadioGroup>
            {missingReason && <FormHelperText>{translate(`${T}.reasonRequired`)}</FormHelperText>}
          </FormControl>
          <TextField
            label={translate(`${T}.comment`)}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
            maxRows={6}
            helperText={`${translate(`${T}.commentHelp`)} (${comment.length}/${COMMENT_MAX})`}
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
            fullWidth
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={saving} color="inherit">
          {translate(`${T}.cancel`)}
        </Button>
        <Button variant="contained" color="warning" onClick={submit} loading={saving} loadingPosition="start">
          {translate(saving ? `${T}.saving` : `${T}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
