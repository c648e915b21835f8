/**
 * The upload modal of an order's files: file, document type, name and file kind. The file is
 * checked here first (size, extension: the seeds' messages) and again by the server, which also
 * reads its content. With `lockedType` it is the payment receipt's upload: the type is shown
 * locked and the file kind follows the file.
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
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ChangeEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../../domain/i18n';
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
import type { OrderDocumentView } from '../../../../domain/orders/views';
import { errorMessageOf } from '../../../providers/httpClient';
import { uploadDocument } from '../documents/orderDocumentsApi';
import { DocumentTypeField, type UploadableDocumentType } from './DocumentTypeField';

const kindOf = (file: File): OrderFileKind => (file.type.startsWith('image/') ? 'image' : 'document');

interface Props {
  orderId: string;
  open: boolean;
  onClose: () => void;
  /** Runs after the upload (e.g. a validation request); a rejection keeps the dialog open. */
  onUploaded: (document: OrderDocumentView) => unknown;
  /** A type the user may not change (and then no file kind to choose: it follows the file). */
  lockedType?: UploadableDocumentType;
  /** Where the dialog's words are (the payment receipt has its own). */
  texts?: string;
  /** A line above the fields; a locked type explains itself with its `help` text by default. */
  help?: ReactNode;
  submitLabel?: string;
  /** Hooks of the tests for the file input and the locked type. */
  testIds?: { input: string; type?: string };
}

export function DocumentUploadDialog({
  orderId,
  open,
  onClose,
  onUploaded,
  lockedType,
  texts: T = 'app.orderDocuments.files.upload',
  help,
  submitLabel,
  testIds = { input: 'order-file-input' },
}: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [type, setType] = useState<string>(lockedType ?? 'custom');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [fileKind, setFileKind] = useState<OrderFileKind>('document');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Once uploaded, a retry of the follow-up must not upload the same file twice.
  const [uploaded, setUploaded] = useState<OrderDocumentView | null>(null);
  const intro = help ?? (lockedType ? translate(`${T}.help`) : null);

  const reset = () => {
    setFile(null);
    setFileError(null);
    setType(lockedType ?? 'custom');
    setName('');
    setNameError(null);
    setFileKind('document');
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
    if (chosen.type.startsWith('image/')) setFileKind('image');
  };

  const upload = (chosen: File) =>
    uploadDocument(orderId, {
      file: chosen,
      type,
      name: name.trim(),
      fileKind: lockedType ? kindOf(chosen) : fileKind,
    });

  const submit = async () => {
    const blankName = !name.trim();
    setFileError(file || uploaded ? null : translate(`${T}.fileRequired`));
    setNameError(blankName ? translate(`${T}.nameRequired`) : null);
    if ((!file && !uploaded) || blankName) return;
    setSaving(true);
    setFailure(null);
    try {
      const document = uploaded ?? (await upload(file as File));
      setUploaded(document);
      await onUploaded(document);
      setSaving(false);
      reset();
      onClose();
    } catch (error) {
      setSaving(false);
      setFailure(errorMessageOf(error) || translate(`${T}.error`));
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(`${T}.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: intro ? 0.5 : 1 }}>
          {intro && (
            <Typography variant="body2" color="text.secondary">
              {intro}
            </Typography>
          )}
          {lockedType && (
            <DocumentTypeField
              label={translate(`${T}.type`)}
              value={lockedType}
              onChange={setType}
              locked={{ type: lockedType, testId: testIds.type }}
            />
          )}
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
              data-testid={testIds.input}
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
          {!lockedType && (
            <DocumentTypeField label={translate(`${T}.type`)} value={type} onChange={setType} />
          )}
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
          {!lockedType && (
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
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} loading={saving} loadingPosition="start">
          {saving ? translate(`${T}.saving`) : (submitLabel ?? translate(`${T}.save`))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
