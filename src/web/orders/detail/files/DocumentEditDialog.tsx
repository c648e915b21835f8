/** Renames a document or changes its type or kind (never a generated one: the list hides the button). */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Locale } from '../../../../domain/i18n';
import {
  ORDER_FILE_KIND_LABELS,
  ORDER_FILE_KINDS,
  type OrderDocumentUpdate,
} from '../../../../domain/orders/files';
import type { OrderDocumentView } from '../../../../domain/orders/views';
import { errorMessageOf } from '../../../providers/httpClient';
import { updateDocument } from '../documents/orderDocumentsApi';
import { DocumentTypeField } from './DocumentTypeField';

const T = 'app.orderDocuments.files';

interface Props {
  orderId: string;
  document: OrderDocumentView;
  onClose: () => void;
  onSaved: () => void;
}

export function DocumentEditDialog({ orderId, document, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Locale;
  const titleId = useId();
  const [name, setName] = useState(document.name);
  const [type, setType] = useState<string>(document.type);
  const [fileKind, setFileKind] = useState(document.fileKind);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change: OrderDocumentUpdate = {
    ...(name.trim() !== document.name ? { name: name.trim() } : {}),
    ...(type !== document.type ? { type: type as OrderDocumentUpdate['type'] } : {}),
    ...(fileKind !== document.fileKind ? { fileKind: fileKind as OrderDocumentUpdate['fileKind'] } : {}),
  };
  const changed = Object.keys(change).length > 0;
  const blank = !name.trim();

  const save = async () => {
    if (!changed || blank) return;
    setSaving(true);
    setFailure(null);
    try {
      await updateDocument(orderId, document.id, change);
      setSaving(false);
      onSaved();
    } catch (error) {
      setSaving(false);
      setFailure(errorMessageOf(error) || translate(`${T}.editDialog.error`));
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(`${T}.editDialog.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            label={translate(`${T}.upload.name`)}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={blank}
            helperText={blank ? translate(`${T}.upload.nameRequired`) : ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            fullWidth
          />
          <DocumentTypeField label={translate(`${T}.upload.type`)} value={type} onChange={setType} />
          <TextField
            select
            label={translate(`${T}.upload.fileKind`)}
            value={fileKind}
            onChange={(e) => setFileKind(e.target.value)}
            fullWidth
          >
            {ORDER_FILE_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {ORDER_FILE_KIND_LABELS[k][lang]}
              </MenuItem>
            ))}
          </TextField>
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving || !changed || blank}>
          {translate(saving ? `${T}.editDialog.saving` : `${T}.editDialog.save`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
