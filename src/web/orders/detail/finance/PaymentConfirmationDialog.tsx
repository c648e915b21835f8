/**
 * The upload modal with its document type locked to payment_confirmation (seeds §4: an advance
 * payment needs its confirmation before validation can be requested; treasury's payment needs a
 * receipt). The file is checked here with the seeds' messages and again by the server.
 */
import LockOutlined from '@mui/icons-material/LockOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormLabel,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../../domain/i18n';
import { ORDER_DOCUMENT_TYPE_LABELS } from '../../../../domain/orders/enums';
import {
  allowedTypesText,
  DEFAULT_ORDER_FILE_MAX_MB,
  fileProblem,
  GENERAL_FILE_EXTENSIONS,
  nameFromFileName,
} from '../../../../domain/orders/files';
import type { OrderDocumentView } from '../../../../domain/orders/views';
import { uploadPaymentConfirmation } from '../../../finance/financeApi';
import { errorMessageOf } from '../../../providers/httpClient';

const T = 'app.finance.paymentUpload';

interface Props {
  orderId: string;
  open: boolean;
  onClose: () => void;
  /** Runs after the upload (e.g. the validation request); a rejection keeps the dialog open. */
  onUploaded: (document: OrderDocumentView) => unknown;
  help?: ReactNode;
  submitLabel?: string;
}

export function PaymentConfirmationDialog({ orderId, open, onClose, onUploaded, help, submitLabel }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Once uploaded, a retry of the follow-up must not upload the same receipt twice.
  const [uploaded, setUploaded] = useState<OrderDocumentView | null>(null);

  const reset = () => {
    setFile(null);
    setFileError(null);
    setName('');
    setNameError(null);
    setFailure(null);
    setUploaded(null);
  };
  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const problem = fileProblem(chosen);
    if (problem) {
      setFile(null);
      setFileError(translate(`${T}.${problem.key}`, problem.vars));
      return;
    }
    setFile(chosen);
    setFileError(null);
    setUploaded(null);
    if (!name.trim()) setName(nameFromFileName(chosen.name));
  };

  const submit = async () => {
    const blankName = !name.trim();
    setFileError(file || uploaded ? null : translate(`${T}.fileRequired`));
    setNameError(blankName ? translate(`${T}.nameRequired`) : null);
    if ((!file && !uploaded) || blankName) return;
    setSaving(true);
    setFailure(null);
    try {
      const document = uploaded ?? (await uploadPaymentConfirmation(orderId, file as File, name.trim()));
      setUploaded(document);
      await onUploaded(document);
      setSaving(false);
      reset();
      onClose();
    } catch (error) {
      setSaving(false);
      setFailure(errorMessageOf(error) || translate(`${T}.uploadError`));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(`${T}.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {help ?? translate(`${T}.help`)}
          </Typography>
          <TextField
            label={translate(`${T}.type`)}
            value={ORDER_DOCUMENT_TYPE_LABELS.payment_confirmation[locale as Locale]}
            disabled
            fullWidth
            slotProps={{
              htmlInput: { 'data-testid': 'payment-upload-type', readOnly: true },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <LockOutlined fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box>
            <FormLabel sx={{ display: 'block', mb: 1 }}>{translate(`${T}.file`)}</FormLabel>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Button
                variant="outlined"
                startIcon={<UploadFileIcon />}
                onClick={() => input.current?.click()}
              >
                {translate(`${T}.choose`)}
              </Button>
              <Typography
                variant="body2"
                sx={{ color: file ? 'text.primary' : 'text.secondary', wordBreak: 'break-all' }}
              >
                {file ? file.name : translate(`${T}.noFile`)}
              </Typography>
            </Stack>
            <input
              ref={input}
              type="file"
              hidden
              data-testid="payment-confirmation-input"
              accept={GENERAL_FILE_EXTENSIONS.map((e) => `.${e}`).join(',')}
              onChange={choose}
            />
            <Typography
              variant="caption"
              role={fileError ? 'alert' : undefined}
              sx={{ display: 'block', mt: 1, color: fileError ? 'error.main' : 'text.secondary' }}
            >
              {fileError ??
                translate(`${T}.hint`, {
                  max: DEFAULT_ORDER_FILE_MAX_MB,
                  types: allowedTypesText(GENERAL_FILE_EXTENSIONS),
                })}
            </Typography>
          </Box>
          <TextField
            label={translate(`${T}.name`)}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              if (event.target.value.trim()) setNameError(null);
            }}
            error={Boolean(nameError)}
            helperText={nameError ?? ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            fullWidth
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={saving} color="inherit">
          {translate(`${T}.cancel`)}
        </Button>
        <Button variant="contained" onClick={submit} loading={saving} loadingPosition="start">
          {saving ? translate(`${T}.saving`) : (submitLabel ?? translate(`${T}.submit`))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
