/**
 * The client's purchase-order number, comments and the documents. Each file is staged on the server
 * the moment it is chosen (`POST /api/orders/uploads`, checked there by size and real content), so
 * the form only keeps `{ uploadId, type, name }` and a refused file is said at once, in the server's
 * words ('El archivo excede el límite máximo de 10MB', 'Tipo de archivo no permitido…').
 */
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import {
  Alert,
  Box,
  Button,
  FormHelperText,
  IconButton,
  MenuItem,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type FieldError, useFieldArray, useFormState } from 'react-hook-form';
import { UPLOADABLE_DOCUMENT_TYPES } from '../../../domain/orders';
import { failureKindOf, statusOf } from '../../providers/apiErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { FormTextField } from '../../ui/forms/FormTextField';
import { fieldErrorText } from '../../ui/forms/fieldError';
import { refusalMessage } from '../refusals';
import { twoColumns } from './CustomerTermsSection';
import { useOrderLabels } from './labels';
import type { OrderCreateFormValues, UploadableDocumentType } from './orderCreateForm';

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The documents of the creation form around it, each staged on the server as it is chosen. */
export function DocumentsSection() {
  const translate = useTranslate();
  const labels = useOrderLabels();
  const dataProvider = useDataProvider<AppDataProvider>();
  const staging = useMutation({ mutationFn: (file: File) => dataProvider.stageOrderFile(file) });
  const { errors, isSubmitting: disabled } = useFormState<OrderCreateFormValues>();
  const { fields, append, remove } = useFieldArray<OrderCreateFormValues, 'documents', 'key'>({
    name: 'documents',
    keyName: 'key',
  });
  const picker = useRef<HTMLInputElement>(null);
  const [newType, setNewType] = useState<UploadableDocumentType>('payment_confirmation');
  const [uploading, setUploading] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const t = (key: string) => translate(`app.orderCreate.fields.${key}`);
  const listError = fieldErrorText(
    translate,
    errors.documents?.root ?? (errors.documents as FieldError | undefined),
  );

  const stage = async (file: File) => {
    setUploadError(null);
    if (file.size === 0) {
      setUploadError(translate('app.orderCreate.documents.invalid'));
      return;
    }
    setUploading(file.name);
    try {
      const staged = await staging.mutateAsync(file);
      append({ uploadId: staged.uploadId, type: newType, name: staged.name, sizeBytes: staged.sizeBytes });
    } catch (error) {
      // The server's refusal (too large, not the kind it claims) in its words; a failure of our own
      // (unreachable, a 5xx) as one text.
      const status = statusOf(error);
      const refused = failureKindOf(error) === 'server' && status !== undefined && status < 500;
      setUploadError(
        refused
          ? (refusalMessage(error) ?? translate('app.orderCreate.documents.invalid'))
          : translate('app.orderCreate.documents.uploadFailed'),
      );
    } finally {
      setUploading(null);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={twoColumns}>
        <FormTextField
          name="purchaseOrderId"
          label={t('purchaseOrderId')}
          helperText={translate('app.orderCreate.hints.purchaseOrderId')}
          limits={{ max: 60 }}
          disabled={disabled}
        />
        <FormTextField
          name="comments"
          label={t('comments')}
          multiline
          minRows={2}
          limits={{ max: 1000 }}
          disabled={disabled}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.orderCreate.documents.empty')}
          </Typography>
        )}
        {fields.map((doc, index) => (
          <Box
            key={doc.key}
            role="group"
            aria-label={doc.name}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr auto', sm: 'auto minmax(0,1fr) minmax(0,1fr) auto' },
              alignItems: 'start',
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <InsertDriveFileOutlined color="action" sx={{ mt: 2, display: { xs: 'none', sm: 'block' } }} />
            <FormTextField
              name={`documents.${index}.name`}
              label={t('documentName')}
              helperText={sizeText(doc.sizeBytes)}
              limits={{ max: 255 }}
              disabled={disabled}
            />
            <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
              <FormTextField
                name={`documents.${index}.type`}
                select
                label={t('documentType')}
                disabled={disabled}
              >
                {UPLOADABLE_DOCUMENT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {labels.documentType(type)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Box>
            <Tooltip title={translate('app.orderCreate.documents.remove', { name: doc.name })}>
              <IconButton
                aria-label={translate('app.orderCreate.documents.remove', { name: doc.name })}
                onClick={() => remove(index)}
                disabled={disabled}
                sx={{ mt: 1, gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}
              >
                <DeleteOutlineRounded />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Box>
      {listError && (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('documentType')}
          value={newType}
          onChange={(event) => setNewType(event.target.value as UploadableDocumentType)}
          disabled={disabled || uploading !== null}
          sx={{ minWidth: 240 }}
        >
          {UPLOADABLE_DOCUMENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {labels.documentType(type)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<AttachFileRounded />}
          onClick={() => picker.current?.click()}
          loading={uploading !== null}
          loadingPosition="start"
          disabled={disabled}
        >
          {uploading
            ? translate('app.orderCreate.documents.uploading', { name: uploading })
            : translate('app.orderCreate.documents.add')}
        </Button>
        <input
          ref={picker}
          type="file"
          hidden
          aria-label={translate('app.orderCreate.documents.add')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again after a refusal.
            event.target.value = '';
            if (file) void stage(file);
          }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
        {translate('app.orderCreate.documents.addHint')}
      </Typography>
      {uploadError && (
        <Alert severity="error" role="alert" onClose={() => setUploadError(null)}>
          {uploadError}
        </Alert>
      )}
    </Box>
  );
}
