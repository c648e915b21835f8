/**
 * Renames a document or changes its type or kind (never a generated one: the list hides the
 * button). The name is checked as it is typed (the domain's document name rule); only what
 * changed is sent.
 */
import { MenuItem, TextField } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { useController } from 'react-hook-form';
import type { Locale } from '../../../../domain/i18n';
import {
  ORDER_FILE_KIND_LABELS,
  ORDER_FILE_KINDS,
  type OrderDocumentUpdate,
  orderDocumentUpdateSchema,
} from '../../../../domain/orders/files';
import type { OrderDocumentView } from '../../../../domain/orders/views';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { FormTextField } from '../../../ui/forms/FormTextField';
import { useDomainResolver } from '../../../ui/forms/useDomainResolver';
import { refusalErrors } from '../../refusals';
import { OrderDialogForm } from '../OrderDialogForm';
import { DocumentTypeField } from './DocumentTypeField';

const T = 'app.orderDocuments.files';
const INPUTS = ['name', 'type', 'fileKind'] as const;

interface Props {
  orderId: string;
  document: OrderDocumentView;
  onClose: () => void;
  onSaved: () => void;
}

type DocumentForm = OrderDocumentUpdate;

/** What changed, the name trimmed: the rest is not sent. */
function changeOf(values: DocumentForm, document: OrderDocumentView): OrderDocumentUpdate {
  const name = (values.name ?? '').trim();
  return {
    ...(name !== document.name ? { name } : {}),
    ...(values.type !== document.type ? { type: values.type } : {}),
    ...(values.fileKind !== document.fileKind ? { fileKind: values.fileKind } : {}),
  };
}

export function DocumentEditDialog({ orderId, document, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const resolver = useDomainResolver(orderDocumentUpdateSchema);
  // Only uploaded documents are edited: their type and kind are the uploadable ones.
  const defaultValues = {
    name: document.name,
    type: document.type,
    fileKind: document.fileKind,
  } as DocumentForm;

  const save = async (values: DocumentForm) => {
    try {
      await dataProvider.updateOrderDocument({
        id: orderId,
        documentId: document.id,
        change: changeOf(values, document),
      });
      onSaved();
      return undefined;
    } catch (error) {
      return refusalErrors(error, translate(`${T}.editDialog.error`), INPUTS);
    }
  };

  return (
    <OrderDialogForm<DocumentForm>
      title={translate(`${T}.editDialog.title`)}
      resolver={resolver}
      defaultValues={defaultValues}
      onSubmit={save}
      onClose={onClose}
      mode="onChange"
      cancelLabel={translate('ra.action.cancel')}
      submitLabel={translate(`${T}.editDialog.save`)}
      submittingLabel={translate(`${T}.editDialog.saving`)}
      canSubmit={(values) =>
        Boolean(values.name?.trim()) && Object.keys(changeOf(values, document)).length > 0
      }
    >
      <FormTextField name="name" label={translate(`${T}.upload.name`)} helperText=" " limits={{ max: 200 }} />
      <DocumentTypeInput />
      <FileKindInput />
    </OrderDialogForm>
  );
}

function DocumentTypeInput() {
  const translate = useTranslate();
  const { field } = useController<DocumentForm, 'type'>({ name: 'type' });
  return (
    <DocumentTypeField
      label={translate(`${T}.upload.type`)}
      value={field.value ?? ''}
      onChange={field.onChange}
    />
  );
}

function FileKindInput() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field } = useController<DocumentForm, 'fileKind'>({ name: 'fileKind' });
  return (
    <TextField
      select
      label={translate(`${T}.upload.fileKind`)}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      fullWidth
    >
      {ORDER_FILE_KINDS.map((k) => (
        <MenuItem key={k} value={k}>
          {ORDER_FILE_KIND_LABELS[k][locale as Locale]}
        </MenuItem>
      ))}
    </TextField>
  );
}
