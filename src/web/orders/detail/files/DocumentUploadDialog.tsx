/**
 * The upload modal of the files section: file, document type, name and file kind. The file is
 * checked here first (size, extension: the seeds' messages) and again by the server, which also
 * reads its content.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../../domain/i18n';
import { ORDER_DOCUMENT_TYPE_LABELS, UPLOADABLE_DOCUMENT_TYPES } from '../../../../domain/orders/enums';
import {
  allowedTypesText,
  DEFAULT_ORDER_FILE_MAX_MB,
  fileProblem,
  GENERAL_FILE_EXTENSIONS,
  nameFromFileName,
  ORDER_FILE_KIND_LABELS,
  ORDER_FILE_KINDS,
  type OrderFileKind,
} from '../../../../domain/orders/files';
import { errorMessageOf } from '../../../providers/httpClient';
import { uploadDocument } from '../documents/orderDocumentsApi';

const T = 'app.orderDocuments.files.upload';

interface Props {
  orderId: string;
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
}

export function DocumentUploadDialog({ orderId, open, onClose, onUploaded }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [type, setType] = useState<string>('custom');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [fileKind, setFileKind] = useState<OrderFileKind>('document');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setFileError(null);
    setType('custom');
    setName('');
    setNameError(null);
    setFileKind('document');
    setFailure(null);
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
    if (!name.trim()) setName(nameFromFileName(chosen.name));
    if (chosen.type.startsWith('image/')) setFileKind('image');
  };

  const submit = async () => {
    const missingFile = !file;
    const blankName = !name.trim();
    setFileError(missingFile ? translate(`${T}.fileRequired`) : null);
    setNameError(blankName ? translate(`${T}.nameRequired`) : null);
    if (!file || blankName) return;
    setSaving(true);
    setFailure(null);
    try {
      await uploadDocument(orderId, { file, type, name: name.trim(), fileKind });
      setSaving(false);
      reset();
      onUploaded();
    } catch (error) {
      setSaving(false);
      setFailure(errorMessageOf(error) || translate(`${T}.error`));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(`${T}.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
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
              data-testid="order-file-input"
              accept={GENERAL_FILE_EXTENSIONS.map((e) => `.${e}`).join(',')}
              onChange={choose}
            />
            <Typography
              variant="caption"
              sx={{ display: 'block', mt: 1, color: fileError ? 'error.main' : 'text.secondary' }}
              role={fileError ? 'alert' : undefined}
            >
              {fileError ??
                translate(`${T}.hint`, {
                  max: DEFAULT_ORDER_FILE_MAX_MB,
                  types: allowedTypesText(GENERAL_FILE_EXTENSIONS),
                })}
            </Typography>
          </Box>
          <TextField
            select
            label={translate(`${T}.type`)}
            value={type}
            onChange={(e) => setType(e.target.value)}
            fullWidth
          >
            {UPLOADABLE_DOCUMENT_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {ORDER_DOCUMENT_TYPE_LABELS[t][lang]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate(`${T}.name`)}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (e.target.value.trim()) setNameError(null);
            }}
            error={Boolean(nameError)}
            helperText={nameError ?? ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            fullWidth
          />
          <Box>
            <FormLabel id={`${titleId}-kind`}>{translate(`${T}.fileKind`)}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-kind`}
              value={fileKind}
              onChange={(e) => setFileKind(e.target.value as OrderFileKind)}
            >
              {ORDER_FILE_KINDS.map((k) => (
                <FormControlLabel
                  key={k}
                  value={k}
                  control={<Radio />}
                  label={ORDER_FILE_KIND_LABELS[k][lang]}
                />
              ))}
            </RadioGroup>
          </Box>
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={saving}>
          {translate(saving ? `${T}.saving` : `${T}.save`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
